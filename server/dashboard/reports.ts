/** 报表中心's dashboard: the latest report calculations (报表计算 tasks), named as the task centre names them. */
import type { ReportsDashboard } from '../contracts/dashboard.js';
import { hasPermi } from '../plugins/permission.js';
import { reportCalculateKind } from '../tasks/kinds/report-calculate.js';
import type { DashboardContext } from './context.js';
import { latestTasks } from './tasks.js';

export async function reportsDashboard(ctx: DashboardContext): Promise<ReportsDashboard> {
  // The calculation page's permission: whoever may open it sees what was calculated (their own runs).
  const calculations = hasPermi(ctx.auth, 'reports:report:query')
    ? await latestTasks(ctx, reportCalculateKind.kind, (_file, options) => reportCalculateKind.label(options as { period: string }, ctx.lang))
    : null;
  return { asOf: ctx.asOf, calculations };
}
