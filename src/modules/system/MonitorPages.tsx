/** The login log and online users: read-only lists with delete / force logout. */
import { CrudPage } from '../../ui/crud/CrudPage';
import { loginLogResource, onlineResource } from './monitor-resources';

export function LoginLogPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={loginLogResource} pageId={String(menuId)} />;
}

export function OnlinePage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={onlineResource} pageId={String(menuId)} />;
}
