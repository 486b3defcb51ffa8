/**
 * List pages whose rows open a page of their own (data only): the callback work orders their callback
 * form, the framework agreements their detail, the sales performance records their entry form. Each
 * row gets a link to `path?id=<recordId>`; texts under `records.view`.
 */
import type { KeysUnder } from '../../lib/i18n';
import type { RecordRoute } from './routes';

type ViewText = KeysUnder<'records.view'>;
export type RowLink = { path: string; labelKey: ViewText; ariaKey: ViewText };

export function rowLinkOf(route: RecordRoute): RowLink | null {
  if (route.kind === 'workOrder' && route.preset?.value === 'callback') return { path: '/htservice/crmCallbackorder/form', labelKey: 'openForm', ariaKey: 'openFormOf' };
  if (route.kind === 'contract' && route.preset?.value === 'framework') return { path: '/htservice/contract/framework', labelKey: 'openDetail', ariaKey: 'openDetailOf' };
  if (route.kind === 'salePerformance' && !route.view) return { path: '/htservice/crmSalePerformanceForm', labelKey: 'openEntry', ariaKey: 'openEntryOf' };
  return null;
}
