/**
 * Data sync (数据同步, run kind `data-sync`): brings every hotel of the group up to the group's templates
 * — the default parameters, the standard chart of accounts and the year's accounting periods it lacks
 * (db/org-template.ts, what 组织初始化 does for one hotel) — never changing what a hotel already has.
 * One hotel is one transaction and one unit of progress; a cancel stops between hotels, and running it
 * again adds nothing twice. Platform-wide, so only the platform administrator may start it.
 */
import { z } from 'zod';
import { isAdmin } from '../../db/grants.js';
import { applyGroupTemplate } from '../../db/org-template.js';
import { lockRow, writeTransaction } from '../../db/write-transaction.js';
import { translate } from '../../i18n.js';
import type { RunKind, RunOutcome } from '../run-kind.js';

type Options = { year?: number };

export const dataSync: RunKind<Options> = {
  kind: 'data-sync',
  permission: 'initplat:org:init',
  authorize: (auth) => isAdmin(auth),
  options: z.strictObject({ year: z.number().int().min(1900).max(2199).optional() }),
  label: (o, lang) => translate(lang, 'dataSyncLabel', { year: o.year ?? '' }).trim(),
  async run(ctx): Promise<RunOutcome> {
    const year = ctx.options.year ?? new Date(ctx.now()).getFullYear();
    const orgs = await ctx.db.selectFrom('organisations').select('org_id').orderBy('org_code').execute();
    const added = { paras: 0, accounts: 0, periods: 0 };
    for (const [i, { org_id }] of orgs.entries()) {
      const stop = await ctx.interrupted();
      if (stop) return { status: stop === 'cancel' ? 'cancelled' : 'failed', step: { key: stop === 'cancel' ? 'runCancelled' : 'interrupted' } };
      const done = await writeTransaction(ctx.db, ctx.engine, async (trx) => {
        const org = await lockRow(ctx.engine, trx.selectFrom('organisations').select(['org_id', 'org_name']).where('org_id', '=', org_id)).executeTakeFirst();
        return org ? applyGroupTemplate(trx, org, year) : null; // deleted meanwhile: nothing to bring up
      });
      if (done) {
        added.paras += done.paras.length;
        added.accounts += done.accounts.length;
        added.periods += done.periodsCreated;
      }
      await ctx.progress(i + 1, orgs.length);
    }
    return { status: 'done', step: { key: 'dataSyncDone', params: { hotels: orgs.length, year, ...added } } };
  },
};
