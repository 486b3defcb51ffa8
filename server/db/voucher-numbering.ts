/**
 * Voucher words (凭证字) and numbers. A voucher is numbered per organisation and word: from 1 in every
 * accounting period, or on through the year when its word's numbering is 'year' (voucher_words, the
 * 凭证字 page). Numbers are handed out while the transaction holds the period's lock (lockOpenPeriod)
 * and the word's row: a year-numbered word spans periods whose locks differ, so the word's row is what
 * serialises its numbers. On SQLite BEGIN IMMEDIATE already serialises every write.
 */
import { VOUCHER_WORD } from '../../shared/wire-constants.js';
import type { Engine } from './connect.js';
import { HttpError } from '../errors.js';
import { lockRow, type WriteTx } from './write-transaction.js';

export type NumberingWord = { word: string; numbering: 'period' | 'year' };

/**
 * The word a voucher is numbered under, its row locked: `word` when given (422 on `field` unless it is one
 * of the organisation's words in use, or — `anyStatus`, for a voucher keeping the word it has — one it
 * ever had), else the organisation's default word in use (the vouchers the server makes itself).
 */
export async function numberingWord(trx: WriteTx, engine: Engine, orgId: number, word?: string, options: { anyStatus?: boolean; field?: string } = {}): Promise<NumberingWord> {
  let q = trx.selectFrom('voucher_words').select(['word', 'numbering']).where('org_id', '=', orgId);
  if (word !== undefined) q = q.where('word', '=', word);
  if (!options.anyStatus) q = q.where('status', '=', '0');
  const row = await lockRow(engine, q.orderBy('is_default', 'desc').orderBy('order_num').orderBy('word_id').limit(1)).executeTakeFirst();
  if (row) return { word: row.word, numbering: row.numbering === 'year' ? 'year' : 'period' };
  if (word === undefined || options.anyStatus) return { word: word ?? VOUCHER_WORD, numbering: 'period' };
  throw new HttpError(422, 'voucherWordUnknown', options.field ?? 'voucherWord', { word });
}

/** Whether a voucher moving from one period to another under `word` keeps its number (same word, same numbering span). */
export function sameNumberingSpan(word: NumberingWord, from: string, to: string): boolean {
  return word.numbering === 'year' ? from.slice(0, 4) === to.slice(0, 4) : from === to;
}

/** The next number of `word` in the period (or its year): call only while holding the period's lock and the word's row. */
export async function nextVoucherNo(trx: WriteTx, orgId: number, at: { periodId: number; period: string }, word: NumberingWord): Promise<number> {
  let q = trx
    .selectFrom('vouchers')
    .select((eb) => eb.fn.max('voucher_no').as('n'))
    .where('org_id', '=', orgId)
    .where('voucher_word', '=', word.word);
  // 'YYYY-MM' of the accounting year: the year's periods share the prefix.
  q = word.numbering === 'year' ? q.where('period', 'like', `${at.period.slice(0, 4)}-%`) : q.where('period_id', '=', at.periodId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}
