/**
 * A new asset check: the department (required: the department-first message of the locale tables), the date, and the department's cards,
 * each ticked when it was not found (check loss); the others are recorded as checked.
 */
import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { api } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import type { FieldOption } from '../../ui/crud/crud-types';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DateField } from '../../ui/DateField';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import { useEndpoint } from '../../ui/use-endpoint';

type CheckCard = { cardId: number; assetCode: string; assetName: string };
const L = textsUnder('assets');
const NO_CARDS: CheckCard[] = [];

export function CheckDialog({ depts, today, onClose }: { depts: FieldOption[]; today: string; onClose: (saved: boolean) => void }) {
  const [deptId, setDeptId] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [lost, setLost] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | undefined>();
  const firstError = useRevealFirstError();
  const answer = useEndpoint('/htservice/assets/check/cards', { deptId: deptId ?? '' }, (r: { data: CheckCard[] }) => r.data, { enabled: Boolean(deptId) });
  const cards = (deptId && answer.data) || NO_CARDS;
  // Another department's cards: none of them marked lost yet.
  const chooseDept = (id: string | null) => (setDeptId(id), setLost(new Set()), setError(undefined));
  const toggle = (id: number, on: boolean) => setLost((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  const { busy, submit: save } = useDialogSubmit(async () => {
    if (!deptId) {
      setError(L('selectDeptFirst'));
      return firstError.reveal();
    }
    await api.post('/htservice/assets/check', { deptId: Number(deptId), checkDate: date, lostCardIds: [...lost] });
    notifications.show({ message: L('checkSaved'), color: 'green' });
    onClose(true);
  });
  return (
    <FormDialog
      onClose={() => onClose(false)}
      title={L('addCheck')}
      hook="asset-check-form"
      formRef={firstError.ref}
      onSubmit={save}
      footer={<DialogButtons busy={busy} hook="crud-save" label={L('confirm')} onCancel={() => onClose(false)} />}
    >
      <FormGrid>
        <Select label={L('deptId')} withAsterisk data={depts} value={deptId} onChange={chooseDept} error={error} data-ht="check-dept" />
        <DateField label={L('checkDate')} withAsterisk value={date} onChange={setDate} data-ht="check-date" />
        <Wide>
          <Text size="sm" c="dimmed">
            {deptId && cards.length === 0 ? L('noCards') : L('lostHint')}
          </Text>
          <Stack gap={4} mt="xs" data-ht="check-cards">
            {cards.map((c) => (
              <Checkbox key={c.cardId} label={L('lostOf', { code: c.assetCode, name: c.assetName })} checked={lost.has(c.cardId)} onChange={(e) => toggle(c.cardId, e.currentTarget.checked)} />
            ))}
          </Stack>
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
