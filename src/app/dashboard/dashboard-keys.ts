/**
 * Which modules have a dashboard, by the fixed module ids the shell knows (server/catalog/modules.ts; the
 * server answers by the same keys, server/dashboard/access.ts). Part of the shell: tiny on purpose, so
 * the home page knows whether to load the dashboard's chunk at all.
 */
import type { DashboardKey } from '../../../server/contracts/dashboard';

const KEYS: Record<number, DashboardKey> = {
  1001: 'accounting',
  1002: 'assets',
  1003: 'consumables',
  1004: 'business',
  1005: 'reports',
  2001: 'system',
  3001: 'crm',
  3002: 'initplat',
  3003: 'service',
};

export function dashboardKeyOf(moduleId: number): DashboardKey | undefined {
  return KEYS[moduleId];
}
