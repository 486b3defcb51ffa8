/**
 * The record pages' menus in the seed, built from the table migration 0010 introduced them with
 * (0010_record_menus.ts), so a fresh database and an upgraded one hold the same menus. Pages that only
 * complete another list (a callback form, an agreement's detail, the performance entry form) are hidden.
 */
import { RECORD_BUTTONS, RECORD_MENU_DIRS } from './migrations/0010_record_menus.js';
import { CRM_REPORT_DIR, REPORT_ENTRY_PAGES_0020, REPORT_MENUS_0020, reportComponent } from './migrations/0020_reports.js';
import { RECORD_VIEWS_0032 } from './migrations/0032_crm_views.js';
import type { MenuSpec } from './seed-menus.js';

/** A record page with its five buttons. */
export const records = (name: string, path: string, component: string, prefix: string, extra: Partial<MenuSpec> = {}): MenuSpec => ({
  name, path, type: 'C', component, perms: `${prefix}:list`, ...extra,
  children: RECORD_BUTTONS.map(([zh, action]) => ({ name: zh, path: '', type: 'F', perms: `${prefix}:${action}` })),
});

/** Since 0020 the CRM report menus show the computed reports, and their directory also holds the revenue and shipment entry pages. */
const REPORT_BY_PATH = new Map(REPORT_MENUS_0020);
/** Since 0032 eight CRM menus open a view of their kind (a funnel, a form, a detail…) rather than its list. */
const VIEW_BY_PATH = new Map(RECORD_VIEWS_0032.map(([path, , view]) => [path, view]));

export const CRM_RECORD_MENUS: MenuSpec[] = RECORD_MENU_DIRS.map((dir) => ({
  name: dir.name, path: dir.path, type: 'M', icon: dir.icon,
  children: [...dir.pages, ...(dir.path === CRM_REPORT_DIR ? REPORT_ENTRY_PAGES_0020 : [])].map(([name, path, component, prefix, hidden]) => {
    const report = REPORT_BY_PATH.get(path);
    return records(name, path, report ? reportComponent(report) : (VIEW_BY_PATH.get(path) ?? component), prefix, { hidden: hidden === 'hidden' });
  }),
}));
