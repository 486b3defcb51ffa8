/** The title bar of both draft editors: what is edited, its draft version, unsaved state, save / publish, and a 409's way out. */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { textsUnder } from '../../lib/i18n';
import type { useDraft } from './use-draft';
import { approvalName } from './names';

type Props = { title: string; state: ReturnType<typeof useDraft>; saveLabel: string; onSave(): void; onPublish(): void };

export function DraftHeader({ title, state, saveLabel, onSave, onPublish }: Props) {
  const L = textsUnder('approvals.designer');
  const { loaded, dirty, conflict, busy } = state;
  return (
    <PageHeader
      title={
        <>
          {title}
          {loaded && (
            <>
              {' · '}
              <span data-user-text>{approvalName(loaded.definition.name, loaded.definition.nameEn)}</span>
            </>
          )}
        </>
      }
      actions={
        <>
          <Button variant="light" onClick={onSave} loading={busy} disabled={!loaded || conflict}>
            {saveLabel}
          </Button>
          <Button onClick={onPublish} loading={busy} disabled={!loaded || conflict}>
            {L('publish')}
          </Button>
        </>
      }
    >
      {(loaded || dirty) && (
        <Group gap="sm">
          {loaded && <Badge variant="light">{L('draftVersion', { version: loaded.draft.draftVersion })}</Badge>}
          {dirty && (
            <Text size="sm" c="orange" data-ht="unsaved">
              {L('unsaved')}
            </Text>
          )}
        </Group>
      )}
      {conflict && (
        <Alert color="red" data-ht="conflict">
          <Group justify="space-between">
            <Text size="sm">{L('conflict')}</Text>
            <Button size="xs" variant="white" onClick={state.reload}>
              {L('reload')}
            </Button>
          </Group>
        </Alert>
      )}
    </PageHeader>
  );
}
