/**
 * The reset dialog of the menu page: choose a module (or all), read what will happen (it differs for
 * the platform administrator and an organisation's administrator, see server/routes/menu-reset.ts),
 * confirm, and `GET /htservice/menu/menuReset?type=…` runs; the server's answer says what it did.
 */
import { Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { FormDialog } from '../../ui/FormDialog';
import { routeTitle } from '../../lib/stored-texts';
import type { MenuResetResult } from '../../../server/contracts/menu-manage';
import { menuText, type ModuleInfo } from './menu-tree';

const L = menuText;

type Props = { modules: readonly ModuleInfo[]; platform: boolean; onClose(): void; onDone(): void };

export function MenuReset({ modules, platform, onClose, onDone }: Props) {
  useSignals();
  const [type, setType] = useState('all');
  const [busy, setBusy] = useState(false);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await api.get<{ msg: string; data: MenuResetResult }>('/htservice/menu/menuReset', { type });
      notifications.show({ message: reply.msg, color: 'green' });
      onClose();
      onDone();
    } catch {
      // the message was shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      size="narrow"
      onClose={onClose}
      title={L('resetTitle')}
      hook="menu-reset-dialog"
      onSubmit={(event) => void run(event)}
      footer={<DialogButtons busy={busy} hook="menu-reset-run" label={L('resetRun')} color="orange" onCancel={onClose} />}
    >
      <Stack gap="sm">
        <Select
          label={L('resetScope')}
          name="type"
          data={[{ value: 'all', label: L('resetAll') }, ...modules.map((m) => ({ value: String(m.moduleId), label: routeTitle(m.moduleName) }))]}
          value={type}
          allowDeselect={false}
          onChange={(v) => setType(v ?? 'all')}
        />
        <Text size="sm" role="note">
          {platform ? L('resetPlatform') : L('resetOrg')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
