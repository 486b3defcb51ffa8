/**
 * A voucher line's summary (摘要) that the product writes itself — depreciation, carry-forward, an asset's
 * acquisition or disposal, the prefix of a red reversal — is stored with its message key of server/i18n.ts
 * and JSON parameters (`voucher_lines.summary_key`/`summary_params`, migration 0041) and worded in the
 * reader's language when the voucher or a ledger is answered. Unlike the job log and the to-dos
 * (migration 0040), `summary` keeps the Chinese sentence as well: it is the statutory record, which the
 * printed voucher, its workbook and any RuoYi client read as it is. A summary someone typed has no key and
 * shows as typed in every language.
 */
import { isMsgKey, translate, type Lang, type MsgKey, type MsgParams } from '../i18n.js';
import { storedParams } from './stored-message.js';

/** What a writer puts on a line: the Chinese text and, for a product-written one, its key and parameters. */
export type LineSummary = { summary: string; summaryKey?: MsgKey | null; summaryParams?: MsgParams | null };

/** The stored form of a summary: the row's three columns. */
export type StoredSummary = { summary: string; summary_key: string | null; summary_params: string | null };

/** A summary the product writes: its Chinese sentence with the key it came from. */
export function keyedSummary(key: MsgKey, params: MsgParams): LineSummary {
  return { summary: translate('zh', key, params), summaryKey: key, summaryParams: params };
}

/** The columns a line is stored with (`summary` of a keyed line is its Chinese sentence, whatever was passed). */
export function summaryColumns(line: LineSummary): StoredSummary {
  if (!line.summaryKey) return { summary: line.summary, summary_key: null, summary_params: null };
  const params = line.summaryParams ?? {};
  return { summary: translate('zh', line.summaryKey, params), summary_key: line.summaryKey, summary_params: JSON.stringify(params) };
}

/**
 * The red reversal's summary (冲销 记-0003 + the original's): the original's own key, if it had one,
 * travels in the parameters, so the whole sentence is worded in the reader's language.
 */
export function reversalSummary(no: string, original: StoredSummary): LineSummary {
  const inner: MsgParams = original.summary_key ? { summaryKey: original.summary_key, summaryParams: original.summary_params ?? '{}' } : {};
  return keyedSummary('voucherReversalSummary', { no, summary: original.summary, ...inner });
}

/** The summary of a stored line in `lang`: a keyed one worded from its key, anything else as stored. */
export function summaryIn(lang: Lang, row: StoredSummary): string {
  if (lang === 'zh' || !row.summary_key || !isMsgKey(row.summary_key)) return row.summary;
  const params = storedParams(row.summary_params);
  if (row.summary_key === 'voucherReversalSummary' && typeof params.summaryKey === 'string') {
    const original = summaryIn(lang, { summary: String(params.summary ?? ''), summary_key: params.summaryKey, summary_params: String(params.summaryParams ?? '{}') });
    return translate(lang, row.summary_key, { ...params, summary: original });
  }
  return translate(lang, row.summary_key, params);
}

/**
 * The lines of an edit with the keys of the voucher's keyed lines kept where the reader left the summary
 * as it was shown to them (in `lang`, or the stored Chinese); a changed summary is the user's text now.
 */
export function keepSummaryKeys<L extends { summary: string }>(lang: Lang, stored: readonly StoredSummary[], lines: readonly L[]): Array<L & LineSummary> {
  const shown = new Map<string, StoredSummary>();
  for (const row of stored) {
    if (!row.summary_key) continue;
    shown.set(summaryIn(lang, row), row);
    shown.set(row.summary, row);
  }
  return lines.map((line) => {
    const row = shown.get(line.summary);
    if (!row || !isMsgKey(row.summary_key!)) return line;
    return { ...line, summary: row.summary, summaryKey: row.summary_key as MsgKey, summaryParams: storedParams(row.summary_params) };
  });
}
