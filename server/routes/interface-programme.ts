/**
 * Interface programmes (接口方案, module 1001) under /htservice/inputInterfaceProgramme: how the codes of a
 * front-office or POS daily export (revenue items, payment methods, departments) map to the organisation's
 * accounts. Always the session's organisation: another hotel's programme is not found (404).
 *
 * - `GET list` (accounting:interface:list or :query): filters programmeCode, programmeName, sourceSystem
 *   (contains), status; sort allowlist PROGRAMME_SORT; each row with its number of mapping lines.
 * - `GET options` (list, query, add or edit): the enabled accounts and the departments the grid offers.
 * - `GET /{programmeId}` (list or query): head and mapping lines.
 * - `POST` (add) and `PUT` (edit, with the version read: stale → 409): head and all lines in one
 *   transaction; a code taken in the organisation → 409; line rules (db/interface-programmes.ts) → 422.
 * - `DELETE /{ids}` (remove): all or nothing; one the organisation interface uses → 409.
 */
import type { Hono } from 'hono';
import { programmeAdd, programmeEdit, programmeGet, programmeList, programmeOptions, programmeRemove, type InterfaceOptions, type InterfaceProgramme } from '../contracts/interface.js';
import type { AppEnv, Deps } from '../context.js';
import { checkMappings, loadProgramme, PROGRAMME_FIELDS, writeMappings } from '../db/interface-programmes.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const PROGRAMME_SORT: SortAllowlist = { programmeCode: 'programme_code', programmeName: 'programme_name', sourceSystem: 'source_system', status: 'status' };
const DEFAULT_ORDER: OrderBy = [
  ['programme_code', 'asc'],
  ['programme_id', 'asc'],
];
export function mountInterfaceProgramme(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/inputInterfaceProgramme';
  const reader = requirePermi('accounting:interface:list', 'accounting:interface:query');
  const codeTaken = (error: unknown, code: string | undefined) => {
    if (isUniqueViolation(error)) return new HttpError(409, 'ifaceProgrammeCodeTaken', 'programmeCode', { code: code ?? '' });
    return error;
  };

  api.get(`${base}/list`, session, reader, contract(programmeList), async (c) => {
    const { page, filters } = parseList(c, programmeList.list, PROGRAMME_SORT);
    let query = deps.db.selectFrom('interface_programmes').where('org_id', '=', c.var.auth.orgId);
    if (filters.programmeCode) query = query.where(contains('programme_code', filters.programmeCode));
    if (filters.programmeName) query = query.where(contains('programme_name', filters.programmeName));
    if (filters.sourceSystem) query = query.where(contains('source_system', filters.sourceSystem));
    if (filters.status) query = query.where('status', '=', filters.status);
    const result = await runList(
      query,
      page,
      (q) =>
        q.select([
          ...PROGRAMME_FIELDS,
          (eb) =>
            eb
              .selectFrom('interface_mappings as m')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('m.programme_id', '=', 'interface_programmes.programme_id')
              .as('lineCount'),
        ]),
      DEFAULT_ORDER,
    );
    const rows = result.rows.map((r) => ({ ...r, lineCount: Number(r.lineCount ?? 0) }) as InterfaceProgramme);
    return c.json(listReply(c, { rows, total: result.total }));
  });

  api.get(
    `${base}/options`,
    session,
    requirePermi('accounting:interface:list', 'accounting:interface:query', 'accounting:interface:add', 'accounting:interface:edit'),
    contract(programmeOptions),
    async (c) => {
      const { orgId } = c.var.auth;
      const [accounts, departments] = await Promise.all([
        deps.db
          .selectFrom('acc_accounts')
          .select(['account_code as accountCode', 'account_name as accountName'])
          .where('org_id', '=', orgId)
          .where('status', '=', '0')
          .orderBy('account_code')
          .execute(),
        deps.db.selectFrom('departments').select(['dept_code as deptCode', 'dept_name as deptName']).where('org_id', '=', orgId).orderBy('order_num').orderBy('dept_code').execute(),
      ]);
      const data: InterfaceOptions = { accounts, departments };
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    },
  );

  api.get(`${base}/:programmeId{[0-9]+}`, session, reader, contract(programmeGet), async (c) => {
    const { programmeId } = c.req.valid('param');
    return c.json({ code: 200, msg: t(c, 'ok'), data: await loadProgramme(deps.db, c.var.auth.orgId, programmeId) });
  });

  api.post(base, session, requirePermi('accounting:interface:add'), contract(programmeAdd), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const now = deps.now();
    const programmeId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const lines = await checkMappings(trx, orgId, body.lines);
      const row = await trx
        .insertInto('interface_programmes')
        .values({
          org_id: orgId,
          programme_code: body.programmeCode,
          programme_name: body.programmeName,
          source_system: body.sourceSystem,
          file_format: body.fileFormat,
          status: body.status,
          remark: body.remark,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('programme_id')
        .executeTakeFirstOrThrow();
      await writeMappings(trx, row.programme_id, orgId, lines);
      return row.programme_id;
    }).catch((error) => {
      throw codeTaken(error, body.programmeCode);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: await loadProgramme(deps.db, orgId, programmeId) });
  });

  api.put(base, session, requirePermi('accounting:interface:edit'), contract(programmeEdit), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      await lockForEdit(deps.engine, trx.selectFrom('interface_programmes').select(['version']).where('programme_id', '=', body.programmeId).where('org_id', '=', orgId), body.version, 'programmeId');
      const lines = body.lines ? await checkMappings(trx, orgId, body.lines) : undefined;
      const set = {
        programme_code: body.programmeCode,
        programme_name: body.programmeName,
        source_system: body.sourceSystem,
        file_format: body.fileFormat,
        status: body.status,
        remark: body.remark,
        updated_at: deps.now(),
      };
      await updateVersionedOrThrow(trx, 'interface_programmes', { key: { programme_id: body.programmeId }, version: body.version, set, returning: ['version'] }, 'programmeId');
      if (lines) await writeMappings(trx, body.programmeId, orgId, lines);
    }).catch((error) => {
      throw codeTaken(error, body.programmeCode);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: await loadProgramme(deps.db, orgId, body.programmeId) });
  });

  api.delete(`${base}/:programmeIds{[0-9,]+}`, session, requirePermi('accounting:interface:remove'), contract(programmeRemove), async (c) => {
    const { programmeIds } = c.req.valid('param');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(
        deps.engine,
        trx.selectFrom('interface_programmes').select(['programme_id', 'programme_code']).where('org_id', '=', orgId).where('programme_id', 'in', programmeIds),
      ).execute();
      if (found.length !== new Set(programmeIds).size) throw new HttpError(404, 'notFound', 'programmeIds');
      const used = await trx.selectFrom('org_interfaces').select('programme_id').where('org_id', '=', orgId).where('programme_id', 'in', programmeIds).executeTakeFirst();
      if (used) throw new HttpError(409, 'ifaceProgrammeInUse', 'programmeIds', { code: found.find((p) => p.programme_id === used.programme_id)!.programme_code });
      await trx.deleteFrom('interface_mappings').where('programme_id', 'in', programmeIds).execute();
      await trx.deleteFrom('interface_programmes').where('programme_id', 'in', programmeIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
