/**
 * Deciding one pending task: the approval as it stands (form data read-only, path, decisions) and the
 * four decisions of the contract. Rejecting and returning need the reason; transferring needs a user.
 * On FormDialog: the decisions stay in view below a long approval, and a refused decision focuses the
 * field it needs. Each decision is its own button; the form has no default one (Enter decides nothing).
 */
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { t, textsUnder } from '../../lib/i18n';
import { userinfo } from '../../state/session.model';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import type { DecideBody, PendingTaskRow } from '../../../server/contracts/approval';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import { approvalCalls, statusUrl } from './calls';
import { StatusView } from './StatusPage';
import { useColleagues } from './use-assignees';
import { approvalName } from './names';

const L = textsUnder('approvals.pending');
const A = (action: DecideBody['action']) => t(`approvals.action.${action}`);

type Props = { task: PendingTaskRow | null; onClose(): void; onDecided(): void };

export function DecisionPanel({ task, onClose, onDecided }: Props) {
  // Someone else may have decided meanwhile, and no push says so: asked again each time the panel opens (shared with the status page).
  const { data: status } = useServerQuery({
    queryKey: endpointKey(statusUrl(task?.instanceId ?? 0)),
    queryFn: ({ signal }) => approvalCalls.status(task!.instanceId, signal),
    enabled: task !== null,
    staleTime: 0,
  });
  const colleagues = useColleagues(task !== null);
  // A task goes to someone else: the approver is not among the transfer targets.
  const me = userinfo.value?.userId;
  const users = useMemo(() => colleagues.filter((u) => u.userId !== me).map((u) => ({ value: String(u.userId), label: `${u.nickName} (${u.userName})` })), [colleagues, me]);
  const [comment, setComment] = useState('');
  const [toUser, setToUser] = useState<string | null>(null);
  const [error, setError] = useState<{ comment?: string; toUser?: string }>({});
  const [busy, setBusy] = useState(false);
  const firstError = useRevealFirstError();

  // Another task: a decision of its own.
  useEffect(() => {
    setComment('');
    setToUser(null);
    setError({});
  }, [task]);

  const decide = async (action: DecideBody['action']) => {
    if (!task) return;
    const reason = comment.trim();
    if ((action === 'reject' || action === 'return') && !reason) {
      setError({ comment: L('reasonRequired') });
      return firstError.reveal();
    }
    if (action === 'transfer' && !toUser) {
      setError({ toUser: L('transferRequired') });
      return firstError.reveal();
    }
    setError({});
    setBusy(true);
    try {
      await approvalCalls.decide(task.taskId, { action, comment: reason || undefined, toUserId: action === 'transfer' ? Number(toUser) : undefined });
      notifications.show({ message: L('done', { action: A(action) }), color: 'green' });
      onDecided();
    } catch {
      // The request layer already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      opened={task !== null}
      onClose={onClose}
      size="xl"
      hook="decision-panel"
      formRef={firstError.ref}
      onSubmit={(event) => event.preventDefault()}
      title={
        task ? (
          <>
            {L('decide')} · <span data-user-text>{`${approvalName(task.approvalName)} · ${task.taskName}`}</span>
          </>
        ) : (
          ''
        )
      }
      footer={
        <Group gap="sm" justify="flex-end">
          {users.length > 0 && (
            <Button variant="default" loading={busy} onClick={() => void decide('transfer')}>
              {A('transfer')}
            </Button>
          )}
          <Button variant="light" loading={busy} onClick={() => void decide('return')}>
            {A('return')}
          </Button>
          <Button color="red" variant="light" loading={busy} onClick={() => void decide('reject')}>
            {A('reject')}
          </Button>
          <Button color="green" loading={busy} onClick={() => void decide('approve')}>
            {A('approve')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        {status && <StatusView status={status} />}
        <Textarea label={L('comment')} value={comment} error={error.comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} maxLength={500} />
        {users.length > 0 && <Select label={L('transferTo')} data={users} value={toUser} onChange={setToUser} error={error.toUser} searchable />}
      </Stack>
    </FormDialog>
  );
}
