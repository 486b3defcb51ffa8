/**
 * The code generator's configuration (RuoYi's /tool/gen under /htservice/gen): how an imported
 * database table becomes a CRUD page. Platform-wide, like dictionaries: no org_id, and only the admin
 * role holds tool:gen:* in the demo. The calls that read the database itself are in gen-import.ts.
 *
 * - `GET list` (tool:gen:list): imported tables; filters tableName, tableComment (contains).
 * - `GET /{tableId}` (tool:gen:query): `{ info, rows: columns, tables: every imported table }`.
 * - `PUT` (tool:gen:edit): the whole configuration with the version last read (stale → 409). Names
 *   must be identifiers (className PascalCase), dictionaries must exist, the columns must be exactly
 *   the table's, field names unique, tree/sub options must name real columns; 422 names the field.
 * - `DELETE /{tableIds}` (tool:gen:remove): all or nothing, an unknown id → 404.
 * - `GET preview/{tableId}` (tool:gen:preview): the generated files, path → text (lib/gen/generate.ts).
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { genEdit, genGet, genList, genPreview, genRemove } from '../contracts/gen.js';
import type { AppEnv, Deps } from '../context.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { generate } from '../lib/gen/generate.js';
import { columnSettings, columnToWire, tableToWire } from '../lib/gen/store.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const GEN_SORT: SortAllowlist = { tableId: 'table_id', tableName: 'table_name', tableComment: 'table_comment', className: 'class_name', createTime: 'created_at', updateTime: 'updated_at' };
const DEFAULT_ORDER: OrderBy = [['table_id', 'asc']];
type Update = z.output<typeof genEdit.body>;

/** The checks that need the database: dictionaries that exist, and tree / sub-table options naming real columns. */
async function checkReferences(trx: WriteTx, body: Update, tableName: string, columnNames: string[]): Promise<void> {
  const used = [...new Set(body.columns.map((col) => col.dictType).filter(Boolean))];
  const known = used.length ? new Set((await trx.selectFrom('dict_type').select('dict_type').where('dict_type', 'in', used).execute()).map((r) => r.dict_type)) : new Set<string>();
  const bad = body.columns.findIndex((col) => col.dictType && !known.has(col.dictType));
  if (bad >= 0) throw new HttpError(422, 'dictTypeUnknown', `columns.${bad}.dictType`, { type: body.columns[bad].dictType });
  const { options } = body;
  const needColumn = (key: keyof Update['options'], table: string, names: string[]) => {
    if (!options[key] || !names.includes(options[key]!)) throw new HttpError(422, 'genOptionColumn', `options.${key}`, { option: key, table });
  };
  if (body.tplCategory === 'tree') for (const key of ['treeCode', 'treeParentCode', 'treeName'] as const) needColumn(key, tableName, columnNames);
  if (body.tplCategory === 'sub') {
    const sub = options.subTableName ? await trx.selectFrom('gen_table').select('table_id').where('table_name', '=', options.subTableName).executeTakeFirst() : undefined;
    if (!sub || options.subTableName === tableName) throw new HttpError(422, 'genSubTable', 'options.subTableName', { name: options.subTableName ?? '' });
    const subColumns = (await trx.selectFrom('gen_table_column').select('column_name').where('table_id', '=', sub.table_id).execute()).map((r) => r.column_name);
    needColumn('subTableFkName', options.subTableName!, subColumns);
  }
}

export function mountGen(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const readTable = async (tableId: number) => {
    const info = await deps.db.selectFrom('gen_table').selectAll().where('table_id', '=', tableId).executeTakeFirst();
    if (!info) throw new HttpError(404, 'notFound', 'tableId');
    const columns = await deps.db.selectFrom('gen_table_column').selectAll().where('table_id', '=', tableId).orderBy('sort').orderBy('column_id').execute();
    return { info: tableToWire(info), rows: columns.map(columnToWire) };
  };

  api.get('/htservice/gen/list', session, requirePermi('tool:gen:list'), contract(genList), async (c) => {
    const { page, filters } = parseList(c, genList.list, GEN_SORT);
    let query = deps.db.selectFrom('gen_table');
    if (filters.tableName) query = query.where(contains('table_name', filters.tableName));
    if (filters.tableComment) query = query.where(contains('table_comment', filters.tableComment));
    const result = await runList(query, page, (q) => q.selectAll(), DEFAULT_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(tableToWire), total: result.total }));
  });

  api.get('/htservice/gen/preview/:tableId', session, requirePermi('tool:gen:preview'), contract(genPreview), async (c) => {
    const { tableId } = c.req.valid('param');
    const { info, rows } = await readTable(tableId);
    return c.json({ code: 200, msg: t(c, 'ok'), data: generate({ info, columns: rows }) });
  });

  api.get('/htservice/gen/:tableId{[0-9]+}', session, requirePermi('tool:gen:query'), contract(genGet), async (c) => {
    const { tableId } = c.req.valid('param');
    const detail = await readTable(tableId);
    const tables = (await deps.db.selectFrom('gen_table').selectAll().orderBy('table_id').execute()).map(tableToWire);
    return c.json({ code: 200, msg: t(c, 'ok'), data: { ...detail, tables } });
  });

  api.put('/htservice/gen', session, requirePermi('tool:gen:edit'), contract(genEdit), async (c) => {
    const body = c.req.valid('json');
    const seen = new Map<string, number>();
    body.columns.forEach((col, i) => {
      if (seen.has(col.tsField)) throw new HttpError(422, 'genFieldDuplicate', `columns.${i}.tsField`, { field: col.tsField });
      seen.set(col.tsField, i);
    });
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockForEdit(deps.engine, trx.selectFrom('gen_table').select(['table_name', 'version']).where('table_id', '=', body.tableId), body.version, 'tableId');
      const stored = await trx.selectFrom('gen_table_column').select(['column_id', 'column_name']).where('table_id', '=', body.tableId).execute();
      const sent = new Set(body.columns.map((col) => col.columnId));
      if (sent.size !== body.columns.length || stored.length !== sent.size || stored.some((s) => !sent.has(s.column_id))) {
        throw new HttpError(422, 'genColumnsMismatch', 'columns', { name: current.table_name });
      }
      await checkReferences(
        trx,
        body,
        current.table_name,
        stored.map((s) => s.column_name),
      );
      const set = {
        table_comment: body.tableComment,
        class_name: body.className,
        module_name: body.moduleName,
        business_name: body.businessName,
        function_name: body.functionName,
        author: body.author,
        tpl_category: body.tplCategory,
        remark: body.remark,
        options: JSON.stringify(body.tplCategory === 'crud' ? {} : body.options),
        updated_at: deps.now(),
      };
      await updateVersionedOrThrow(trx, 'gen_table', { key: { table_id: body.tableId }, version: body.version, set, returning: ['version'] }, 'tableId');
      for (const col of body.columns) {
        await trx.updateTable('gen_table_column').set(columnSettings(col)).where('column_id', '=', col.columnId).where('table_id', '=', body.tableId).execute();
      }
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readTable(body.tableId) });
  });

  api.delete('/htservice/gen/:tableIds{[0-9,]+}', session, requirePermi('tool:gen:remove'), contract(genRemove), async (c) => {
    const { tableIds } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('gen_table').select('table_id').where('table_id', 'in', tableIds)).execute();
      if (found.length !== tableIds.length) throw new HttpError(404, 'notFound', 'tableIds');
      await trx.deleteFrom('gen_table_column').where('table_id', 'in', tableIds).execute();
      await trx.deleteFrom('gen_table').where('table_id', 'in', tableIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
