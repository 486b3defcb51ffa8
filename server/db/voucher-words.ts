/**
 * The organisation's voucher words (凭证字) in the database: the group's defaults a hotel gets (the
 * seed, 组织初始化) and the list the voucher form offers (`GET /htservice/voucherRule/words`).
 */
import type { VoucherWord } from '../contracts/coding-rule.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

/** [word, name, print title, order, status, default]: 记 in use; 收/付/转 there for hotels that want them. */
const DEFAULT_VOUCHER_WORDS: Array<[word: string, name: string, title: string, order: number, status: string, isDefault: string]> = [
  ['记', '记账凭证', '记账凭证', 1, '0', 'Y'],
  ['收', '收款凭证', '收款凭证', 2, '1', 'N'],
  ['付', '付款凭证', '付款凭证', 3, '1', 'N'],
  ['转', '转账凭证', '转账凭证', 4, '1', 'N'],
];

export const WORD_FIELDS = [
  'word_id as wordId',
  'word',
  'word_name as wordName',
  'print_title as printTitle',
  'order_num as orderNum',
  'numbering',
  'is_default as isDefault',
  'status',
  'remark',
  'version',
] as const;

/** Adds the default words the organisation lacks (记 in use and the default, 收/付/转 not in use). */
export async function addMissingVoucherWords(trx: WriteTx, orgId: number, now: number): Promise<string[]> {
  const held = await trx.selectFrom('voucher_words').select(['word', 'is_default']).where('org_id', '=', orgId).execute();
  const have = new Set(held.map((w) => w.word));
  const hasDefault = held.some((w) => w.is_default === 'Y');
  const missing = DEFAULT_VOUCHER_WORDS.filter(([word]) => !have.has(word));
  if (missing.length) {
    await trx
      .insertInto('voucher_words')
      .values(
        missing.map(([word, word_name, print_title, order_num, status, isDefault]) => ({
          org_id: orgId,
          word,
          word_name,
          print_title,
          order_num,
          numbering: 'period',
          status,
          // A hotel that chose its default keeps it.
          is_default: isDefault === 'Y' && !hasDefault ? 'Y' : 'N',
          remark: '',
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return missing.map(([word]) => word);
}

/** The words in use, in their order: what the voucher form offers, the default first among equals. */
export async function wordsInUse(db: Db, orgId: number): Promise<VoucherWord[]> {
  return db.selectFrom('voucher_words').select(WORD_FIELDS).where('org_id', '=', orgId).where('status', '=', '0').orderBy('order_num').orderBy('word_id').execute();
}

/** Word → the title its vouchers print under (收款凭证), for the organisation's words of `vouchers` (printing). */
export async function printTitles(db: Db, orgId: number, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await db
    .selectFrom('voucher_words')
    .select(['word', 'print_title'])
    .where('org_id', '=', orgId)
    .where('word', 'in', [...new Set(words)])
    .execute();
  return new Map(rows.map((r) => [r.word, r.print_title]));
}
