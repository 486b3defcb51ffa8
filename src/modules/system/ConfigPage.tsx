/** The config-keys page (list, search, add, edit, delete; built-in keys are protected by the server). */
import { CrudPage } from '../../ui/crud/CrudPage';
import { configResource } from './resources';

export function ConfigPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={configResource} pageId={String(menuId)} />;
}
