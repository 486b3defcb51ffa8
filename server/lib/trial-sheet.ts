/** The trial balance as a workbook (the `trial-calculation` task's output): one line per account, then the totals. */
import type { TrialBalance, TrialRow } from '../contracts/ledger.js';
import { translate, type Lang, type MsgKey } from '../i18n.js';
import { fenToYuanText } from '../../shared/money.js';
import { writeXlsx } from './xlsx.js';

type Line = Array<string | number>;

const COLUMNS: Array<[MsgKey, number]> = [
  ['ledgerAccountCode', 14],
  ['ledgerAccountName', 28],
  ['ledgerOpeningSide', 8],
  ['ledgerOpening', 16],
  ['ledgerPeriodDebit', 16],
  ['ledgerPeriodCredit', 16],
  ['ledgerYearDebit', 16],
  ['ledgerYearCredit', 16],
  ['ledgerClosingSide', 8],
  ['ledgerClosing', 16],
];

export function trialSheet(balance: TrialBalance, lang: Lang): Promise<Uint8Array> {
  const tr = (key: MsgKey) => translate(lang, key);
  const side = (s: TrialRow['openingSide']) => tr(s === 'D' ? 'sideD' : s === 'C' ? 'sideC' : 'sideF');
  const yuan = (fen: number) => Number(fenToYuanText(fen));
  const lines: Line[] = balance.rows.map((r) => [
    // Sub-accounts indented under their parent, as printed ledgers show them.
    `${'  '.repeat(r.level - 1)}${r.accountCode}`,
    r.accountName,
    side(r.openingSide),
    yuan(r.opening),
    yuan(r.periodDebit),
    yuan(r.periodCredit),
    yuan(r.yearDebit),
    yuan(r.yearCredit),
    side(r.closingSide),
    yuan(r.closing),
  ]);
  const t = balance.totals;
  const pair = (debit: number, credit: number) => `${tr('sideD')} ${fenToYuanText(debit)} / ${tr('sideC')} ${fenToYuanText(credit)}`;
  lines.push([
    tr('ledgerTotal'),
    '',
    '',
    pair(t.openingDebit, t.openingCredit),
    yuan(t.periodDebit),
    yuan(t.periodCredit),
    yuan(t.yearDebit),
    yuan(t.yearCredit),
    '',
    pair(t.closingDebit, t.closingCredit),
  ]);
  return writeXlsx(
    tr('trialSheet'),
    COLUMNS.map(([key, width], i) => ({ header: tr(key), width, value: (line: Line) => line[i] })),
    lines,
  );
}
