/**
 * Every computed report by key (the `{reportKey}` of GET /htservice/report/{reportKey}, and of the
 * reportPdf / reportExcel tasks). A fixed registry: nothing else is computed or exported.
 */
import type { ReportKey } from '../contracts/report.js';
import { hardwareShipments } from './hardware-shipments.js';
import { inventoryPrice } from './inventory-price.js';
import { newContracts } from './new-contracts.js';
import { operatingRevenue } from './operating-revenue.js';
import { performanceGrowth } from './performance-growth.js';
import { resale } from './resale.js';
import { revenueStatistics } from './revenue-statistics.js';
import type { ReportDef } from './types.js';
import { updateNotes } from './update-notes.js';

export const REPORTS: Record<ReportKey, ReportDef> = { operatingRevenue, revenueStatistics, performanceGrowth, newContracts, resale, hardwareShipments, updateNotes, inventoryPrice };

export const REPORT_KEYS = Object.keys(REPORTS) as ReportKey[];

export function reportDef(key: string): ReportDef | undefined {
  return Object.hasOwn(REPORTS, key) ? REPORTS[key as ReportKey] : undefined;
}
