/**
 * Group result (集团汇总, run kind `group-result`): the income statement of one period for every hotel of
 * the group side by side, with the group's total, as a workbook — what the group's head office reads at
 * month end. Platform-wide, so only the platform administrator (role `admin`) may start it. One hotel is
 * one unit of work (progress, cancel between hotels); each hotel's figures are those 报表计算 writes for it
 * (server/reports/calculate.ts: booked vouchers, down to 净利润).
 */
import { z } from 'zod';
import { isAdmin } from '../../db/grants.js';
import { translate } from '../../i18n.js';
import { incomeStatement, type StatementLine } from '../../reports/calculate.js';
import { fenToYuanText } from '../../../shared/money.js';
import { writeXlsx, XLSX_TYPE } from '../../lib/xlsx.js';
import type { RunKind, RunOutcome } from '../run-kind.js';

type Options = { period: string };
type Hotel = { code: string; name: string; lines: StatementLine[] };

export const groupResult: RunKind<Options> = {
  kind: 'group-result',
  permission: 'reports:report:calculate',
  authorize: (auth) => isAdmin(auth),
  options: z.strictObject({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
  label: (o, lang) => translate(lang, 'groupResultLabel', { period: o.period }),
  async run(ctx): Promise<RunOutcome> {
    const { period } = ctx.options;
    const orgs = await ctx.db.selectFrom('organisations').select(['org_id', 'org_code', 'org_name']).where('status', '=', '0').orderBy('org_code').execute();
    const hotels: Hotel[] = [];
    for (const [i, org] of orgs.entries()) {
      const stop = await ctx.interrupted();
      if (stop) return { status: stop === 'cancel' ? 'cancelled' : 'failed', step: { key: stop === 'cancel' ? 'runCancelled' : 'interrupted' } };
      hotels.push({ code: org.org_code, name: org.org_name, lines: await incomeStatement(ctx.db, org.org_id, period) });
      await ctx.progress(i + 1, orgs.length, { key: 'groupHotel', params: { hotel: org.org_name } });
    }
    const tr = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(ctx.lang, key, params);
    type Row = { name: string; amounts: number[]; total: number; year: number };
    const rows: Row[] = (hotels[0]?.lines ?? []).map((line, n) => {
      const amounts = hotels.map((h) => h.lines[n].current);
      return { name: line.name, amounts, total: amounts.reduce((a, b) => a + b, 0), year: hotels.reduce((a, h) => a + h.lines[n].year, 0) };
    });
    const yuan = (fen: number) => Number(fenToYuanText(fen));
    const bytes = await writeXlsx(
      tr('groupResultSheet'),
      [
        { header: tr('groupResultLine'), width: 26, value: (r: Row) => r.name },
        ...hotels.map((h, i) => ({ header: `${h.code} ${h.name}`, width: 18, value: (r: Row) => yuan(r.amounts[i]) })),
        { header: tr('groupResultTotal'), width: 18, value: (r: Row) => yuan(r.total) },
        { header: tr('groupResultYear'), width: 18, value: (r: Row) => yuan(r.year) },
      ],
      rows,
    );
    await ctx.putOutput(bytes, `group-result-${period}.xlsx`, XLSX_TYPE);
    const profit = rows.at(-1)?.total ?? 0;
    return { status: 'done', step: { key: 'groupResultDone', params: { hotels: hotels.length, profit: fenToYuanText(profit) } } };
  },
};
