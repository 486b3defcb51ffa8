/** The detail ledger as a workbook: the balance brought forward, one line per voucher line, then the totals. */
import type { DetailLedger, DetailLine } from '../contracts/ledger.js';
import { translate, type Lang, type MsgKey } from '../i18n.js';
import { fenToYuanText } from '../../shared/money.js';
import { writeXlsx } from './xlsx.js';

type Line = Array<string | number>;

const COLUMNS: Array<[MsgKey, number]> = [
  ['detailDate', 12],
  ['detailVoucher', 12],
  ['ledgerAccountCode', 12],
  ['detailSummary', 30],
  ['detailDebit', 16],
  ['detailCredit', 16],
  ['detailSide', 8],
  ['detailBalance', 16],
];

export function detailSheet(ledger: DetailLedger, lang: Lang): Promise<Uint8Array> {
  const tr = (key: MsgKey) => translate(lang, key);
  const side = (s: DetailLine['side']) => tr(s === 'D' ? 'sideD' : s === 'C' ? 'sideC' : 'sideF');
  const yuan = (fen: number) => Number(fenToYuanText(fen));
  const lines: Line[] = [
    ['', '', ledger.accountCode, tr('detailBroughtForward'), '', '', side(ledger.openingSide), yuan(ledger.opening)],
    ...ledger.lines.map((l) => [l.voucherDate, l.voucherNumber, l.accountCode, l.summary, yuan(l.debit), yuan(l.credit), side(l.side), yuan(l.balance)]),
    [tr('ledgerTotal'), '', '', '', yuan(ledger.debitTotal), yuan(ledger.creditTotal), side(ledger.closingSide), yuan(ledger.closing)],
  ];
  return writeXlsx(
    tr('detailSheet'),
    COLUMNS.map(([key, width], i) => ({ header: tr(key), width, value: (line: Line) => line[i] })),
    lines,
  );
}
