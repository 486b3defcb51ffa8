/**
 * The detail route of one approval under /htservice/approvalInitiated/<defKey> (added by the shell from
 * getApprovalMenuList): the latest published version's form, filled in and submitted to start an approval.
 * form-js checks its own validation rules first; the new approval's status page opens after.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { textsUnder } from '../../lib/i18n';
import { APPROVAL_BASE } from '../../state/routes.model';
import type { ApprovalStartForm } from '../../../server/contracts/approval';
import { useEndpoint } from '../../ui/use-endpoint';
import { approvalCalls, startFormUrl } from './calls';
import { FormView, type FormViewHandle } from './FormView';
import { openStatus } from './nav';
import { approvalName } from './names';
import { PageHeader } from '../../ui/PageHeader';

const L = textsUnder('approvals.start');

/** The definition key is the route's last segment (the menu item's path). */
const defKeyOf = (path: string) => decodeURIComponent(path.slice(APPROVAL_BASE.length).replace(/^\/+/, '').split('/')[0] ?? '');

export function StartPage({ path }: { path: string; menuId?: number }) {
  useSignals();
  const defKey = defKeyOf(path);
  const answer = useEndpoint(startFormUrl(defKey), undefined, (r: { data: ApprovalStartForm }) => r.data);
  const form = answer.isError ? 'missing' : (answer.data ?? null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const view = useRef<FormViewHandle>(null);

  if (form === 'missing')
    return (
      <Stack gap="md">
        <PageHeader title={L('title')} />
        <Alert color="red">{L('unknown', { key: defKey })}</Alert>
      </Stack>
    );
  if (!form) return null;
  const name = approvalName(form.name, form.nameEn);

  const submit = async () => {
    const { data, errors } = view.current!.submit();
    setInvalid(Object.keys(errors).length > 0);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const instanceId = await approvalCalls.start({ defKey, data });
      notifications.show({ message: L('submitted'), color: 'green' });
      openStatus(instanceId);
    } catch {
      // The request layer already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={760} data-ht="approval-start" data-def-key={defKey}>
      <PageHeader
        title={
          <>
            {name}{' '}
            <Text span size="sm" c="dimmed">
              v{form.versionNo}
            </Text>
          </>
        }
      />
      <FormView ref={view} schema={form.formSchema} label={`${L('title')} · ${name}`} />
      {invalid && <Alert color="red">{L('invalid')}</Alert>}
      <Group>
        <Button loading={busy} onClick={() => void submit()} data-ht="approval-submit">
          {L('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
