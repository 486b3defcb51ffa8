/**
 * The record pages: every customer, agent, work-order, contract, report and information-query page,
 * and the CRM detail routes of SPEC.md section 2, as one metadata-driven ResourcePage over the
 * server's record store (`/htservice/records/...`). Its texts live under the top-level key `records`.
 */
import type { ComponentType } from 'react';
import { recordsTexts } from './locales';
import { RECORD_ROUTES } from './routes';

export type RecordPageProps = { path: string; menuId: number };

export const recordsModule = {
  id: 'records',
  pages: Object.fromEntries(
    Object.entries(RECORD_ROUTES).map(([key, route]) => [
      key,
      route.view ? () => import('./views/view-pages').then((m) => m.viewPage(route.view!)) : () => import('./ResourcePage').then((m) => m.pageFor(route)),
    ]),
  ) as Record<string, () => Promise<ComponentType<RecordPageProps>>>,
  /** Pages reached by a fixed route rather than a menu (SPEC.md section 2): the master–detail form. */
  fixedPages: {
    subMainForm: () => import('./views/SubMainFormPage').then((m) => m.SubMainFormPage),
  },
  locales: recordsTexts,
};
