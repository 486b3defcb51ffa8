/** The module-management page (/htservice/module): the modules, and below them the selected module's licences per organisation. */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { t } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { ModuleRow } from '../../../server/contracts/module-manage';
import { LicencePanel } from './LicencePanel';
import { moduleResource } from './module-resources';

export function ModulePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const [selected, setSelected] = useState<ModuleRow | null>(null);
  const resource = useMemo(
    () =>
      moduleResource((row) => (
        <Button size="compact-xs" variant="subtle" aria-label={t('system.module.showLicences', { name: routeTitle(row.moduleName) })} onClick={() => setSelected(row)}>
          {t('system.module.licences')}
        </Button>
      )),
    [],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} />
      {selected && <LicencePanel key={selected.moduleId} module={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
