/**
 * Copy of an asset card: the copy's department is required ("Please select a department
 * first", the same words the server answers with), the new code optional (the server numbers it).
 */
import { Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { FieldOption } from '../../ui/crud/crud-types';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid } from '../../ui/FormGrid';
import { namedText } from '../../ui/named-text';
import { useDialogSubmit } from '../../ui/use-dialog-submit';

type Props = { card: AssetCardRow; depts: FieldOption[]; onClose: (copied: boolean) => void };

export function CopyDialog({ card, depts, onClose }: Props) {
  const [deptId, setDeptId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const firstError = useRevealFirstError();
  const { busy, submit: copy } = useDialogSubmit(async () => {
    if (!deptId) {
      setError(t('assets.selectDeptFirst'));
      return firstError.reveal();
    }
    const reply = await api.post<{ data: AssetCardRow }>(`/htservice/assets/card/${card.cardId}/copy`, { deptId: Number(deptId), ...(code.trim() ? { assetCode: code.trim() } : {}) });
    notifications.show({ message: t('assets.copied', { code: reply.data.assetCode }), color: 'green' });
    onClose(true);
  });
  return (
    <FormDialog
      size="narrow"
      onClose={() => onClose(false)}
      title={namedText('assets.copyTitle', { code: card.assetCode })}
      hook="asset-copy"
      formRef={firstError.ref}
      onSubmit={copy}
      footer={<DialogButtons busy={busy} hook="copy-confirm" label={t('assets.confirm')} onCancel={() => onClose(false)} />}
    >
      <FormGrid>
        <Select
          label={t('assets.deptId')}
          withAsterisk
          data={depts}
          value={deptId}
          onChange={(v) => {
            setDeptId(v);
            setError(undefined);
          }}
          error={error}
          data-ht="copy-dept"
        />
        <TextInput label={t('assets.copyCode')} value={code} maxLength={40} onChange={(e) => setCode(e.currentTarget.value)} data-ht="copy-code" />
      </FormGrid>
    </FormDialog>
  );
}
