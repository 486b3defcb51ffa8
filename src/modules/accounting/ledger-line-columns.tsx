/**
 * The columns of a ledger's booked lines, shared by the detail ledger and the auxiliary detail ledger:
 * date, voucher (opening the voucher), account, summary, debit, credit, side and the running balance.
 * The auxiliary ledger, whose lines span several accounts, also names each line's account.
 */
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import type { Column } from '../../ui/column-types';

const VOUCHER_DETAIL = '/htservice/accountChangeVoucher';
const L = textsUnder('accounting.ledger');

/** A balance's side as worded in the UI language: debit, credit or nil (D, C, F). */
export const sideText = (side: 'D' | 'C' | 'F') => L(`side${side}`);

type LedgerLine = {
  voucherId: number;
  voucherDate: string;
  voucherNumber: string;
  accountCode: string;
  accountName?: string;
  summary: string;
  debit: number;
  credit: number;
  side: 'D' | 'C' | 'F';
  balance: number;
};

export function ledgerLineColumns<Row extends LedgerLine>({ accountName = false } = {}): Column<Row>[] {
  const money = (key: 'debit' | 'credit' | 'balance'): Column<Row> => ({ key, label: L(key), prop: key, width: 130, align: 'right', render: (r) => formatFen(r[key]) });
  return [
    { key: 'voucherDate', label: L('date'), prop: 'voucherDate', width: 110 },
    {
      key: 'voucherNumber',
      label: L('voucher'),
      prop: 'voucherNumber',
      width: 110,
      render: (r) => (
        <Anchor component={Link} size="sm" href={`${VOUCHER_DETAIL}?voucherId=${r.voucherId}`} aria-label={L('openVoucher', { no: r.voucherNumber })} data-ht="voucher-link">
          {r.voucherNumber}
        </Anchor>
      ),
    },
    { key: 'accountCode', label: L('accountCode'), prop: 'accountCode', width: 110 },
    ...(accountName ? [{ key: 'accountName', label: L('accountName'), prop: 'accountName', width: 170 } satisfies Column<Row>] : []),
    { key: 'summary', label: L('summary'), prop: 'summary', width: accountName ? 220 : 240 },
    money('debit'),
    money('credit'),
    { key: 'side', label: L('side'), prop: 'side', width: 70, align: 'center', render: (r) => sideText(r.side) },
    money('balance'),
  ];
}
