/**
 * Auxiliary accounting (辅助核算, migration 0036) on the wire, declared once: the chart of accounts with the
 * dimensions each account requires (/htservice/accAccount), the auxiliary items per dimension
 * (/htservice/auxItem), what the voucher form picks from (GET /htservice/auxItem/options) and the auxiliary
 * ledgers. Dimensions and cash-flow items: shared/aux-dimensions.ts, shared/cashflow-items.ts. Always the
 * session's organisation; amounts in fen.
 */
import { z } from 'zod';
import { AUX_DIMENSIONS, ITEM_DIMENSIONS } from '../../shared/aux-dimensions.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

const ACCOUNT_CLASSES = ['asset', 'liability', 'common', 'equity', 'cost', 'profitLoss'] as const;

/** One account of the organisation's chart; class, normal side and cash are read from the code (lib/account-classes.ts). */
export const AccAccount = z.object({
  accountId: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  accountClass: z.enum([...ACCOUNT_CLASSES, '']),
  normalSide: z.enum(['D', 'C']),
  /** A cash or bank account: its lines carry a cash-flow item. */
  cashAccount: z.boolean(),
  auxDims: z.array(z.enum(AUX_DIMENSIONS)),
  status: z.enum(['0', '1']),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type AccAccount = z.infer<typeof AccAccount>;

export const AuxItem = z.object({
  itemId: z.number().int(),
  dimension: z.enum(ITEM_DIMENSIONS),
  itemCode: z.string(),
  itemName: z.string(),
  status: z.enum(['0', '1']),
  remark: z.string(),
  createTime: z.string(),
  version: z.number().int(),
});
export type AuxItem = z.infer<typeof AuxItem>;

export const AuxOption = z.object({ value: z.number().int(), label: z.string(), code: z.string() });
export type AuxOption = z.infer<typeof AuxOption>;

/** The voucher form's choices: enabled items per dimension, and the cash-flow items with their names in the caller's language. */
export const AuxOptions = z.object({
  items: z.object(Object.fromEntries(ITEM_DIMENSIONS.map((d) => [d, z.array(AuxOption)])) as Record<(typeof ITEM_DIMENSIONS)[number], z.ZodArray<typeof AuxOption>>),
  cashflow: z.array(z.object({ code: z.string(), name: z.string(), activity: z.enum(['operating', 'investing', 'financing', 'internal']), direction: z.enum(['in', 'out', 'none']) })),
});
export type AuxOptions = z.infer<typeof AuxOptions>;

/** 'D' 借, 'C' 贷, 'F' 平 (zero), as the other ledgers (contracts/ledger.ts). */
export const AuxSide = z.enum(['D', 'C', 'F']);
export type AuxSide = z.infer<typeof AuxSide>;

/**
 * 辅助余额表: per item of the dimension and account, over periods from..to of a year, the balance brought
 * forward from the year's earlier periods, the span's debit and credit, and the closing balance. Booked
 * vouchers only (BOOKED_STATUSES).
 */
export const AuxBalanceRow = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  itemName: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  openingSide: AuxSide,
  opening: z.number().int(),
  periodDebit: z.number().int(),
  periodCredit: z.number().int(),
  closingSide: AuxSide,
  closing: z.number().int(),
});
export type AuxBalanceRow = z.infer<typeof AuxBalanceRow>;
export const AuxBalance = z.object({
  dimension: z.enum(AUX_DIMENSIONS),
  year: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  rows: z.array(AuxBalanceRow),
  debitTotal: z.number().int(),
  creditTotal: z.number().int(),
});
export type AuxBalance = z.infer<typeof AuxBalance>;

/** 辅助明细账: one item's booked lines (of one account and its sub-accounts, or all) over the span with the running balance. */
export const AuxDetailLine = z.object({
  voucherId: z.number().int(),
  voucherDate: z.string(),
  voucherNumber: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  summary: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  side: AuxSide,
  balance: z.number().int(),
});
export type AuxDetailLine = z.infer<typeof AuxDetailLine>;
export const AuxDetail = z.object({
  dimension: z.enum(AUX_DIMENSIONS),
  itemId: z.number().int(),
  itemName: z.string(),
  year: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  openingSide: AuxSide,
  opening: z.number().int(),
  lines: z.array(AuxDetailLine),
  debitTotal: z.number().int(),
  creditTotal: z.number().int(),
  closingSide: AuxSide,
  closing: z.number().int(),
});
export type AuxDetail = z.infer<typeof AuxDetail>;

