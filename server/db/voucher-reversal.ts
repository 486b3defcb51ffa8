/**
 * Red reversal (红字冲销): a posted voucher is corrected by a new unaudited voucher with the same lines and
 * every amount negated, linked to it by `reversal_of` (one per voucher: the unique index of migration 0037
 * backs the check). The lines are copied whole — every column of `voucher_lines`, whatever auxiliary
 * columns other migrations add — with only the ids, the summary and the amounts replaced.
 */
import type { Engine } from './connect.js';
import { HttpError } from '../errors.js';
import { checkLines, voucherNumber } from '../lib/voucher-rules.js';
import { addLog, lockOpenPeriod } from './vouchers.js';
import { nextVoucherNo, numberingWord } from './voucher-numbering.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import { reversalSummary, summaryColumns } from '../lib/voucher-summary.js';
import { translate } from '../i18n.js';

const SUMMARY_MAX = 200;
/** -0 would reach the database as a float on SQLite. */
const negate = (fen: number) => (Number(fen) === 0 ? 0 : -Number(fen));

/** The remark 冲销 记-0003: the Chinese sentence for the record, the key to word it in the reader's language (migration 0046). */
const reversalRemark = (no: string) => ({ remark: translate('zh', 'voucherReversalText', { no }), remark_key: 'voucherReversalText', remark_params: JSON.stringify({ no }) });

type Texts = { wrongStatus(no: string, status: string): HttpError };

/**
 * Makes the reversal of `voucherId` dated `voucherDate` (an open period, 422 otherwise) and answers its id.
 * 404 unless the voucher is the organisation's; 409 unless it is posted or when it has its reversal already.
 */
export async function insertReversal(
  trx: WriteTx,
  engine: Engine,
  v: { orgId: number; voucherId: number; voucherDate: string; maker: { userId: number; userName: string }; now: number; texts: Texts },
): Promise<number> {
  const original = await lockRow(
    engine,
    trx
      .selectFrom('vouchers')
      .select(['voucher_id', 'status', 'voucher_word', 'voucher_no', 'debit_total', 'credit_total', 'attachments'])
      .where('org_id', '=', v.orgId)
      .where('voucher_id', '=', v.voucherId),
  ).executeTakeFirst();
  if (!original) throw new HttpError(404, 'notFound', 'voucherId');
  const no = voucherNumber(original.voucher_word, original.voucher_no);
  if (original.status !== '3') throw v.texts.wrongStatus(no, original.status);
  const earlier = await trx.selectFrom('vouchers').select(['voucher_word', 'voucher_no']).where('org_id', '=', v.orgId).where('reversal_of', '=', v.voucherId).executeTakeFirst();
  if (earlier) throw new HttpError(409, 'voucherAlreadyReversed', 'voucherId', { no, reversal: voucherNumber(earlier.voucher_word, earlier.voucher_no) });

  const lines = await trx.selectFrom('voucher_lines').selectAll().where('voucher_id', '=', v.voucherId).orderBy('line_no').execute();
  // The summaries are 冲销 记-0003 + the original's, kept as a key so they read in every language (lib/voucher-summary.ts).
  const reversed = lines.map(({ line_id: _, ...line }) => {
    const summary = summaryColumns(reversalSummary(no, line));
    return { ...line, ...summary, summary: summary.summary.slice(0, SUMMARY_MAX), debit: negate(line.debit), credit: negate(line.credit) };
  });
  const sums = checkLines(reversed, { reversal: true });

  const at = await lockOpenPeriod(trx, engine, v.orgId, v.voucherDate);
  const word = await numberingWord(trx, engine, v.orgId, original.voucher_word, { anyStatus: true });
  const row = await trx
    .insertInto('vouchers')
    .values({
      org_id: v.orgId,
      period_id: at.periodId,
      period: at.period,
      voucher_date: v.voucherDate,
      voucher_word: word.word,
      voucher_no: await nextVoucherNo(trx, v.orgId, at, word),
      attachments: original.attachments,
      status: '0',
      debit_total: sums.debit,
      credit_total: sums.credit,
      maker_id: v.maker.userId,
      maker_name: v.maker.userName,
      ...reversalRemark(no),
      version: 1,
      created_at: v.now,
      updated_at: v.now,
      reversal_of: v.voucherId,
    })
    .returning('voucher_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('voucher_lines')
    .values(reversed.map((line) => ({ ...line, voucher_id: row.voucher_id })))
    .execute();
  await addLog(trx, { voucherId: row.voucher_id, orgId: v.orgId, action: 'create', from: null, to: '0', ...v.maker, at: v.now });
  await addLog(trx, { voucherId: v.voucherId, orgId: v.orgId, action: 'reverse', from: '3', to: '3', ...v.maker, at: v.now });
  return row.voucher_id;
}
