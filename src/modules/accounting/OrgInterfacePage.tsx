/**
 * The organisation interface (accounting/sysOrgInterface/index): the session organisation's interface settings (which
 * programme its daily export goes through, the summary template, the voucher word, one voucher per day or
 * per source) and, below them, the day's import. Saving sends the version read (a 409 offers to reload).
 */
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import type { OrgInterface, VoucherMode } from '../../../server/contracts/interface';
import { api, ApiError } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format-date';
import { PageHeader } from '../../ui/PageHeader';
import { ConflictAlert } from '../../ui/crud/ConflictAlert';
import { useHasPermi } from '../../ui/Permission';
import { useEndpoint } from '../../ui/use-endpoint';
import { InterfaceImportPanel } from './InterfaceImportPanel';

const L = textsUnder('accounting.iface');
const BASE = '/htservice/sysOrgInterface';
const NONE = '';

type Draft = { programmeId: string; summaryTemplate: string; voucherWord: string; voucherMode: VoucherMode; status: '0' | '1' };

const draftOf = (v: OrgInterface): Draft => ({
  programmeId: v.programmeId === null ? NONE : String(v.programmeId),
  summaryTemplate: v.summaryTemplate,
  voucherWord: v.voucherWord,
  voucherMode: v.voucherMode,
  status: v.status,
});

export function OrgInterfacePage(_: { path: string; menuId: number }) {
  useSignals();
  const canEdit = useHasPermi(['accounting:orgInterface:edit']);
  const canImport = useHasPermi(['accounting:orgInterface:import']);
  // A save here is a write to this resource: the layer reads the settings again, with their new version.
  const answer = useEndpoint(BASE, undefined, (r: { data: OrgInterface }) => r.data);
  const loaded = answer.data ?? null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  // The form edits its own copy, seeded once per version read (the first, a save's, a reload's after a conflict),
  // so a refetch of the same version (another write to the resource) keeps what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeded once per version read, not on every refetch of it
  useEffect(() => {
    if (!loaded) return;
    setDraft(draftOf(loaded));
    setConflict(false);
    setError(null);
  }, [loaded?.version]);

  const edit = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !loaded) return;
    setBusy(true);
    setError(null);
    try {
      const body = { ...draft, programmeId: draft.programmeId === NONE ? null : Number(draft.programmeId), version: loaded.version };
      await api.put(BASE, body, { raw: true });
      notifications.show({ message: L('saved'), color: 'green' });
    } catch (e) {
      if (e instanceof ApiError && e.code === 409) setConflict(true);
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const programmes = [
    { value: NONE, label: L('noProgramme') },
    ...(loaded?.programmes ?? []).map((p) => {
      const name = `${p.programmeCode} ${p.programmeName}`;
      return { value: String(p.programmeId), label: p.status === '0' ? name : L('disabledProgramme', { name }), disabled: p.status !== '0' };
    }),
  ];
  const readOnly = !canEdit;
  return (
    <Stack gap="md" data-ht="org-interface">
      <PageHeader
        title={
          <>
            {L('orgTitle')}
            {loaded && (
              <>
                {' · '}
                <span data-user-text>{loaded.orgName}</span>
              </>
            )}
          </>
        }
      />
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {conflict && <ConflictAlert onReload={() => void answer.refetch()} />}
            {error && (
              <Alert color="red" role="alert" data-ht="org-interface-error">
                {error}
              </Alert>
            )}
            {draft && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Select
                    label={L('programme')}
                    data={programmes}
                    value={draft.programmeId}
                    allowDeselect={false}
                    disabled={readOnly}
                    onChange={(v) => edit({ programmeId: v ?? NONE })}
                    data-ht="org-interface-programme"
                  />
                  <Select
                    label={L('voucherWord')}
                    data={[loaded!.voucherWord]}
                    value={draft.voucherWord}
                    allowDeselect={false}
                    disabled={readOnly}
                    onChange={(v) => edit({ voucherWord: v ?? draft.voucherWord })}
                  />
                  <Select
                    label={L('voucherMode')}
                    data={[
                      { value: 'day', label: L('modeDay') },
                      { value: 'source', label: L('modeSource') },
                    ]}
                    value={draft.voucherMode}
                    allowDeselect={false}
                    disabled={readOnly}
                    onChange={(v) => edit({ voucherMode: (v ?? 'day') as VoucherMode })}
                  />
                </SimpleGrid>
                <TextInput
                  label={L('summaryTemplate')}
                  description={L('summaryHint')}
                  withAsterisk
                  maxLength={200}
                  value={draft.summaryTemplate}
                  readOnly={readOnly}
                  onChange={(e) => edit({ summaryTemplate: e.currentTarget.value })}
                />
                <Switch label={L('enabled')} checked={draft.status === '0'} disabled={readOnly} onChange={(e) => edit({ status: e.currentTarget.checked ? '0' : '1' })} />
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {loaded!.updatedAt ? L(loaded!.updatedBy ? 'updatedBy' : 'updatedAt', { name: loaded!.updatedBy, time: formatDateTime(loaded!.updatedAt) }) : L('neverSaved')}
                  </Text>
                  {canEdit && (
                    <Button type="submit" loading={busy} data-ht="org-interface-save">
                      {L('save')}
                    </Button>
                  )}
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Paper>
      <InterfaceImportPanel allowed={canImport} />
    </Stack>
  );
}
