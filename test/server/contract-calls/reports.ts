/** Happy-path calls of the computed reports and the dashboards (contracts/report.ts, dashboard.ts). */
import type { ContractCalls } from './types.js';

export const REPORT_CALLS: ContractCalls = {
  'GET /prod-api/htservice/dashboard/:moduleKey{[A-Za-z]+}': ({ h, admin }) => h.call('GET', '/prod-api/htservice/dashboard/accounting', { token: admin }),
  'GET /prod-api/htservice/report/:reportKey{[A-Za-z]+}': ({ h, admin }) =>
    h.call('GET', '/prod-api/htservice/report/operatingRevenue', { token: admin, query: { from: `${new Date().getFullYear()}-01-01` } }),
};
