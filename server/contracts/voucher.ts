/**
 * Accounting vouchers on the wire (module 1001). Amounts are integer fen (12345 = 123.45 yuan) so no
 * float ever touches money. Status '0' unaudited, '1' sent for audit, '2' audited. Types only.
 */
export type VoucherStatus = '0' | '1' | '2';

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
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/** GET /htservice/voucher/{id}: with the hotel's name and the total in Chinese capitals, as printed. */
export type VoucherDetail = Voucher & { orgName: string; amountInWords: string; lines: VoucherLine[]; logs: VoucherLog[] };

/** POST body (PUT adds voucherId and version). */
export type VoucherInput = {
  voucherDate: string;
  attachments?: number;
  remark?: string;
  lines: Array<Pick<VoucherLine, 'summary' | 'accountCode' | 'debit' | 'credit' | 'deptId'>>;
};

export type VoucherLog = { action: 'create' | 'edit' | 'send' | 'withdraw' | 'audit' | 'revoke'; fromStatus: VoucherStatus | null; toStatus: VoucherStatus; userName: string; at: number };

export type Account = { accountCode: string; accountName: string };

/** PUT /htservice/voucher/{send|withdraw|audit|revoke}: all or nothing. */
export type VoucherBatch = { voucherIds: number[] };

export type PrintRecord = { recordId: number; voucherId: number; userName: string; printedAt: number };
/** countPrintRecordDetail: how often the voucher was printed, and by whom how often. */
export type PrintCount = { total: number; byUser: Array<{ userName: string; count: number; lastAt: number }> };
