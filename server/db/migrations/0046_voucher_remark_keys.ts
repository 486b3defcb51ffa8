/**
 * A red reversal's remark (备注 "冲销 记-0003", the reversal voucher's header) was written in the language of
 * whoever reversed, so an English reversal put English into the statutory record and a Chinese one showed
 * Chinese to English readers. Like the line summaries of 0041, it now carries the message key of
 * server/i18n.ts with JSON parameters (`vouchers.remark_key`, `remark_params`; lib/voucher-remark.ts) and
 * `remark` keeps the Chinese sentence. Existing reversals whose remark is that sentence in either language
 * are converted; a remark matching neither is someone's text and stays as it is.
 */
import type { Kysely, Migration } from 'kysely';
import { recognise } from './0040_stored_message_keys.js';

/** The reversal remark as the server wrote it before this migration, in both languages. */
const WRITTEN = ['冲销 {no}', 'Reversal of {no}'];

/** The key, parameters and Chinese remark of a reversal's `text`, or null when the product did not write it. */
export function keyedRemarkOf(text: string): { key: string; params: { no: string }; remark: string } | null {
  for (const template of WRITTEN) {
    const found = recognise(template, text);
    if (found) return { key: 'voucherReversalText', params: { no: String(found.no) }, remark: `冲销 ${found.no}` };
  }
  return null;
}

export const voucherRemarkKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('vouchers').addColumn('remark_key', 'varchar(60)').execute();
    await db.schema.alterTable('vouchers').addColumn('remark_params', 'varchar(500)').execute();

    // Only reversals carry the written remark, one per original: few rows, each updated by its id.
    const reversals: Array<{ voucher_id: number; remark: string }> = await db.selectFrom('vouchers').select(['voucher_id', 'remark']).where('reversal_of', 'is not', null).execute();
    for (const row of reversals) {
      const found = keyedRemarkOf(row.remark);
      if (!found) continue;
      await db
        .updateTable('vouchers')
        .set({ remark_key: found.key, remark_params: JSON.stringify(found.params), remark: found.remark })
        .where('voucher_id', '=', row.voucher_id)
        .execute();
    }
  },
};
