/**
 * The summaries the product writes on voucher lines (depreciation, carry-forward, an asset's acquisition
 * and disposal, a red reversal's 冲销 prefix) were stored as sentences only — Chinese, and a reversal's
 * prefix in the language of whoever reversed — so an English reader saw Chinese and the statutory record
 * could hold English. They now carry a message key of server/i18n.ts with JSON parameters
 * (`voucher_lines.summary_key`, `summary_params`; lib/voucher-summary.ts) and `summary` keeps the Chinese
 * sentence (the record the printed voucher reads).
 *
 * Existing lines are converted where their summary is one of the sentences the server wrote, matched
 * against those sentences as they were written (listed here); a reversal written in English gets its
 * Chinese sentence back. A summary that matches none is someone's text and stays as it is.
 */
import type { Kysely, Migration } from 'kysely';
import { recognise } from './0040_stored_message_keys.js';

/** Message key → the Chinese sentence the server stored for it before this migration. */
const SUMMARIES: Record<string, string> = {
  carryForwardSummary: '结转 {period} 期间损益',
  assetDepreciationSummary: '计提 {period} 固定资产折旧',
  assetAcquisitionSummary: '新增固定资产 {code} {name}',
  assetDisposalSummary: '清理固定资产 {code} {name}',
};
/** A red reversal's summary: its prefix (in either language) and the original line's summary. */
const REVERSALS = ['冲销 {no} {summary}', 'Reversal of {no} {summary}'];
const REVERSAL_ZH = (no: string, summary: string) => `冲销 ${no} ${summary}`;
/** Only texts starting like one of the sentences are read (a book's typed summaries are many). */
const PREFIXES = ['结转 %', '计提 %', '新增固定资产 %', '清理固定资产 %', '冲销 %', 'Reversal of %'];

type Keyed = { key: string; params: Record<string, string | number>; summary: string };

function recogniseSummary(text: string): Keyed | null {
  for (const [key, template] of Object.entries(SUMMARIES)) {
    const params = recognise(template, text);
    if (params) return { key, params, summary: text };
  }
  return null;
}

/** The key, parameters and Chinese sentence of `text`, or null when the product did not write it. */
export function keyedSummaryOf(text: string): Keyed | null {
  const own = recogniseSummary(text);
  if (own) return own;
  for (const template of REVERSALS) {
    const found = recognise(template, text);
    if (!found) continue;
    const no = String(found.no);
    const original = String(found.summary);
    const inner = recogniseSummary(original);
    const params = { no, summary: original, ...(inner ? { summaryKey: inner.key, summaryParams: JSON.stringify(inner.params) } : {}) };
    return { key: 'voucherReversalSummary', params, summary: REVERSAL_ZH(no, original).slice(0, 200) };
  }
  return null;
}

export const voucherSummaryKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('voucher_lines').addColumn('summary_key', 'varchar(60)').execute();
    await db.schema.alterTable('voucher_lines').addColumn('summary_params', 'varchar(2000)').execute();

    // The same few sentences repeat on many lines: one UPDATE per distinct text, not per line.
    const texts: Array<{ summary: string }> = await db
      .selectFrom('voucher_lines')
      .select('summary')
      .distinct()
      .where((eb) => eb.or(PREFIXES.map((prefix) => eb('summary', 'like', prefix))))
      .execute();
    for (const { summary } of texts) {
      const found = keyedSummaryOf(summary);
      if (!found) continue;
      await db
        .updateTable('voucher_lines')
        .set({ summary_key: found.key, summary_params: JSON.stringify(found.params), summary: found.summary })
        .where('summary', '=', summary)
        .execute();
    }
  },
};
