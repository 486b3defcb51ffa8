/**
 * Copy of an asset card: the copy's department is required ("Please select a department
 * first", the same words the server answers with), the new code optional (the server numbers it).
 */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AssetCardRow } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { FieldOption } from '../../ui/crud/crud-types';

type Props = { card: AssetCardRow; depts: FieldOption[]; onClose: (copied: boolean) => void };

export function CopyDialog({ card, depts, onClose }: Props) {
  const [deptId, setDeptId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (!deptId) {
      setError(t('assets.selectDeptFirst'));
      return;
    }
    setBusy(true);
    try {
      const reply = await api.post<{ data: AssetCardRow }>(`/htservice/assets/card/${card.cardId}/copy`, { deptId: Number(deptId), ...(code.trim() ? { assetCode: code.trim() } : {}) });
      notifications.show({ message: t('assets.copied', { code: reply.data.assetCode }), color: 'green' });
      onClose(true);
    } catch {
      // The server's reason was shown by the request layer; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={t('assets.copyTitle', { code: card.assetCode })} data-ht="asset-copy">
      <Stack gap="sm">
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
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('assets.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void copy()} data-ht="copy-confirm">
            {t('assets.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
