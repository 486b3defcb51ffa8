/** The login log and online users: read-only lists with delete / force logout. */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { loginLogResource, onlineResource } from './monitor-resources';

export function LoginLogPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => loginLogResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}

export function OnlinePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => onlineResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
