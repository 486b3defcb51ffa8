/**
 * The code generator's side that reads the database itself (RuoYi's /tool/gen under /htservice/gen):
 * - `GET db/list` (tool:gen:list): the database's tables not imported yet, filtered by tableName /
 *   tableComment (contains), paged and sorted in memory (introspection is not a SQL query).
 * - `POST importTable?tables=a,b` (tool:gen:import): one gen_table row per table with columns inferred
 *   from the database (lib/gen/infer.ts), all in one transaction; an unknown table → 422 naming it,
 *   one imported already → 409 naming it; nothing is written then.
 * - `GET synchDb/{tableName}` (tool:gen:edit): re-reads the columns, keeping the settings of the
 *   columns still there, inferring new ones and dropping the ones gone; bumps the version.
 * The configuration is platform-wide: only the admin role holds tool:gen:* in the demo.
 */
import type { Hono } from 'hono';
import { genDbList, genImport, genSync, ImportInput } from '../contracts/gen.js';
import type { AppEnv, Deps } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { readDbTable, readDbTables } from '../lib/gen/db-tables.js';
import { inferColumns, inferTable } from '../lib/gen/infer.js';
import { columnFacts, columnRow } from '../lib/gen/store.js';
import { listReply, orderFor, parseList, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { parseWith } from '../plugins/validate.js';

const DB_SORT: SortAllowlist = { tableName: 'tableName', tableComment: 'tableComment' };

/** The dictionary types that exist, for the inferred dictionaries. */
async function dictTypes(db: WriteTx): Promise<Set<string>> {
  return new Set((await db.selectFrom('dict_type').select('dict_type').execute()).map((r) => r.dict_type));
}

export function mountGenImport(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/gen/db/list', session, requirePermi('tool:gen:list'), contract(genDbList), async (c) => {
    const { page, filters } = parseList(c, genDbList.list, DB_SORT);
    const imported = new Set((await deps.db.selectFrom('gen_table').select('table_name').execute()).map((r) => r.table_name));
    const has = (text: string, part?: string) => !part || text.toLowerCase().includes(part.toLowerCase());
    const rows = (await readDbTables(deps.db, deps.engine))
      .filter((r) => !imported.has(r.tableName) && has(r.tableName, filters.tableName) && has(r.tableComment, filters.tableComment))
      .map((r) => ({ tableName: r.tableName, tableComment: r.tableComment, columnCount: r.columns.length }));
    const [[key, direction]] = orderFor(page, [['tableName', 'asc']]) as Array<[keyof (typeof rows)[number], 'asc' | 'desc']>;
    rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (direction === 'desc' ? -1 : 1));
    const from = (page.pageNum - 1) * page.pageSize;
    return c.json(listReply(c, { rows: rows.slice(from, from + page.pageSize), total: rows.length }));
  });

  api.post('/htservice/gen/importTable', session, requirePermi('tool:gen:import'), contract(genImport), async (c) => {
    // The body's `tables` wins over the query's (the contract checked the query's alone).
    const { tables } = parseWith(ImportInput, { ...c.req.query(), ...(await c.req.json().catch(() => ({}))) });
    const found = await readDbTables(deps.db, deps.engine);
    const byName = new Map(found.map((f) => [f.tableName, f]));
    const unknown = tables.filter((name) => !byName.has(name));
    if (unknown.length) throw new HttpError(422, 'genTableUnknown', 'tables', { names: unknown.join(', ') });
    const author = c.var.auth.user.userName;
    const now = deps.now();
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        const already = await trx.selectFrom('gen_table').select('table_name').where('table_name', 'in', tables).execute();
        if (already.length) throw new HttpError(409, 'genTableImported', 'tables', { names: already.map((r) => r.table_name).join(', ') });
        const dicts = await dictTypes(trx);
        const ids: number[] = [];
        for (const name of tables) {
          const table = byName.get(name)!;
          const info = inferTable(name, table.tableComment, author);
          const row = await trx
            .insertInto('gen_table')
            .values({
              table_name: info.tableName,
              table_comment: info.tableComment,
              class_name: info.className,
              module_name: info.moduleName,
              business_name: info.businessName,
              function_name: info.functionName,
              author: info.author,
              tpl_category: info.tplCategory,
              options: '{}',
              remark: info.remark,
              version: 1,
              created_at: now,
              updated_at: now,
            })
            .returning('table_id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('gen_table_column')
            .values(inferColumns(table.columns, dicts).map((col) => columnRow(row.table_id, col)))
            .execute();
          ids.push(row.table_id);
        }
        return ids;
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'genTableImported', 'tables', { names: tables.join(', ') });
      throw error;
    }
  });

  api.get('/htservice/gen/synchDb/:tableName', session, requirePermi('tool:gen:edit'), contract(genSync), async (c) => {
    const { tableName } = c.req.valid('param');
    const table = await readDbTable(deps.db, deps.engine, tableName);
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const gen = await lockRow(deps.engine, trx.selectFrom('gen_table').select('table_id').where('table_name', '=', tableName)).executeTakeFirst();
      if (!gen) throw new HttpError(404, 'notFound', 'tableName');
      if (!table) throw new HttpError(404, 'genTableGone', 'tableName', { name: tableName });
      const existing = await trx.selectFrom('gen_table_column').select(['column_id', 'column_name', 'sort']).where('table_id', '=', gen.table_id).execute();
      const byName = new Map(existing.map((e) => [e.column_name, e]));
      const inferred = inferColumns(table.columns, await dictTypes(trx));
      const gone = existing.filter((e) => !inferred.some((col) => col.columnName === e.column_name)).map((e) => e.column_id);
      if (gone.length) await trx.deleteFrom('gen_table_column').where('column_id', 'in', gone).execute();
      let sort = Math.max(0, ...existing.map((e) => e.sort));
      const added = [];
      for (const col of inferred) {
        const kept = byName.get(col.columnName);
        // The user's settings stay; only what the database says about the column is refreshed.
        if (kept) await trx.updateTable('gen_table_column').set(columnFacts(col)).where('column_id', '=', kept.column_id).execute();
        else added.push(columnRow(gen.table_id, { ...col, sort: (sort += 1) }));
      }
      if (added.length) await trx.insertInto('gen_table_column').values(added).execute();
      await trx
        .updateTable('gen_table')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: deps.now() }))
        .where('table_id', '=', gen.table_id)
        .execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