export const accAccountList = endpoint({
  summary: "A page of the organisation's chart of accounts (accountCode: prefix; accountName: contains; accountClass; auxDim: accounts requiring it)",
  list: z.object({
    accountCode: z
      .string()
      .regex(/^\d{0,20}$/)
      .transform((v) => v || undefined)
      .optional(),
    accountName: textFilter(100),
    accountClass: z.enum(ACCOUNT_CLASSES).optional(),
    auxDim: z.enum(AUX_DIMENSIONS).optional(),
  }),
  reply: tableReply(AccAccount),
});
export const accAccountGet = endpoint({ summary: 'One account', params: z.object({ accountId: numericId }), reply: dataReply(AccAccount), refusals: [404] });
export const accAccountEdit = endpoint({
  summary: "Sets the dimensions an account's lines must carry (from then on), with the version last read",
  body: z.object({ accountId: numericId, version: versionNumber, auxDims: z.array(z.enum(AUX_DIMENSIONS)).max(AUX_DIMENSIONS.length) }),
  reply: dataReply(AccAccount),
  refusals: [404, 409],
});

const itemEditable = {
  itemCode: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/),
  itemName: z.string().trim().min(1).max(100),
  status: z.enum(['0', '1']),
  remark: z.string().max(500),
};
/** `POST /htservice/auxItem`. Not strict: the form sends back what it loaded (createTime…); unknown keys are dropped. */
const AuxItemBody = z.object({ ...itemEditable, dimension: z.enum(ITEM_DIMENSIONS), status: itemEditable.status.default('0'), remark: itemEditable.remark.default('') });
/** `PUT /htservice/auxItem`: itemId and version, every other field optional; the dimension is fixed once created. */
const AuxItemUpdate = z.object(itemEditable).partial().extend({ itemId: numericId, version: versionNumber });

export const auxItemList = endpoint({
  summary: "A page of the organisation's auxiliary items (dimension; itemCode, itemName: contains; status)",
  list: z.object({ dimension: z.enum(ITEM_DIMENSIONS).optional(), itemCode: textFilter(40), itemName: textFilter(100), status: z.enum(['0', '1']).optional() }),
  reply: tableReply(AuxItem),
});
export const auxItemOptions = endpoint({ summary: 'Enabled items per dimension and the cash-flow items, for the voucher form and the auxiliary ledgers', reply: dataReply(AuxOptions) });
export const auxItemGet = endpoint({ summary: 'One auxiliary item', params: z.object({ itemId: numericId }), reply: dataReply(AuxItem), refusals: [404] });
export const auxItemAdd = endpoint({ summary: 'Adds an auxiliary item (code unique within organisation and dimension)', body: AuxItemBody, reply: dataReply(AuxItem), refusals: [409] });
export const auxItemEdit = endpoint({ summary: 'Edits an auxiliary item with the version last read', body: AuxItemUpdate, reply: dataReply(AuxItem), refusals: [404, 409] });
export const auxItemRemove = endpoint({ summary: 'Deletes auxiliary items no voucher line carries, all or nothing', params: z.object({ itemIds: idList }), reply: okReply, refusals: [404, 409] });

const period = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(12));
/** A span of periods `from`..`to` (from ≤ to, else 422 on from) of a year, of one dimension (and account with its sub-accounts). */
const AuxSpan = z.object({
  dimension: z.enum(AUX_DIMENSIONS),
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
  from: period,
  to: period,
  accountCode: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/)
    .optional(),
});

export const auxBalance = endpoint({ summary: '辅助余额表: per item of a dimension (and account) over a span of periods, from booked vouchers', query: AuxSpan, reply: dataReply(AuxBalance) });
export const auxDetail = endpoint({
  summary: '辅助明细账: one item line by line over a span of periods, with the running balance',
  query: AuxSpan.extend({ itemId: numericId }),
  reply: dataReply(AuxDetail),
  refusals: [404],
});
