/** The positions page (component 'system/post/index', /htservice/post): a resource page like the config keys. */
import { CrudPage } from '../../ui/crud/CrudPage';
import { postResource } from './post-resource';

export function PostPage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={postResource} pageId={String(menuId)} />;
}
