/**
 * The ledgers on the wire (module 1001, 总账 and 明细账), declared once: the route validates with these
 * endpoints, the OpenAPI document is generated from them, the browser imports the types. Amounts in
 * integer fen; a side is 'D' 借, 'C' 贷 or 'F' 平 (zero balance).
 *
 * The general ledger is the trial balance of the session's organisation for a year and period;
 * `auditedOnly` '1' counts only audited vouchers. The same figures as a workbook come from the run task
 * `trial-calculation` (`POST /htservice/task/trial-calculation` with `{ year, period, auditedOnly }`), whose
 * end step says whether the books balance (trialBalanced) or by how much they do not (trialUnbalanced {difference}).
 */
import { z } from 'zod';
import { textFilter } from './fields.js';
import { dataReply, endpoint, fileReply, tableReply } from './endpoint.js';
import { fenSchema } from './money.js';

export const Side = z.enum(['D', 'C']);
export type Side = z.infer<typeof Side>;
const SideOrFlat = z.enum(['D', 'C', 'F']);

export const TrialRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  /** 1 for a top-level account, 2 for its sub-account, ... */
  level: z.number().int(),
  openingSide: SideOrFlat,
  opening: fenSchema,
  periodDebit: fenSchema,
  periodCredit: fenSchema,
  yearDebit: fenSchema,
  yearCredit: fenSchema,
  /** 'F' (平): the balance is zero. */
  closingSide: SideOrFlat,
  closing: fenSchema,
});
export type TrialRow = z.infer<typeof TrialRow>;

export const TrialTotals = z.object({
  openingDebit: fenSchema,
  openingCredit: fenSchema,
  periodDebit: fenSchema,
  periodCredit: fenSchema,
  yearDebit: fenSchema,
  yearCredit: fenSchema,
  closingDebit: fenSchema,
  closingCredit: fenSchema,
});
export type TrialTotals = z.infer<typeof TrialTotals>;

export const TrialBalance = z.object({ rows: z.array(TrialRow), totals: TrialTotals, balanced: z.boolean() });
export type TrialBalance = z.infer<typeof TrialBalance>;

/** 明细账: one account (with its sub-accounts) over periods `from`..`to` of a year, line by line with the running balance. */
export const DetailLine = z.object({
  voucherId: z.number().int(),
  voucherDate: z.string(),
  /** 记-0001 */
  voucherNumber: z.string(),
  accountCode: z.string(),
  summary: z.string(),
  debit: fenSchema,
  credit: fenSchema,
  side: SideOrFlat,
  /** Balance after this line (absolute; the side says which). */
  balance: fenSchema,
});
export type DetailLine = z.infer<typeof DetailLine>;

export const DetailLedger = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  year: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  /** Balance brought forward: the year's opening plus the periods before `from`. */
  openingSide: SideOrFlat,
  opening: fenSchema,
  lines: z.array(DetailLine),
  debitTotal: fenSchema,
  creditTotal: fenSchema,
  closingSide: SideOrFlat,
  closing: fenSchema,
});
export type DetailLedger = z.infer<typeof DetailLedger>;

const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`))
    .transform(Number);
const auditedOnly = z
  .enum(['0', '1'])
  .default('0')
  .transform((v) => v === '1');

/** The detail ledger's span, as a query string or an export's body sends it; from ≤ to (else 422 on from). */
export const DetailQuery = z.object({
  accountCode: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/),
  year: digits(4),
  from: digits(2),
  to: digits(2),
  auditedOnly,
});

export const ledgerGeneral = endpoint({
  summary: '总账: the trial balance of a year and period (auditedOnly 1: audited vouchers only)',
  query: z.object({ year: digits(4), period: digits(2), auditedOnly }),
  reply: dataReply(TrialBalance.extend({ year: z.number().int(), period: z.number().int(), auditedOnly: z.boolean() })),
});
export type LedgerReply = z.infer<(typeof ledgerGeneral)['reply']['schema']>;

export const ledgerDetail = endpoint({ summary: '明细账: one account with its sub-accounts line by line over a span of periods', query: DetailQuery, reply: dataReply(DetailLedger), refusals: [404] });
export type DetailLedgerReply = z.infer<(typeof ledgerDetail)['reply']['schema']>;

export const ledgerDetailExport = endpoint({
  summary: 'The detail ledger as an .xlsx workbook (the same fields as the detail ledger)',
  exportFields: DetailQuery,
  reply: fileReply('xlsx'),
  refusals: [404],
});

/** An opening balance (期初余额) of the session's organisation; `openingBalance` in fen. */
export const OpeningBalanceRow = z.object({
  balanceId: z.number().int(),
  year: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  /** 'D' debit, 'C' credit. */
  direction: Side,
  openingBalance: fenSchema,
  updatedAt: z.number(),
});
export type OpeningBalanceRow = z.infer<typeof OpeningBalanceRow>;

export const openingBalanceList = endpoint({
  summary: 'A page of the opening balances (year; accountCode: starts with; accountName: contains)',
  list: z.object({
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional(),
    accountCode: z.string().max(20).regex(/^\d*$/).optional(),
    accountName: textFilter(),
  }),
  reply: tableReply(OpeningBalanceRow),
});
