/** Auxiliary items: the customers, suppliers, projects and employees voucher lines are kept by (aux-item-resource.ts). */
import { CrudPage } from '../../ui/crud/CrudPage';
import { auxItemResource } from './aux-item-resource';

export function AuxItemPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={auxItemResource} pageId={String(menuId)} />;
}
