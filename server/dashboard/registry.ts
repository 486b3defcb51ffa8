/** Each module's dashboard by its key: a fixed registry, one file per module. */
import type { DashboardData, DashboardKey } from '../contracts/dashboard.js';
import { accountingDashboard } from './accounting.js';
import { assetsDashboard } from './assets.js';
import { businessDashboard } from './business.js';
import type { DashboardContext } from './context.js';
import { consumablesDashboard } from './consumables.js';
import { crmDashboard } from './crm.js';
import { initplatDashboard } from './initplat.js';
import { reportsDashboard } from './reports.js';
import { serviceDashboard } from './service.js';
import { systemDashboard } from './system.js';

export const DASHBOARDS: { [K in DashboardKey]: (ctx: DashboardContext) => Promise<DashboardData[K]> } = {
  accounting: accountingDashboard,
  assets: assetsDashboard,
  consumables: consumablesDashboard,
  business: businessDashboard,
  reports: reportsDashboard,
  system: systemDashboard,
  crm: crmDashboard,
  service: serviceDashboard,
  initplat: initplatDashboard,
};
