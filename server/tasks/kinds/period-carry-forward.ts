/**
 * 期间损益结转 as a task (会计核算 → 结账): `POST /htservice/task/period-carry-forward` with `{ year, period }`.
 * The start itself answers the refusals a caller should hear at once — an earlier carry-forward of the period
 * not yet booked (409), nothing to carry or a closed or unknown period (422) — and the run checks them again
 * inside its one write transaction (db/carry-forward.ts), ending as failed with the refusal as its step.
 */
import { z } from 'zod';
import { periodText } from '../../lib/period-text.js';
import { assertCarryForwardPossible, carryForward } from '../../db/carry-forward.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../errors.js';
import { translate, type MsgKey } from '../../i18n.js';
import type { RunKind } from '../run-kind.js';

export type CarryForwardOptions = { year: number; period: number };

const REFUSALS: MsgKey[] = ['periodUnknown', 'voucherPeriodClosed', 'carryForwardPending', 'carryForwardNothing', 'carryForwardNoProfitAccount'];

export const periodCarryForward: RunKind<CarryForwardOptions> = {
  kind: 'period-carry-forward',
  permission: 'accounting:period:carryForward',
  options: z.strictObject({ year: z.number().int().min(1900).max(2199), period: z.number().int().min(1).max(12) }),
  label: (o, lang) => translate(lang, 'carryForwardLabel', { period: periodText(o.year, o.period) }),
  async precheck({ db, orgId }, o) {
    const row = await db.selectFrom('accounting_periods').select(['period_id', 'status']).where('org_id', '=', orgId).where('year', '=', o.year).where('period', '=', o.period).executeTakeFirst();
    const label = periodText(o.year, o.period);
    if (!row) throw new HttpError(422, 'periodUnknown', 'period', { period: label });
    await assertCarryForwardPossible(db, orgId, { ...row, label });
  },
  async run(ctx) {
    const period = periodText(ctx.options.year, ctx.options.period);
    await ctx.progress(0, 1, { key: 'carryingForward', params: { period } });
    if (await ctx.interrupted()) return { status: 'cancelled', step: { key: 'nothingChanged' } };
    const user = await ctx.db.selectFrom('users').select(['user_name', 'nick_name']).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
    const scope = { orgId: ctx.orgId, userId: ctx.userId, userName: user.nick_name || user.user_name };
    try {
      const result = await writeTransaction(ctx.db, ctx.engine, (trx) => carryForward(trx, ctx.engine, ctx.now(), scope, ctx.options));
      await ctx.progress(1, 1);
      return { status: 'done', step: { key: 'carriedForward', params: { period, accounts: result.accounts, voucher: result.voucherNumber, voucherId: result.voucherId } } };
    } catch (error) {
      if (error instanceof HttpError && REFUSALS.includes(error.msg)) return { status: 'failed', step: { key: error.msg, params: error.params } };
      throw error;
    }
  },
};
