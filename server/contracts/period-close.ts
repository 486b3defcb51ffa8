/**
 * 结账 (month end) on the wire, module 1001, declared once: the route validates with these endpoints, the
 * OpenAPI document is generated from them, the browser imports the types. Amounts in integer fen.
 * Periods close in order and reopen from the last; reopening (反结账) is recorded in the operation log
 * like every write. The carry-forward itself is the run task `period-carry-forward` ({ year, period }).
 */
import { z } from 'zod';
import { numericId } from './fields.js';
import { dataReply, endpoint } from './endpoint.js';
import { fenSchema } from './money.js';

export const ClosePeriod = z.object({
  periodId: z.number().int(),
  year: z.number().int(),
  period: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** '0' open, '1' closed. */
  status: z.enum(['0', '1']),
  closedBy: z.string().nullable(),
  closedAt: z.number().nullable(),
});
export type ClosePeriod = z.infer<typeof ClosePeriod>;

const PeriodCheckKey = z.enum(['vouchers', 'depreciation', 'carryForward', 'trialBalance']);

export const PeriodCheck = z.object({
  key: PeriodCheckKey,
  passed: z.boolean(),
  /** vouchers: the period's vouchers not yet posted (status '3'), by number. */
  vouchers: z.array(z.object({ voucherId: z.number().int(), voucherNumber: z.string(), status: z.string() })),
  /** carryForward: the income and expense balances left (debit − credit). */
  accounts: z.array(z.object({ accountCode: z.string(), deptId: z.number().int().nullable(), balance: fenSchema })),
});
export type PeriodCheck = z.infer<typeof PeriodCheck>;

const PeriodParams = z.object({ periodId: numericId });

export const periodCloseList = endpoint({
  summary: "The organisation's accounting periods of a year",
  query: z.object({
    year: z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number),
  }),
  reply: dataReply(z.array(ClosePeriod)),
});
export type ClosePeriodListReply = z.input<(typeof periodCloseList)['reply']['schema']>;

export const periodCloseChecks = endpoint({
  summary: 'The checks a close runs on the period, each passed or not with what fails it',
  params: PeriodParams,
  reply: dataReply(z.object({ period: ClosePeriod, checks: z.array(PeriodCheck) })),
  refusals: [404],
});
export type PeriodChecksReply = z.infer<(typeof periodCloseChecks)['reply']['schema']>;

export const periodCloseClose = endpoint({
  summary: '结账: runs the checks again and closes the period (409 listing the failed checks, an earlier open period or an already closed one)',
  params: PeriodParams,
  reply: dataReply(ClosePeriod),
  refusals: [404, 409],
});
export const periodCloseReopen = endpoint({ summary: '反结账 of the latest closed period only', params: PeriodParams, reply: dataReply(ClosePeriod), refusals: [404, 409] });
