/** The approval dictionary: categories of approvals (purchase, contract, expense...) as a CrudPage. */
import { CrudPage } from '../../ui/crud/CrudPage';
import { categoryResource } from './resources';

export function CategoryPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={categoryResource} pageId={String(menuId)} />;
}
