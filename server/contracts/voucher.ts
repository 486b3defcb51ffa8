/**
 * Accounting vouchers on the wire (module 1001). Amounts are integer fen (12345 = 123.45 yuan) so no
 * float ever touches money. Status '0' unaudited, '1' sent for audit, '2' audited, '3' posted (记账). Types only.
 */
export type VoucherStatus = '0' | '1' | '2' | '3';

export type VoucherLine = {
  lineNo: number;
  summary: string;
  accountCode: string;
  /** Filled in by the server from the chart of accounts. */
  accountName: string;
  debit: number;
  credit: number;
  /** The department the line is booked to (optional); deptName filled in by the server. */
  deptId?: number | null;
  deptName?: string;
  /**
   * Auxiliary items (migration 0036, GET /htservice/auxItem/options) of the dimensions the account requires
   * (shared/aux-dimensions.ts), names filled in by the server; the cash-flow item (shared/cashflow-items.ts)
   * of a line on a cash or bank account. Null when none.
   */
  customerId?: number | null;
  customerName?: string;
  supplierId?: number | null;
  supplierName?: string;
  projectId?: number | null;
  projectName?: string;
  employeeId?: number | null;
  employeeName?: string;
  cashflowCode?: string | null;
};

export type Voucher = {
  voucherId: number;
  orgId: number;
  /** 'YYYY-MM': the accounting period holding voucherDate. */
  period: string;
  voucherDate: string;
  voucherWord: string;
  voucherNo: number;
  /** 记-0001 */
  voucherNumber: string;
  attachments: number;
  status: VoucherStatus;
  debitTotal: number;
  creditTotal: number;
  makerName: string;
  senderName: string | null;
  sendTime: number | null;
  auditorName: string | null;
  auditTime: number | null;
  /** Who signed as cashier (出纳签字) and who posted (记账), and when; null until then. */
  cashierName: string | null;
  cashierTime: number | null;
  posterName: string | null;
  postTime: number | null;
  /** On a red reversal (红字冲销): the id of the voucher it corrects. */
  reversalOf: number | null;
  /** Whether it has a cash or bank line (the cashier signs it before it is posted), and whether it has its red reversal. */
  needsCashier: boolean;
  reversed: boolean;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/** GET /htservice/voucher/{id}: with the hotel's name and the total in Chinese capitals, as printed. */
export type VoucherDetail = Voucher & {
  orgName: string;
  amountInWords: string;
  lines: VoucherLine[];
  logs: VoucherLog[];
  /** Both ends of a red reversal: the voucher this one corrects, and the reversal made from this one. */
  reversalOfVoucher: VoucherLink | null;
  reversedBy: VoucherLink | null;
  /** Its accounting period is closed (结账): every change is refused until the period is reopened. */
  periodClosed: boolean;
};

export type VoucherLink = { voucherId: number; voucherNumber: string };

/** POST /htservice/voucher/reverse: the red reversal of a posted voucher, dated `voucherDate` (default: the caller's login date, sent by the page). */
export type ReversalInput = { voucherId: number; voucherDate: string };

/** POST body (PUT adds voucherId and version). */
export type VoucherInput = {
  voucherDate: string;
  /** One of the organisation's words in use (GET /htservice/voucherRule/words); left out: the default word. */
  voucherWord?: string;
  attachments?: number;
  remark?: string;
  lines: Array<Pick<VoucherLine, 'summary' | 'accountCode' | 'debit' | 'credit' | 'deptId' | 'customerId' | 'supplierId' | 'projectId' | 'employeeId' | 'cashflowCode'>>;
};

export type VoucherLog = { action: 'create' | 'edit' | 'send' | 'withdraw' | 'audit' | 'revoke' | 'sign' | 'unsign' | 'post' | 'unpost' | 'reverse'; fromStatus: VoucherStatus | null; toStatus: VoucherStatus; userName: string; at: number };

/**
 * `auxDims`: the dimensions its lines must carry (shared/aux-dimensions.ts), as stored ('dept,customer');
 * `cashAccount`: a cash or bank account, whose lines carry a cash-flow item.
 */
export type Account = { accountCode: string; accountName: string; auxDims: string; cashAccount: boolean };

/** PUT /htservice/voucher/{send|withdraw|audit|revoke|sign|unsign|post|unpost}: all or nothing. */
export type VoucherBatch = { voucherIds: number[] };

export type PrintRecord = { recordId: number; voucherId: number; userName: string; printedAt: number };
/** countPrintRecordDetail: how often the voucher was printed, and by whom how often. */
export type PrintCount = { total: number; byUser: Array<{ userName: string; count: number; lastAt: number }> };
