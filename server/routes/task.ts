/**
 * Long-running tasks over HTTP (/htservice/task; the contract: server/contracts/task.ts). Progress is
 * pushed over the task WebSocket (server/ws/task-socket.ts); these calls start, list, cancel and retry
 * tasks and download their files.
 *
 * - `POST /{kind}` (the kind's permission, e.g. consumables:stock:import): for an import a multipart
 *   upload (`file`: xlsx or csv, `importValidRows`, the kind's options), for a run kind its JSON options;
 *   stores a queued task (with the file) and answers it.
 * - `GET list` and `GET /{taskId}` (any task permission): the caller's tasks; an administrator sees the
 *   organisation's. A task of another user or hotel answers 404, never its state.
 * - `PUT /{taskId}/cancel`: a queued task is cancelled at once, a running one between two batches (an
 *   xlsx still being read: at once, its parse worker is terminated); a finished one → 409. A cancelled
 *   task never runs again unless retried (lease.ts).
 * - `POST /{taskId}/retry` (the kind's permission): a failed or cancelled task runs again from its stored
 *   file (imports write by key, so rows written before the cancel are written again, not twice).
 * - `GET /{taskId}/rejected`: the rejected rows as xlsx, the file's own columns plus row number and
 *   reason in the caller's language. `GET /{taskId}/result`: a finished import's rows with added/updated,
 *   or the file a run kind produced (a PDF, a workbook) as it stored it.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { taskCancel, taskGet, taskImportStart, taskList, taskRejected, taskResult, taskRetry, taskRunStart, TaskUploadFields } from '../contracts/task.js';
import type { AppEnv, Deps } from '../context.js';
import { isAdmin } from '../db/grants.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t, translate } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { writeXlsx, xlsxAnswer, type SheetColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { hasPermi, requirePermi } from '../plugins/permission.js';
import { parseWith, uploadedFile } from '../plugins/validate.js';
import { reasonText, type ImportKind, type RejectedRow } from '../tasks/import-kind.js';
import type { TaskHub } from '../tasks/hub.js';
import { isImportKind, TASK_KINDS, TASK_PERMISSIONS } from '../tasks/registry.js';
import { RUN_LANG, type OutputMeta, type RunKind } from '../tasks/run-kind.js';
import { fenToYuanText } from '../../shared/money.js';
import type { StoredRejected, StoredResult } from '../tasks/run-import.js';
import { maySee, readTask, TASK_COLUMNS, toState, type TaskRow } from '../tasks/state.js';
import { parseJsonBytes, putTaskFile, readTaskFile } from '../tasks/task-files.js';
import { sheetFormat } from '../tasks/table-file.js';

const TASK_SORT: SortAllowlist = { taskId: 'task_id', createdAt: 'created_at', status: 'status', kind: 'kind' };
const DEFAULT_ORDER: OrderBy = [['task_id', 'desc']];

export function mountTask(api: Hono<AppEnv>, deps: Deps, tasks: TaskHub) {
  const session = authenticate(deps);
  const anyTask = requirePermi(...TASK_PERMISSIONS);

  /** The task if the caller may see it, else 404 (another user's or hotel's task is not theirs to know of). */
  async function visibleTask(c: Context<AppEnv>, taskId: number): Promise<TaskRow> {
    const row = await readTask(deps.db, taskId);
    if (!row || !maySee(c.var.auth, row)) throw new HttpError(404, 'notFound', 'taskId');
    return row;
  }

  /** Stores a queued task, starts it and answers its state. */
  async function startTask(c: Context<AppEnv>, values: { kind: string; options: object; fileName: string }, source?: Uint8Array) {
    const { auth } = c.var;
    const taskId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const row = await trx
        .insertInto('tasks')
        .values({
          org_id: auth.orgId,
          user_id: auth.user.userId,
          kind: values.kind,
          status: 'queued',
          step_key: 'queued',
          options: JSON.stringify(values.options),
          file_name: values.fileName.slice(-255),
          created_at: deps.now(),
        })
        .returning('task_id')
        .executeTakeFirstOrThrow();
      if (source) await putTaskFile(trx, row.task_id, 'source', source);
      return row.task_id;
    });
    tasks.enqueue(taskId);
    return c.json({ code: 200, msg: t(c, 'ok'), data: toState((await readTask(deps.db, taskId))!) });
  }

  /** A run kind that narrows who may start it refuses before its options are read. */
  const authorized =
    (kind: RunKind): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (kind.authorize && !kind.authorize(c.var.auth)) throw new HttpError(403, 'forbidden');
      await next();
    };

  /** A run kind starts from its JSON body (its options, validated by its contract). */
  const startRun = (kind: RunKind) => async (c: Context<AppEnv, string, { out: { json: object } }>) => {
    const options = c.req.valid('json');
    await kind.precheck?.({ db: deps.db, orgId: c.var.auth.orgId }, options);
    const lang = pickLang(c.req.header('accept-language'));
    // The language is kept beside the options (run-task.ts hands it to the kind as ctx.lang).
    return startTask(c, { kind: kind.kind, options: { ...options, [RUN_LANG]: lang }, fileName: kind.label(options, lang) });
  };

  /** An import starts from a multipart upload: the file, `importValidRows` and the kind's own options. */
  const startImport = (kind: ImportKind) => async (c: Context<AppEnv>) => {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(422, 'fieldRequired', 'file', { field: 'file' });
    });
    const file = uploadedFile(form.file, 'file');
    if (!sheetFormat(file.name)) throw new HttpError(422, 'taskFileType', 'file');
    if (file.size === 0) throw new HttpError(422, 'taskFileEmpty', 'file');
    const fields = Object.fromEntries(Object.entries(form).filter(([key, value]) => key !== 'file' && typeof value === 'string'));
    const { importValidRows, ...rest } = parseWith(TaskUploadFields, fields);
    const kindOptions = parseWith(kind.options, rest) as object;
    const bytes = new Uint8Array(await file.arrayBuffer());
    return startTask(c, { kind: kind.kind, options: { ...kindOptions, importValidRows: importValidRows ?? false }, fileName: file.name }, bytes);
  };

  for (const kind of Object.values(TASK_KINDS)) {
    if (isImportKind(kind)) api.post(`/htservice/task/${kind.kind}`, session, requirePermi(kind.permission), contract(taskImportStart(kind.kind)), startImport(kind));
    else api.post(`/htservice/task/${kind.kind}`, session, requirePermi(kind.permission), authorized(kind), contract(taskRunStart(kind.kind, kind.options)), startRun(kind));
  }

  api.get('/htservice/task/list', session, anyTask, contract(taskList), async (c) => {
    const { page, filters } = parseList(c, taskList.list, TASK_SORT);
    const { auth } = c.var;
    let query = deps.db.selectFrom('tasks').where('org_id', '=', auth.orgId);
    if (!isAdmin(auth)) query = query.where('user_id', '=', auth.user.userId);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.kind) query = query.where('kind', '=', filters.kind);
    const result = await runList(query, page, (q) => q.select(TASK_COLUMNS), DEFAULT_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(toState), total: result.total }));
  });

  api.get('/htservice/task/:taskId{[0-9]+}', session, anyTask, contract(taskGet), async (c) => {
    return c.json({ code: 200, msg: t(c, 'ok'), data: toState(await visibleTask(c, c.req.valid('param').taskId)) });
  });

  api.put('/htservice/task/:taskId{[0-9]+}/cancel', session, anyTask, contract(taskCancel), async (c) => {
    const task = await visibleTask(c, c.req.valid('param').taskId);
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(deps.engine, trx.selectFrom('tasks').select('status').where('task_id', '=', task.task_id)).executeTakeFirstOrThrow();
      if (current.status === 'queued') {
        await trx
          .updateTable('tasks')
          .set({ status: 'cancelled', step_key: 'cancelled', step_params: JSON.stringify({ imported: 0 }), cancel_requested: 1, finished_at: deps.now() })
          .where('task_id', '=', task.task_id)
          .execute();
      } else if (current.status === 'running') {
        await trx.updateTable('tasks').set({ cancel_requested: 1 }).where('task_id', '=', task.task_id).execute();
      } else throw new HttpError(409, 'taskFinished', 'taskId');
    });
    await tasks.announceCancel(task.task_id);
    return c.json({ code: 200, msg: t(c, 'ok'), data: toState((await readTask(deps.db, task.task_id))!) });
  });

  api.post('/htservice/task/:taskId{[0-9]+}/retry', session, anyTask, contract(taskRetry), async (c) => {
    const task = await visibleTask(c, c.req.valid('param').taskId);
    if (!hasPermi(c.var.auth, TASK_KINDS[task.kind].permission)) throw new HttpError(403, 'forbidden');
    const reset = await deps.db
      .updateTable('tasks')
      .set({
        status: 'queued',
        step_key: 'queued',
        step_params: '{}',
        done: 0,
        total: 0,
        error_count: 0,
        cancel_requested: 0,
        started_at: null,
        finished_at: null,
        runner_id: null,
        lease_until: null,
        attempts: 0,
      })
      .where('task_id', '=', task.task_id)
      .where('status', 'in', ['failed', 'cancelled'])
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) !== 1) throw new HttpError(409, 'taskNotRetryable', 'taskId');
    await deps.db.deleteFrom('task_files').where('task_id', '=', task.task_id).where('role', '<>', 'source').execute();
    tasks.enqueue(task.task_id);
    await tasks.announce(task.task_id);
    return c.json({ code: 200, msg: t(c, 'ok'), data: toState((await readTask(deps.db, task.task_id))!) });
  });

  api.get('/htservice/task/:taskId{[0-9]+}/rejected', session, anyTask, contract(taskRejected), async (c) => {
    const task = await visibleTask(c, c.req.valid('param').taskId);
    const stored = await readTaskFile(deps.db, task.task_id, 'rejected');
    if (!stored) throw new HttpError(404, 'taskNoFile', 'taskId');
    const { header, rows } = parseJsonBytes<StoredRejected>(stored);
    const lang = pickLang(c.req.header('accept-language'));
    const kind = TASK_KINDS[task.kind];
    if (!isImportKind(kind)) throw new HttpError(404, 'taskNoFile', 'taskId');
    const columns: Array<SheetColumn<RejectedRow>> = [
      { header: translate(lang, 'rowNumber'), width: 8, value: (r) => r.line },
      ...header.map((h, i) => ({ header: h, value: (r: RejectedRow) => r.cells[i] ?? '' })),
      { header: translate(lang, 'rowReason'), width: 48, value: (r) => r.reasons.map((reason) => reasonText(kind, reason, lang)).join('；') },
    ];
    return xlsxAnswer(c, await writeXlsx('rejected', columns, rows), `${task.kind}-${task.task_id}-rejected.xlsx`, `${task.kind}-${task.task_id}-rejected.xlsx`);
  });

  api.get('/htservice/task/:taskId{[0-9]+}/result', session, anyTask, contract(taskResult), async (c) => {
    const task = await visibleTask(c, c.req.valid('param').taskId);
    const stored = task.status === 'done' ? await readTaskFile(deps.db, task.task_id, 'result') : undefined;
    if (!stored) throw new HttpError(404, 'taskNoFile', 'taskId');
    const kind = TASK_KINDS[task.kind];
    if (!isImportKind(kind)) return outputAnswer(c, stored, await readTaskFile(deps.db, task.task_id, 'result-meta'));
    const lang = pickLang(c.req.header('accept-language'));
    const columns = resultColumns(kind, lang);
    return xlsxAnswer(c, await writeXlsx('result', columns, parseJsonBytes<StoredResult>(stored)), `${task.kind}-${task.task_id}-result.xlsx`, `${task.kind}-${task.task_id}-result.xlsx`);
  });
}

/** A run kind's output file as it put it (run-task.ts), as an attachment. */
function outputAnswer(c: Context, bytes: Uint8Array, metaBytes: Uint8Array | undefined): Response {
  if (!metaBytes) throw new HttpError(404, 'taskNoFile', 'taskId');
  const meta = parseJsonBytes<OutputMeta>(metaBytes);
  const ascii = meta.fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': meta.contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(meta.fileName)}`,
    'cache-control': 'no-store',
  });
}

/** Row number, the kind's columns (numbers are hundredths: shown as decimals) and the outcome. */
function resultColumns(kind: ImportKind, lang: 'zh' | 'en'): Array<SheetColumn<StoredResult[number]>> {
  const cell = (v: string | number | undefined) => (typeof v === 'number' ? fenToYuanText(v) : (v ?? ''));
  return [
    { header: translate(lang, 'rowNumber'), width: 8, value: (r) => r.line },
    ...kind.columns.map((col) => ({ header: col[lang], value: (r: StoredResult[number]) => cell(r.values[col.key]) })),
    { header: translate(lang, 'rowOutcome'), width: 10, value: (r) => translate(lang, r.added ? 'rowAdded' : 'rowUpdated') },
  ];
}
