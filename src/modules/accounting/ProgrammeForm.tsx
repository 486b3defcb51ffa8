/**
 * The interface programme form (a dialog of the programmes page): the head (code, name, source system, status, file
 * format, remark) and the mapping grid. The server checks the lines against the organisation's accounts
 * and departments; its 422 names the line and is shown here; a 409 on the version offers to reload. While
 * it holds unsaved changes the tab is marked editing (editFlag=2).
 */
import { Alert, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import type { InterfaceOptions, InterfaceProgrammeDetail } from '../../../server/contracts/interface';
import { api, isStaleVersion } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { ConflictAlert } from '../../ui/crud/ConflictAlert';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { markEditing } from '../../ui/crud/edit-flag';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import { emptyMapping, fromMapping, toBody, type DraftMapping } from './mapping-lines';
import { MappingGrid } from './MappingGrid';
import { useCloseOnFailure } from '../../ui/use-close-on-failure';
import { useEndpoint } from '../../ui/use-endpoint';

const L = textsUnder('accounting.iface');
const BASE = '/htservice/inputInterfaceProgramme';

type Head = { programmeCode: string; programmeName: string; sourceSystem: string; status: '0' | '1'; fileFormat: string; remark: string };
const NO_OPTIONS: InterfaceOptions = { accounts: [], departments: [] };
const EMPTY: Head = { programmeCode: '', programmeName: '', sourceSystem: '', status: '0', fileFormat: '', remark: '' };

export function ProgrammeForm({ programmeId, onClose }: { programmeId: number | null; onClose(saved: boolean): void }) {
  useSignals();
  const options = useEndpoint(`${BASE}/options`, undefined, (r: { data: InterfaceOptions }) => r.data).data ?? NO_OPTIONS;
  const answer = useEndpoint(`${BASE}/${programmeId}`, undefined, (r: { data: InterfaceProgrammeDetail }) => r.data, { enabled: programmeId !== null });
  const loaded = (programmeId !== null && answer.data) || null;
  const [head, setHead] = useState<Head>(EMPTY);
  const [lines, setLines] = useState<DraftMapping[]>(() => [emptyMapping()]);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstError = useRevealFirstError();
  // A programme that cannot be read (the request layer said why) closes the form.
  useCloseOnFailure(answer.isError, () => onClose(false));

  // The form edits its own copy, seeded once per version read (the first, a reload's after a conflict).
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeded once per version read, not on every refetch of it
  useEffect(() => {
    if (!loaded) return;
    setHead({
      programmeCode: loaded.programmeCode,
      programmeName: loaded.programmeName,
      sourceSystem: loaded.sourceSystem,
      status: loaded.status,
      fileFormat: loaded.fileFormat,
      remark: loaded.remark,
    });
    setLines([...loaded.lines.map(fromMapping), emptyMapping(loaded.lines.at(-1)?.mappingType)]);
    setConflict(false);
    setError(null);
    markEditing(false);
  }, [loaded?.version]);

  const edit = (patch: Partial<Head>) => {
    markEditing(true);
    setHead((h) => ({ ...h, ...patch }));
  };
  const editLines = (next: DraftMapping[]) => {
    markEditing(true);
    setLines(next);
  };
  const close = (saved: boolean) => {
    markEditing(false);
    onClose(saved);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...head, lines: toBody(lines), ...(loaded ? { programmeId: loaded.programmeId, version: loaded.version } : {}) };
    setBusy(true);
    setError(null);
    try {
      await (loaded ? api.put(BASE, body, { raw: true }) : api.post(BASE, body, { raw: true }));
      close(true);
    } catch (e) {
      if (isStaleVersion(e)) setConflict(true);
      else setError(e instanceof Error ? e.message : String(e));
      firstError.reveal();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      size="90rem"
      onClose={() => close(false)}
      title={loaded ? L('formEdit', { code: loaded.programmeCode }) : L('formNew')}
      hook="programme-form"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="crud-save" onCancel={() => close(false)} />}
    >
      <Stack gap="sm">
        {conflict && <ConflictAlert onReload={() => void answer.refetch()} />}
        {error && (
          <Alert color="red" role="alert" data-ht="programme-error">
            {error}
          </Alert>
        )}
        <FormGrid>
          <TextInput label={L('programmeCode')} name="programmeCode" withAsterisk maxLength={30} value={head.programmeCode} onChange={(e) => edit({ programmeCode: e.currentTarget.value })} />
          <TextInput label={L('programmeName')} name="programmeName" withAsterisk maxLength={100} value={head.programmeName} onChange={(e) => edit({ programmeName: e.currentTarget.value })} />
          <TextInput label={L('sourceSystem')} name="sourceSystem" withAsterisk maxLength={50} value={head.sourceSystem} onChange={(e) => edit({ sourceSystem: e.currentTarget.value })} />
          <Select
            label={L('status')}
            data={[
              { value: '0', label: L('status0') },
              { value: '1', label: L('status1') },
            ]}
            value={head.status}
            allowDeselect={false}
            onChange={(v) => edit({ status: (v ?? '0') as Head['status'] })}
          />
          <Wide>
            <Textarea label={L('fileFormat')} name="fileFormat" maxLength={500} autosize minRows={2} value={head.fileFormat} onChange={(e) => edit({ fileFormat: e.currentTarget.value })} />
          </Wide>
          <Wide>
            <Textarea label={L('remark')} name="remark" maxLength={500} autosize minRows={2} value={head.remark} onChange={(e) => edit({ remark: e.currentTarget.value })} />
          </Wide>
        </FormGrid>
        <Text size="sm" c="dimmed">
          {L('linesHint')}
        </Text>
        <MappingGrid lines={lines} options={options} onChange={editLines} />
      </Stack>
    </FormDialog>
  );
}
