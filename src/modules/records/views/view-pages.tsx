/** The page of each record view (routes.ts `RecordView`), loaded with the views' chunk. */
import type { ComponentType } from 'react';
import type { RecordView } from '../routes';
import { CallbackFormPage } from './CallbackFormPage';
import { CompaniesPage } from './CompaniesPage';
import { FrameworkDetailPage } from './FrameworkDetailPage';
import { FunnelPage } from './FunnelPage';
import { LibraryWorkOrdersPage } from './LibraryWorkOrdersPage';
import { SalePerformanceEntryPage } from './SalePerformanceEntryPage';
import { WorkOrderStatsPage } from './WorkOrderStatsPage';

type Props = { path: string; menuId: number };

function FunnelEngineerPage(props: Props) {
  return <FunnelPage {...props} mode="engineer" />;
}

function FunnelRatePage(props: Props) {
  return <FunnelPage {...props} mode="rate" />;
}

const PAGES: Record<RecordView, ComponentType<Props>> = {
  funnelEngineer: FunnelEngineerPage,
  funnelRate: FunnelRatePage,
  contractLibrary: LibraryWorkOrdersPage,
  byCompany: WorkOrderStatsPage,
  company: CompaniesPage,
  entryForm: SalePerformanceEntryPage,
  callbackForm: CallbackFormPage,
  frameworkDetail: FrameworkDetailPage,
};

export function viewPage(view: RecordView): ComponentType<Props> {
  return PAGES[view];
}
