/**
 * Transfer of a generated asset to another department: the department is required, the date
 * defaults to the login date, the custodian may change with it (left empty, the current one stays). The
 * server keeps the move in the card's history.
 */
import { Select, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { AssetCardRow, AssetTransferBody } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import { isDate } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import type { FieldOption } from '../../ui/crud/crud-types';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DateField } from '../../ui/DateField';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import { namedText } from '../../ui/named-text';
import { useDialogSubmit } from '../../ui/use-dialog-submit';

type Props = { card: AssetCardRow; depts: FieldOption[]; onClose: (done: boolean) => void };

export function TransferDialog({ card, depts, onClose }: Props) {
  useSignals();
  const [toDeptId, setToDeptId] = useState<string | null>(null);
  const [date, setDate] = useState(loginDate.value);
  const [custodian, setCustodian] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ dept?: string; date?: string }>({});
  const firstError = useRevealFirstError();
  const { busy, submit } = useDialogSubmit(async () => {
    const found = { dept: toDeptId ? undefined : t('assets.selectDeptFirst'), date: isDate(date) ? undefined : t('ui.crud.notDate', { label: t('assets.transferDate') }) };
    setErrors(found);
    if (found.dept || found.date) return firstError.reveal();
    const body: AssetTransferBody = { toDeptId: Number(toDeptId), transferDate: date, remark, ...(custodian.trim() ? { custodian: custodian.trim() } : {}) };
    const reply = await api.post<{ data: AssetCardRow }>(`/htservice/assets/card/${card.cardId}/transfer`, body);
    notifications.show({ message: t('assets.transferred', { dept: reply.data.deptName }), color: 'green' });
    onClose(true);
  });
  return (
    <FormDialog
      size="narrow"
      onClose={() => onClose(false)}
      title={namedText('assets.transferTitle', { code: card.assetCode })}
      hook="asset-transfer"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="transfer-confirm" label={t('assets.confirm')} onCancel={() => onClose(false)} />}
    >
      <FormGrid>
        <TextInput label={t('assets.deptName')} value={card.deptName} readOnly data-user-text />
        <Select
          label={t('assets.toDeptId')}
          withAsterisk
          data={depts.filter((d) => d.value !== String(card.deptId))}
          value={toDeptId}
          onChange={setToDeptId}
          error={errors.dept}
          data-ht="transfer-dept"
        />
        <DateField label={t('assets.transferDate')} withAsterisk value={date} onChange={setDate} error={errors.date} name="transferDate" />
        <TextInput label={t('assets.newCustodian')} value={custodian} maxLength={50} onChange={(e) => setCustodian(e.currentTarget.value)} data-ht="transfer-custodian" />
        <Wide>
          <Textarea label={t('assets.remark')} value={remark} maxLength={500} autosize minRows={2} onChange={(e) => setRemark(e.currentTarget.value)} />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
