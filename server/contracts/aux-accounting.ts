/**
 * Auxiliary accounting (辅助核算, migration 0036) on the wire: the chart of accounts with the dimensions
 * each account requires (/htservice/accAccount), the auxiliary items per dimension (/htservice/auxItem),
 * and what the voucher form picks from (GET /htservice/auxItem/options). Dimensions and cash-flow items:
 * shared/aux-dimensions.ts, shared/cashflow-items.ts. Types only.
 */
import type { AuxDimension, ItemDimension } from '../../shared/aux-dimensions.js';
import type { CashflowActivity, CashflowDirection } from '../../shared/cashflow-items.js';

/** One account of the organisation's chart; class, normal side and cash are read from the code (lib/account-classes.ts). */
export type AccAccount = {
  accountId: number;
  accountCode: string;
  accountName: string;
  accountClass: 'asset' | 'liability' | 'common' | 'equity' | 'cost' | 'profitLoss' | '';
  normalSide: 'D' | 'C';
  /** A cash or bank account: its lines carry a cash-flow item. */
  cashAccount: boolean;
  auxDims: AuxDimension[];
  status: '0' | '1';
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

export type AuxItem = {
  itemId: number;
  dimension: ItemDimension;
  itemCode: string;
  itemName: string;
  status: '0' | '1';
  remark: string;
  createTime: string;
  version: number;
};

export type AuxOption = { value: number; label: string; code: string };

/** The voucher form's choices: enabled items per dimension, and the cash-flow items with their names in the caller's language. */
export type AuxOptions = {
  items: Record<ItemDimension, AuxOption[]>;
  cashflow: Array<{ code: string; name: string; activity: CashflowActivity; direction: CashflowDirection }>;
};

/** 'D' 借, 'C' 贷, 'F' 平 (zero), as the other ledgers (contracts/ledger.ts). */
export type AuxSide = 'D' | 'C' | 'F';

/**
 * 辅助余额表: `GET /htservice/accounting/ledger/auxBalance?dimension=&year=&from=&to=&accountCode=`
 * (accounting:ledger:auxBalance): per item of the dimension and account, over periods from..to of a year,
 * the balance brought forward from the year's earlier periods, the span's debit and credit, and the
 * closing balance. Booked vouchers only (BOOKED_STATUSES); amounts in fen.
 */
export type AuxBalanceRow = {
  itemId: number;
  itemCode: string;
  itemName: string;
  accountCode: string;
  accountName: string;
  openingSide: AuxSide;
  opening: number;
  periodDebit: number;
  periodCredit: number;
  closingSide: AuxSide;
  closing: number;
};
export type AuxBalance = { dimension: AuxDimension; year: number; from: number; to: number; rows: AuxBalanceRow[]; debitTotal: number; creditTotal: number };

/**
 * 辅助明细账: `GET /htservice/accounting/ledger/auxDetail?dimension=&itemId=&year=&from=&to=&accountCode=`
 * (accounting:ledger:auxDetail): one item's booked lines (of one account and its sub-accounts, or all)
 * over the span with the running balance.
 */
export type AuxDetailLine = {
  voucherId: number;
  voucherDate: string;
  voucherNumber: string;
  accountCode: string;
  accountName: string;
  summary: string;
  debit: number;
  credit: number;
  side: AuxSide;
  balance: number;
};
export type AuxDetail = {
  dimension: AuxDimension;
  itemId: number;
  itemName: string;
  year: number;
  from: number;
  to: number;
  openingSide: AuxSide;
  opening: number;
  lines: AuxDetailLine[];
  debitTotal: number;
  creditTotal: number;
  closingSide: AuxSide;
  closing: number;
};
