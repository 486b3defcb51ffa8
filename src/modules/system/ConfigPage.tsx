/** The config-keys page (list, search, add, edit, delete; built-in keys are protected by the server). */
import { useSignals } from '@preact/signals-react/runtime';
import { locale } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useMemo } from 'react';
import { configResource } from './resources';

export function ConfigPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(() => configResource(), [lang]);
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
