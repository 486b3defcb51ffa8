/**
 * Interface programmes (accounting/inputInterfaceProgramme/index): the organisation's interface programmes as a
 * CrudPage list (search, delete, column settings, paging); new and edit go through ProgrammeForm, since a
 * programme is a head with a mapping grid, as a voucher is.
 */
import { Button } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { InterfaceProgramme } from '../../../server/contracts/interface';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import { ProgrammeForm } from './ProgrammeForm';

const L = textsUnder('accounting.iface');
const K = keysUnder('accounting.iface');

type Extras = Pick<CrudResource<InterfaceProgramme>, 'toolbar' | 'rowActions' | 'create'>;

const statusOptions = (): FieldOption[] => [
  { value: '0', label: L('status0') },
  { value: '1', label: L('status1') },
];

function programmeResource(extras: Extras): CrudResource<InterfaceProgramme> {
  return {
    tableId: 'accounting-interface-programme',
    title: K('programmeTitle'),
    idField: 'programmeId',
    base: '/htservice/inputInterfaceProgramme',
    columns: [
      { key: 'programmeCode', label: K('programmeCode'), prop: 'programmeCode', width: 130, sortable: true },
      { key: 'programmeName', label: K('programmeName'), prop: 'programmeName', width: 200, sortable: true },
      { key: 'sourceSystem', label: K('sourceSystem'), prop: 'sourceSystem', width: 130, sortable: true },
      { key: 'lineCount', label: K('lineCount'), prop: 'lineCount', width: 100, align: 'right' },
      { key: 'status', label: K('status'), prop: 'status', width: 80, sortable: true, render: (r) => L(`status${r.status}`) },
      { key: 'fileFormat', label: K('fileFormat'), prop: 'fileFormat', width: 320 },
      { key: 'remark', label: K('remark'), prop: 'remark', width: 160 },
    ],
    filters: [
      { key: 'programmeCode', label: K('programmeCode'), type: 'text', maxLength: 30 },
      { key: 'programmeName', label: K('programmeName'), type: 'text', maxLength: 100 },
      { key: 'sourceSystem', label: K('sourceSystem'), type: 'text', maxLength: 50 },
      { key: 'status', label: K('status'), type: 'select', options: statusOptions },
    ],
    fields: [],
    permissions: { remove: 'accounting:interface:remove' },
    ...extras,
    actionsWidth: 180,
  };
}

export function InterfaceProgrammePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const canAdd = useHasPermi(['accounting:interface:add']);
  const canEdit = useHasPermi(['accounting:interface:edit']);
  const [form, setForm] = useState<{ programmeId: number | null } | null>(null);
  // The list is read again after a save.
  const [saves, setSaves] = useState(0);
  const resource = useMemo(
    () =>
      programmeResource({
        toolbar: () =>
          canAdd && (
            <Button variant="light" onClick={() => setForm({ programmeId: null })} data-ht="crud-add">
              {L('add')}
            </Button>
          ),
        create: canAdd ? { label: K('add'), onClick: () => setForm({ programmeId: null }) } : undefined,
        rowActions: (row) =>
          canEdit && (
            <Button size="compact-xs" variant="subtle" aria-label={L('editOf', { code: row.programmeCode })} data-ht="crud-edit" onClick={() => setForm({ programmeId: row.programmeId })}>
              {L('edit')}
            </Button>
          ),
      }),
    [canAdd, canEdit],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} refreshKey={saves} />
      {form && (
        <ProgrammeForm
          programmeId={form.programmeId}
          onClose={(saved) => {
            setForm(null);
            if (saved) setSaves((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
