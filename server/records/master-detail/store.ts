/**
 * Reading and writing a master–detail record: the head is a row of `records` (the kind's own store,
 * so its list, export and the other record pages see it as any record), the lines rows of
 * `record_lines` in their order. A save replaces the head and all lines in the caller's transaction,
 * so a record is never seen with half its lines.
 */
import { sql } from 'kysely';
import { toFen } from '../../../shared/money.js';
import type { MasterDetailRecord } from '../../contracts/master-detail.js';
import type { RecordKind } from '../../contracts/records.js';
import type { Db, Engine } from '../../db/connect.js';
import type { WriteTx } from '../../db/write-transaction.js';
import { HttpError } from '../../errors.js';
import { recordTable, toWire } from '../store.js';
import type { RecordValues } from '../validation.js';
import { lineAmount, type MasterDetailForm } from './forms.js';

export async function readMasterDetail(db: Db, engine: Engine, orgId: number, form: MasterDetailForm, kind: RecordKind, id: number): Promise<MasterDetailRecord> {
  const head = await recordTable(db, engine, orgId, kind).selectAll().where('recordId', '=', id).where(sql.ref(form.preset.field), '=', form.preset.value).executeTakeFirst();
  if (!head) throw new HttpError(404, 'notFound', 'recordId');
  const rows = await db.selectFrom('record_lines').select(['line_no', 'data']).where('org_id', '=', orgId).where('record_id', '=', id).orderBy('line_no').execute();
  const lines = rows.map((r) => {
    const values = JSON.parse(r.data) as RecordValues;
    // Lines keep yuan in their JSON, as records do; the wire has fen.
    const money = form.lineFields.filter((f) => f.type === 'money' && values[f.key] !== null && values[f.key] !== undefined);
    return {
      ...values,
      ...Object.fromEntries(money.map((f) => [f.key, toFen(Math.round(Number(values[f.key]) * 100))])),
      lineNo: Number(r.line_no),
      amount: toFen(Math.round(lineAmount(form, values) * 100)),
    };
  });
  return { head: toWire(head), lines };
}

/** Replaces the lines of record `recordId` (of the caller's organisation) with `lines`, numbered from 1. */
export async function replaceLines(trx: WriteTx, orgId: number, recordId: number, lines: readonly RecordValues[]): Promise<void> {
  await trx.deleteFrom('record_lines').where('org_id', '=', orgId).where('record_id', '=', recordId).execute();
  if (lines.length)
    await trx
      .insertInto('record_lines')
      .values(lines.map((line, i) => ({ org_id: orgId, record_id: recordId, line_no: i + 1, data: JSON.stringify(line) })))
      .execute();
}
