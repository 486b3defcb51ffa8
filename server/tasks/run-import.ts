/**
 * One import task from its stored upload to its end state: read the sheet, find the columns, check every
 * row (rejected rows are stored with their reasons), then — unless rows were rejected and the caller did
 * not ask to import the valid ones — write the valid rows in transactions of `batchSize` rows. Each batch
 * moves `done` in its own transaction, so `done` always equals the rows written and a cancel (read
 * between batches) never leaves half a batch. The loop yields to the event loop after every batch and
 * every few thousand checked rows, so other requests are answered while a large file is imported.
 */
import { writeTransaction } from '../db/write-transaction.js';
import { batchesOf, checkRows, mapHeader, type RejectedRow } from './import-kind.js';
import { isImportKind, TASK_KINDS } from './registry.js';
import { jsonBytes, putTaskFile, readTaskFile } from './task-files.js';
import { BadFileError, readSheet, sheetFormat, type Sheet } from './table-file.js';
import { taskSteps, yieldToLoop, type RunContext } from './task-steps.js';
import { SheetLimitError } from './xlsx-limits.js';

export type StoredRejected = { header: string[]; rows: RejectedRow[] };
export type StoredResult = Array<{ line: number; values: Record<string, string | number>; added: boolean }>;

export async function runImport(ctx: RunContext, taskId: number): Promise<void> {
  const { db } = ctx;
  const task = await db.selectFrom('tasks').select(['org_id', 'user_id', 'kind', 'options', 'file_name']).where('task_id', '=', taskId).executeTakeFirstOrThrow();
  const kind = TASK_KINDS[task.kind];
  if (!isImportKind(kind)) throw new Error(`task ${taskId}: ${task.kind} is not an import`);
  const { update, finish, cancelRequested, requeue } = taskSteps(ctx, taskId);

  const source = await readTaskFile(db, taskId, 'source');
  const format = sheetFormat(task.file_name);
  if (!source || !format) return finish('failed', 'badFile');
  let sheet: Sheet;
  try {
    sheet = await readSheet(source, format, { limits: ctx.xlsxLimits, signal: ctx.cancelled });
  } catch (err) {
    // A cancel asked during the parse has terminated it: nothing was read, nothing written.
    if (ctx.cancelled.aborted) return finish('cancelled', 'cancelled', { imported: 0 });
    if (err instanceof SheetLimitError) return finish('failed', err.key, err.params);
    if (err instanceof BadFileError) return finish('failed', 'badFile');
    throw err;
  }
  const mapped = mapHeader(kind, sheet.header);
  if ('missing' in mapped) {
    const en = mapHeader(kind, sheet.header, 'en') as { missing: string[] };
    return finish('failed', 'badHeader', { columns: mapped.missing.join('、'), columnsEn: en.missing.join(', ') });
  }

  await update({ step_key: 'validating', step_params: '{}', total: sheet.rows.length, done: 0 });
  await ctx.announce(taskId);
  const lookups = await kind.lookups?.(db, task.org_id);
  const { valid, rejected } = await checkRows(
    kind,
    sheet,
    mapped.index,
    async (checked) => {
      await update({ done: checked });
      await ctx.announce(taskId);
      await yieldToLoop();
    },
    undefined,
    lookups,
  );
  if (rejected.length) await putTaskFile(db, taskId, 'rejected', jsonBytes({ header: sheet.header, rows: rejected } satisfies StoredRejected));
  await update({ done: sheet.rows.length, error_count: rejected.length });
  const options = JSON.parse(task.options) as { importValidRows?: boolean };
  if (rejected.length && !options.importValidRows) return finish('failed', 'rejectedNothingImported', { rejected: rejected.length });

  await update({ step_key: 'importing', total: valid.length, done: 0 });
  await ctx.announce(taskId);
  const scope = { orgId: task.org_id, userId: task.user_id, now: ctx.now(), options, engine: ctx.engine }; // stored as parsed at upload
  const added: boolean[] = [];
  let from = 0;
  for (const batch of batchesOf(kind, valid, ctx.batchSize)) {
    if (await cancelRequested()) return finish('cancelled', 'cancelled', { imported: from });
    if (ctx.stopping()) return requeue();
    await writeTransaction(db, ctx.engine, async (trx) => {
      added.push(
        ...(await kind.write(
          trx,
          scope,
          batch.map((r) => r.values),
        )),
      );
      await update({ done: from + batch.length }, trx);
    });
    from += batch.length;
    await ctx.announce(taskId);
    await ctx.afterBatch(taskId);
    await yieldToLoop();
  }
  const result: StoredResult = valid.map((r, i) => ({ line: r.line, values: r.values, added: added[i] }));
  await putTaskFile(db, taskId, 'result', jsonBytes(result));
  const addedCount = added.filter(Boolean).length;
  await finish('done', 'done', { imported: valid.length, added: addedCount, updated: valid.length - addedCount, rejected: rejected.length });
}
