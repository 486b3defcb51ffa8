/**
 * Accounting vouchers on the wire (module 1001, `/htservice/voucher`), declared once: the routes
 * validate with these endpoints, the OpenAPI document is generated from them, the browser imports the
 * types. Amounts are integer fen (12345 = 123.45 yuan) so no float ever touches money; a red reversal's
 * amounts are negative. Status '0' unaudited, '1' sent for audit, '2' audited, '3' posted (记账).
 */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { MAX_IDS } from '../../shared/wire-constants.js';
import { dayFilter, idList, numericId, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';
import { fenBetween, fenSchema } from './money.js';
import { ZERO_FEN } from '../../shared/money.js';

const VoucherStatus = z.enum(['0', '1', '2', '3']);

export const VoucherLine = z.object({
  lineNo: z.number().int(),
  summary: z.string(),
  accountCode: z.string(),
  /** Filled in by the server from the chart of accounts. */
  accountName: z.string(),
  debit: fenSchema,
  credit: fenSchema,
  /** The department the line is booked to (null for none) and its name ('' for none), filled in by the server. */
  deptId: z.number().int().nullable(),
  deptName: z.string(),
  /**
   * Auxiliary items (migration 0036, GET /htservice/auxItem/options) of the dimensions the account requires
   * (shared/aux-dimensions.ts), names filled in by the server ('' for none); the cash-flow item
   * (shared/cashflow-items.ts) of a line on a cash or bank account. Null when none.
   */
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string(),
  projectId: z.number().int().nullable(),
  projectName: z.string(),
  employeeId: z.number().int().nullable(),
  employeeName: z.string(),
  cashflowCode: z.string().nullable(),
});
export type VoucherLine = z.infer<typeof VoucherLine>;

export const Voucher = z.object({
  voucherId: z.number().int(),
  orgId: z.number().int(),
  /** 'YYYY-MM': the accounting period holding voucherDate. */
  period: z.string(),
  voucherDate: z.string(),
  voucherWord: z.string(),
  voucherNo: z.number().int(),
  /** 记-0001 */
  voucherNumber: z.string(),
  attachments: z.number().int(),
  status: VoucherStatus,
  debitTotal: fenSchema,
  creditTotal: fenSchema,
  makerName: z.string(),
  senderName: z.string().nullable(),
  sendTime: z.number().nullable(),
  auditorName: z.string().nullable(),
  auditTime: z.number().nullable(),
  /** Who signed as cashier (出纳签字) and who posted (记账), and when; null until then. */
  cashierName: z.string().nullable(),
  cashierTime: z.number().nullable(),
  posterName: z.string().nullable(),
  postTime: z.number().nullable(),
  /** On a red reversal (红字冲销): the id of the voucher it corrects. */
  reversalOf: z.number().int().nullable(),
  /** Whether it has a cash or bank line (the cashier signs it before it is posted), and whether it has its red reversal. */
  needsCashier: z.boolean(),
  reversed: z.boolean(),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type Voucher = z.infer<typeof Voucher>;

export const VoucherLink = z.object({ voucherId: z.number().int(), voucherNumber: z.string() });
export type VoucherLink = z.infer<typeof VoucherLink>;

export const VoucherLog = z.object({
  action: z.enum(['create', 'edit', 'send', 'withdraw', 'audit', 'revoke', 'sign', 'unsign', 'post', 'unpost', 'reverse']),
  fromStatus: VoucherStatus.nullable(),
  toStatus: VoucherStatus,
  userName: z.string(),
  at: z.number(),
});
export type VoucherLog = z.infer<typeof VoucherLog>;

/** GET /htservice/voucher/{id}: with the hotel's name and the total in Chinese capitals, as printed. */
export const VoucherDetail = Voucher.extend({
  orgName: z.string(),
  amountInWords: z.string(),
  lines: z.array(VoucherLine),
  logs: z.array(VoucherLog),
  /** Both ends of a red reversal: the voucher this one corrects, and the reversal made from this one. */
  reversalOfVoucher: VoucherLink.nullable(),
  reversedBy: VoucherLink.nullable(),
  /** Its accounting period is closed (结账): every change is refused until the period is reopened. */
  periodClosed: z.boolean(),
});
export type VoucherDetail = z.infer<typeof VoucherDetail>;

/**
 * `auxDims`: the dimensions its lines must carry (shared/aux-dimensions.ts), as stored ('dept,customer');
 * `cashAccount`: a cash or bank account, whose lines carry a cash-flow item.
 */
export const Account = z.object({ accountCode: z.string(), accountName: z.string(), auxDims: z.string(), cashAccount: z.boolean() });
export type Account = z.infer<typeof Account>;

/** Fen: a JSON integer, never a float (0.1 + 0.2 must not happen to money). */
const fen = fenBetween(0, 99_999_999_999_99);
const optionalId = z.union([numericId, z.null(), z.literal('').transform(() => null)]).optional();
const LineInput = z.object({
  summary: z.string().trim().min(1).max(200),
  accountCode: z.string().trim().min(1).max(20),
  debit: fen.default(ZERO_FEN),
  credit: fen.default(ZERO_FEN),
  // Optional: none as null or '' (a cleared select); a department of another organisation → 422.
  deptId: optionalId,
  // Auxiliary items and the cash-flow item (migration 0036): which a line needs is the account's (db/voucher-dimensions.ts).
  customerId: optionalId,
  supplierId: optionalId,
  projectId: optionalId,
  employeeId: optionalId,
  cashflowCode: z.union([z.string().trim().max(8), z.null()]).optional(),
});
const editable = {
  voucherDate: z.string().refine(isIsoDate),
  // One of the organisation's words in use (db/voucher-numbering.ts); left out on create: the default word.
  voucherWord: z.string().trim().min(1).max(4),
  attachments: z.number().int().min(0).max(9999),
  remark: z.string().max(500),
  lines: z.array(LineInput).max(500),
};
/**
 * POST body. Not strict: the form sends back what it loaded (voucherNumber, makerName…); unknown keys are
 * dropped. Lines: at least two, exactly one side above 0 each, debit total = credit total (lib/voucher-rules.ts).
 */
const VoucherBody = z.object({ ...editable, voucherWord: editable.voucherWord.optional(), attachments: editable.attachments.default(0), remark: editable.remark.default('') });
/** PUT body: voucherId and the version last read, every other field optional. */
const VoucherUpdate = z.object(editable).partial().extend({ voucherId: numericId, version: versionNumber });

/** PUT /htservice/voucher/{send|withdraw|audit|revoke|sign|unsign|post|unpost}: all or nothing. */
const VoucherBatch = z.object({ voucherIds: z.array(numericId).min(1).max(MAX_IDS) });

/** POST /htservice/voucher/reverse: the red reversal of a posted voucher, dated `voucherDate` (default: the caller's login date, sent by the page). */
const ReversalBody = z.object({ voucherId: numericId, voucherDate: z.string().refine(isIsoDate).optional() });
export type ReversalInput = z.input<typeof ReversalBody>;
/** countPrintRecordDetail: how often the voucher was printed, and by whom how often. */
export type PrintCount = { total: number; byUser: Array<{ userName: string; count: number; lastAt: number }> };

export const voucherList = endpoint({
  summary: "A page of the organisation's vouchers (period YYYY-MM, status, voucherWord, voucherNo, beginTime/endTime on the voucher date)",
  list: z.object({
    period: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .optional(),
    status: VoucherStatus.optional(),
    voucherWord: z.string().trim().min(1).max(4).optional(),
    voucherNo: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
    beginTime: dayFilter,
    endTime: dayFilter,
  }),
  reply: tableReply(Voucher),
});
export const voucherAccounts = endpoint({ summary: "The organisation's enabled accounts, for the voucher form's and the detail ledger's pickers", reply: dataReply(z.array(Account)) });
export const voucherGet = endpoint({ summary: 'One voucher with its lines and status log', params: z.object({ voucherId: numericId }), reply: dataReply(VoucherDetail), refusals: [404] });
export const voucherAdd = endpoint({
  summary: 'Adds an unaudited voucher dated in an open period, numbered next for its word (422 on a closed period, unknown word or account, unbalanced lines)',
  body: VoucherBody,
  reply: dataReply(VoucherDetail),
});
export const voucherEdit = endpoint({
  summary: 'Edits an unaudited voucher with the version last read (a new word or period renumbers it)',
  body: VoucherUpdate,
  reply: dataReply(VoucherDetail),
  refusals: [404, 409],
});
export const voucherRemove = endpoint({ summary: 'Deletes unaudited vouchers of open periods, all or nothing', params: z.object({ voucherIds: idList }), reply: okReply, refusals: [404, 409] });

const statusChange = (summary: string) => endpoint({ summary, body: VoucherBatch, reply: okReply, refusals: [404, 409] });
/** One status change per action (routes/voucher-status.ts): all or nothing, the first voucher refused answers 409 with the reason. */
export const voucherStatusChange = {
  send: statusChange('Sends unaudited vouchers for audit'),
  withdraw: statusChange('Withdraws vouchers the caller sent for audit'),
  audit: statusChange("Audits sent vouchers (not the caller's own)"),
  revoke: statusChange('Revokes the audit (back to the audit queue) unless the cashier has signed'),
  sign: statusChange('Signs audited vouchers with a cash or bank line as cashier'),
  unsign: statusChange("Clears the cashier's signature"),
  post: statusChange('Posts audited vouchers (signed first when they have a cash or bank line)'),
  unpost: statusChange('Unposts posted vouchers that have no red reversal'),
};

export const voucherReverse = endpoint({
  summary: 'The red reversal of a posted voucher: a new unaudited voucher with every amount negated',
  body: ReversalBody,
  reply: dataReply(VoucherDetail),
  refusals: [404, 409],
});
