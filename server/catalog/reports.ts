/** 报表中心 (module 1005) and where the computed reports (server/reports) are drawn: `reports/report/<key>`. */
import type { ReportKey } from '../contracts/report.js';
import { home, page, records, type ModuleSpec } from './menu-spec.js';

export const reportComponent = (key: ReportKey) => `reports/report/${key}`;

export const REPORTS: ModuleSpec = {
  id: 1005,
  name: '报表中心',
  code: 'reports',
  path: 'reports',
  icon: 'chart',
  menus: [
    home('reports'),
    records('报表查询', 'query', 'reports/query/index', 'reports:report', {}, [['导入', 'reports:report:import']]),
    page('报表计算', 'calculate', 'reports/calculate/index', 'reports:report:query', [['计算报表', 'reports:report:calculate']]),
  ],
};
