/**
 * `POST /htservice/records/{kind}/export` (<prefix>:export): the kind's filtered list as a real .xlsx,
 * every matching row in the list's order, one column per field with its label in the caller's
 * language; select values and users shown as the page shows them. Filters come as the shell's blob
 * download sends them (form, JSON or query string; see lib/export-input.ts); at most MAX_SHEET_ROWS.
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { recordExport, type RecordField, type RecordRow } from '../contracts/records.js';
import { pickLang } from '../i18n.js';
import { exportInput } from '../lib/export-input.js';
import { applyOrder, assertRowBudget, orderFor, parseListInput } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type SheetColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { kindPermi, type RecordsEnv } from '../records/access.js';
import { orgUsers, withDictOptions } from '../records/references.js';
import { defaultOrder, filterSchema, filteredRecords, planFields, sortAllowlist, toWire } from '../records/store.js';

/** A cell as a person reads it: the option's label, the user's name, money in yuan (the row has fen), the number itself. */
function cell(field: RecordField, lang: 'zh' | 'en', users: Map<string, string>) {
  return (row: RecordRow): string | number => {
    const value = row[field.key];
    if (value === null || value === undefined) return '';
    if (field.type === 'select') return field.options?.find((o) => o.value === value)?.[lang] ?? String(value);
    if (field.type === 'user') return users.get(String(value)) ?? String(value);
    if (field.type === 'money') return Number(value) / 100;
    return value;
  };
}

export function mountRecordsExport(root: Hono<AppEnv>, deps: Deps) {
  const api = root as unknown as Hono<RecordsEnv>;
  api.post('/htservice/records/:kind{[A-Za-z]+}/export', authenticate(deps), kindPermi('export'), contract(recordExport), async (c) => {
    const { auth } = c.var;
    const kind = await withDictOptions(deps.db, c.var.kind);
    const lang = pickLang(c.req.header('accept-language'));
    const { page, filters, plan } = parseListInput(await exportInput(c), filterSchema(kind), sortAllowlist(kind), planFields(kind));
    const filtered = filteredRecords(deps.db, deps.engine, auth.orgId, kind, filters, plan);
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = (await applyOrder(filtered.selectAll(), orderFor(page, defaultOrder(kind))).execute()).map(toWire);
    const users = new Map((await orgUsers(deps.db, auth.orgId)).map((u) => [u.userName, u.nickName]));
    const columns: Array<SheetColumn<RecordRow>> = kind.fields.map((f) => ({ header: f[lang], width: f.type === 'textarea' ? 40 : 18, value: cell(f, lang, users) }));
    const bytes = await writeXlsx(kind[lang].slice(0, 31), columns, rows);
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${kind.zh}_${stamp}.xlsx`, `${kind.key}_${stamp}.xlsx`);
  });
}
