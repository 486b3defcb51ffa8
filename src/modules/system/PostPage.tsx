/** The positions page (component 'system/post/index', /htservice/post): a resource page like the config keys. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { postResource } from './post-resource';

export function PostPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => postResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
