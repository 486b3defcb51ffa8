/**
 * Imports of record kinds (server/records): a record kind that names an `importTask` gets an import
 * kind built from its field definitions, so the sheet's columns, their checks and the rules of the
 * record store are the ones the record page uses. One row per record, keyed by the record's number:
 * a number already there is updated (its version moves on, so an edit open on it meets a 409), a new
 * one added. Permission: `<the kind's prefix>:import`.
 *
 * Cells: numbers and money with at most two decimals (kept as hundredths while checked, like every
 * import), dates as YYYY-MM-DD (or 2026/3/1, as spreadsheets write them), a select's value or its
 * label in either language. Kinds with `user` or dictionary fields are not importable this way (their
 * checks need the database); building one throws at start-up rather than import unchecked values.
 */
import { z } from 'zod';
import type { RecordField, RecordKind } from '../../contracts/records.js';
import { isIsoDate } from '../../../shared/iso-date.js';
import { RECORD_KINDS } from '../../records/kinds/index.js';
import { brokenRule } from '../../records/rules.js';
import { storedColumns } from '../../records/store.js';
import { normalise, type RecordValues } from '../../records/validation.js';
import type { ColumnSpec, ImportKind, Values } from '../import-kind.js';
import { hundredths, text, type Checked, type Reason } from '../row-rules.js';

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = (msg: Reason['msg'], params?: Reason['params']): Checked<never> => ({ ok: false, reason: params ? { msg, params } : { msg } });
const NUMERIC = new Set<RecordField['type']>(['number', 'money']);
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

function dateCell(raw: string): Checked<string> {
  const m = DATE.exec(raw);
  const iso = m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : '';
  return isIsoDate(iso) ? ok(iso) : no('rowDate');
}

function optionCell(field: RecordField): (raw: string) => Checked<string> {
  const options = field.options ?? [];
  const byText = new Map(options.flatMap((o) => [o.value, o.zh, o.en].map((s) => [s.toLowerCase(), o.value] as const)));
  const params = { optionsZh: options.map((o) => o.zh).join('、'), optionsEn: options.map((o) => o.en).join(', ') };
  return (raw) => {
    const value = byText.get(raw.toLowerCase());
    return value === undefined ? no('rowOption', params) : ok(value);
  };
}

/** The check of one field's cell; an empty optional cell is '' (no value). */
function cellCheck(field: RecordField): ColumnSpec['check'] {
  if (field.type === 'text' || field.type === 'textarea') return text(field.maxLength ?? (field.type === 'text' ? 100 : 1000), { required: field.required });
  const typed: ColumnSpec['check'] = NUMERIC.has(field.type)
    ? // Negative numbers pass here: the field's own bounds (rules.ts) refuse them with the limit named.
      hundredths({ required: true, negative: true, msg: field.type === 'money' ? 'rowMoney' : 'rowNumberValue' })
    : field.type === 'date'
      ? dateCell
      : optionCell(field);
  return (raw) => (raw === '' ? (field.required ? no('rowRequired') : ok('')) : typed(raw));
}

/** A checked row as the record it becomes: hundredths back to numbers, empty cells to null. */
function rowRecord(kind: RecordKind, values: Values): RecordValues {
  const record: Record<string, string | number | null> = {};
  for (const field of kind.fields) {
    const value = values[field.key];
    record[field.key] = value === '' || value === undefined ? null : NUMERIC.has(field.type) ? Number(value) / 100 : value;
  }
  return normalise(kind, record);
}

function ruleReason(kind: RecordKind, values: Values): Reason | null {
  const broken = brokenRule(kind, rowRecord(kind, values));
  if (!broken) return null;
  if (broken.rule === 'notBefore') return { msg: 'rowNotBefore', column: broken.field.key, params: { otherZh: broken.other.zh, otherEn: broken.other.en } };
  return { msg: broken.rule === 'min' ? 'rowMin' : 'rowMax', column: broken.field.key, params: { limit: broken.limit } };
}

function recordImport(kind: RecordKind): ImportKind<object> {
  const unfit = kind.fields.find((f) => f.type === 'user' || f.dict);
  if (!kind.importTask || unfit) throw new Error(`record kind ${kind.key} cannot be imported (${unfit ? `field ${unfit.key}` : 'no importTask'})`);
  const self: ImportKind<object> = {
    kind: kind.importTask,
    permission: `${kind.perms}:import`,
    columns: kind.fields.map((f) => ({ key: f.key, zh: f.zh, en: f.en, check: cellCheck(f) })),
    options: z.object({}),
    checkRow: (values) => ruleReason(kind, values),
    key: (values) => String(values[kind.codeField]),
    async write(trx, { orgId, userId, now }, rows) {
      // The records' author is the user who started the import, as for records saved from the page.
      const by = (await trx.selectFrom('users').select('user_name').where('user_id', '=', userId).executeTakeFirstOrThrow()).user_name;
      const codes = rows.map(self.key);
      const existing = await trx.selectFrom('records').select('code').where('org_id', '=', orgId).where('kind', '=', kind.key).where('code', 'in', codes).execute();
      const had = new Set(existing.map((e) => e.code));
      await trx
        .insertInto('records')
        .values(
          rows.map((r) => ({
            org_id: orgId,
            kind: kind.key,
            ...storedColumns(kind, rowRecord(kind, r)),
            version: 1,
            created_by: by,
            created_at: now,
            updated_by: by,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['org_id', 'kind', 'code']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            data: eb.ref('excluded.data'),
            version: eb(eb.ref('records.version'), '+', 1),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      return codes.map((code) => !had.has(code));
    },
  };
  return self;
}

/** The import of every record kind that names one, by task kind. */
export const RECORD_IMPORTS: Record<string, ImportKind<object>> = Object.fromEntries(RECORD_KINDS.filter((k) => k.importTask).map((k) => [k.importTask!, recordImport(k)]));
