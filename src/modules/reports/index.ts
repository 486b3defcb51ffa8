/**
 * The report module's pages: one report page for every computed report (component key
 * `reports/report/<reportKey>`, the menus of migration 0020) and the report calculation page
 * (报表计算, `reports/calculate/index`). The report query page stays a record page (records module).
 */
import type { ComponentType } from 'react';
import type { ReportKey } from '../../../server/contracts/report';
import { reportsTexts } from './locales';

export type ReportsPageProps = { path: string; menuId: number };

const REPORT_KEYS: ReportKey[] = ['operatingRevenue', 'revenueStatistics', 'performanceGrowth', 'newContracts', 'resale', 'hardwareShipments', 'updateNotes', 'inventoryPrice'];

export const reportsModule = {
  id: 'reports',
  pages: {
    ...Object.fromEntries(REPORT_KEYS.map((key) => [`reports/report/${key}`, () => import('./ReportPage').then((m) => m.pageFor(key))])),
    'reports/calculate/index': () => import('./CalculatePage').then((m) => m.CalculatePage),
  } as Record<string, () => Promise<ComponentType<ReportsPageProps>>>,
  locales: reportsTexts,
};
