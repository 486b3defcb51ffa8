/**
 * 报表中心's dashboard: the latest report calculations (报表计算 tasks), named as the task centre names them,
 * and the report records of 报表查询 by status (how many still wait for their audit).
 */
import type { ReportsDashboard } from '../contracts/dashboard.js';
import { hasPermi } from '../plugins/permission.js';
import { REPORT_KINDS } from '../records/kinds/reports.js';
import { reportCalculateKind } from '../tasks/kinds/report-calculate.js';
import type { DashboardContext } from './context.js';
import { countByStatus } from './record-status.js';
import { latestTasks } from './tasks.js';

const REPORT_RECORDS = REPORT_KINDS.find((kind) => kind.key === 'report')!;

export async function reportsDashboard(ctx: DashboardContext): Promise<ReportsDashboard> {
  // The calculation page's permission: whoever may open it sees what was calculated (their own runs).
  const [calculations, records] = await Promise.all([
    hasPermi(ctx.auth, 'reports:report:query') ? latestTasks(ctx, reportCalculateKind.kind, (_file, options) => reportCalculateKind.label(options as { period: string }, ctx.lang)) : null,
    hasPermi(ctx.auth, `${REPORT_RECORDS.perms}:list`) ? countByStatus(ctx, REPORT_RECORDS) : null,
  ]);
  return { asOf: ctx.asOf, calculations, records };
}
