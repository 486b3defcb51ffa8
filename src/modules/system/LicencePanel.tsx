/**
 * The licences of one module, one row per organisation (the platform administrator sees every
 * hotel, anyone else their own): seats, seats in use, last day and days left; grant, edit (with the
 * version read, so a concurrent change is refused) and withdraw for those allowed to change licences.
 */
import { Button, CloseButton, Group, NumberInput, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { Column } from '../../ui/column-types';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DataTable } from '../../ui/DataTable';
import { DateField } from '../../ui/DateField';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid } from '../../ui/FormGrid';
import { useHasPermi, useHasRole } from '../../ui/Permission';
import { useEndpoint } from '../../ui/use-endpoint';
import type { ModuleRow, OrgLicence } from '../../../server/contracts/module-manage';

const L = textsUnder('system.module');
const NONE: OrgLicence[] = [];

function LicenceForm({ module, licence, onClose, onSaved }: { module: ModuleRow; licence: OrgLicence; onClose(): void; onSaved(): void }) {
  const [seats, setSeats] = useState<number | string>(licence.seats ?? 20);
  const [expiresOn, setExpiresOn] = useState(licence.expiresOn ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const firstError = useRevealFirstError();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(seats);
    if (!Number.isInteger(n) || n < 1 || n > 100_000) {
      setError(L('seatsInvalid'));
      return firstError.reveal();
    }
    const body = { moduleId: module.moduleId, orgId: licence.orgId, seats: n, expiresOn: expiresOn || null, version: licence.version ?? undefined };
    setBusy(true);
    await api.put('/htservice/module/licence', body).then(
      () => {
        notifications.show({ message: L('licenceSaved'), color: 'green' });
        onSaved();
      },
      () => undefined,
    );
    setBusy(false);
  };
  return (
    <FormDialog
      size="narrow"
      onClose={onClose}
      title={L(licence.licensed ? 'editLicenceOf' : 'grantLicenceOf', { org: licence.orgName })}
      hook="licence-form"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="licence-save" onCancel={onClose} />}
    >
      <FormGrid>
        <NumberInput label={L('seats')} name="seats" value={seats} onChange={setSeats} min={1} max={100000} error={error} withAsterisk />
        <DateField label={L('expiresOn')} name="expiresOn" value={expiresOn} onChange={setExpiresOn} clearable clearButtonProps={{ 'aria-label': t('ui.dict.clear') }} description={L('noEndHint')} />
      </FormGrid>
    </FormDialog>
  );
}

export function LicencePanel({ module, onClose }: { module: ModuleRow; onClose(): void }) {
  useSignals();
  // A grant, edit or withdrawal here is a write to /htservice/module: the server-state layer reads the list again.
  const licences = useEndpoint('/htservice/module/licence/list', { moduleId: module.moduleId }, (r: { rows: OrgLicence[] }) => r.rows);
  const [editing, setEditing] = useState<OrgLicence | null>(null);
  // The server asks for both: the permission, and the platform administrator role.
  const mayLicence = useHasPermi(['system:module:licence']);
  const platformAdmin = useHasRole(['admin']);
  const canChange = mayLicence && platformAdmin;
  const withdraw = (row: OrgLicence) =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: L('confirmWithdraw', { org: row.orgName, module: routeTitle(module.moduleName) }),
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void api.delete(`/htservice/module/licence/${module.moduleId}/${row.orgId}`).then(
          () => notifications.show({ message: L('licenceWithdrawn'), color: 'green' }),
          () => undefined,
        ),
    });

  const columns: Column<OrgLicence>[] = [
    { key: 'orgCode', label: L('orgCode'), prop: 'orgCode', width: 110 },
    { key: 'orgName', label: L('orgName'), prop: 'orgName', width: 160 },
    { key: 'seats', label: L('seats'), width: 90, render: (r) => (r.licensed ? r.seats : L('notLicensed')) },
    { key: 'used', label: L('used'), prop: 'used', width: 90 },
    { key: 'expiresOn', label: L('expiresOn'), width: 120, render: (r) => (r.licensed ? (r.expiresOn ?? L('noEnd')) : '') },
    { key: 'daysLeft', label: L('daysLeft'), width: 100, render: (r) => r.daysLeft ?? '' },
  ];
  if (canChange) {
    columns.push({
      key: '__actions',
      label: t('ui.crud.actions'),
      width: 200,
      fixed: 'right',
      disabled: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" aria-label={L(r.licensed ? 'editLicenceOf' : 'grantLicenceOf', { org: r.orgName })} onClick={() => setEditing(r)}>
            {L(r.licensed ? 'editLicence' : 'grantLicence')}
          </Button>
          {r.licensed && (
            <Button size="compact-xs" variant="subtle" color="red" aria-label={L('withdrawOf', { org: r.orgName })} onClick={() => withdraw(r)}>
              {L('withdraw')}
            </Button>
          )}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="xs" data-ht="licences" data-module-id={module.moduleId}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {L('licencesOf', { name: routeTitle(module.moduleName) })}
        </Title>
        <CloseButton aria-label={L('closeLicences')} onClick={onClose} />
      </Group>
      <DataTable
        tableId="sys-module-licence"
        label={L('licencesOf', { name: routeTitle(module.moduleName) })}
        columns={columns}
        rows={licences.data ?? NONE}
        rowKey="orgId"
        loading={licences.isFetching}
        maxHeight={260}
      />
      {editing && <LicenceForm module={module} licence={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
    </Stack>
  );
}
