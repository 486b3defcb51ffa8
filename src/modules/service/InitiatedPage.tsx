/**
 * Starting approvals: a card per approval the user may start (getApprovalMenuList, the same items the shell turns
 * into detail routes), and the approvals the user started, with "view" and "withdraw". One page template: the
 * title row, the cards under it, then the list's own heading, filters, table and pager; an empty list points
 * at the cards (the way to start one).
 */
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { navigate } from 'wouter/use-browser-location';
import { keysUnder, t, textsUnder } from '../../lib/i18n';
import { APPROVAL_BASE, joinPath, type ApprovalMenu } from '../../state/routes.model';
import type { CrudResource } from '../../ui/crud/crud-types';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { ApprovalInstanceRow } from '../../../server/contracts/approval';
import { useEndpoint } from '../../ui/use-endpoint';
import { approvalCalls, APPROVAL_MENU_URL } from './calls';
import { ViewButton } from './QueryPage';
import { instanceResource } from './resources';
import { approvalName } from './names';

const L = textsUnder('approvals.initiated');
const K = keysUnder('approvals.initiated');
const NO_MENU: ApprovalMenu[] = [];
/** The empty list's way forward: the first approval's start button, just above the list. */
const focusFirstCard = () => document.querySelector<HTMLButtonElement>('[data-ht="approval-cards"] button')?.focus();

/** Withdraws a running approval the user started, once confirmed. */
const withdraw = (row: ApprovalInstanceRow, reload: () => void) =>
  modals.openConfirmModal({
    title: L('withdrawOf', { name: approvalName(row.name) }),
    children: <Text size="sm">{L('withdrawConfirm', { name: approvalName(row.name) })}</Text>,
    labels: { confirm: L('withdraw'), cancel: t('approvals.common.cancel') },
    onConfirm: () =>
      void approvalCalls.withdraw(row.instanceId).then(
        () => {
          notifications.show({ message: L('withdrawn'), color: 'green' });
          reload();
        },
        () => undefined,
      ),
  });

const resource: CrudResource<ApprovalInstanceRow> = {
  ...instanceResource('mine', (row, reload) => (
    <Group gap={4} wrap="nowrap">
      <ViewButton row={row} />
      {row.status === 'running' && (
        <Button size="compact-xs" variant="subtle" color="red" aria-label={L('withdrawOf', { name: `${approvalName(row.name)} #${row.instanceId}` })} onClick={() => withdraw(row, reload)}>
          {L('withdraw')}
        </Button>
      )}
    </Group>
  )),
  title: K('title'),
  create: { label: K('startButton'), onClick: focusFirstCard },
};

export function InitiatedPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const answer = useEndpoint(APPROVAL_MENU_URL, undefined, (r: { data: ApprovalMenu[] }) => r.data);
  const menu = answer.isError ? NO_MENU : (answer.data ?? null);

  return (
    <CrudPage
      resource={resource}
      pageId={String(menuId)}
      belowTitle={
        <Stack gap="md">
          {menu && menu.length === 0 && <Text c="dimmed">{L('noForms')}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-ht="approval-cards">
            {(menu ?? []).map((item) => (
              <Card key={item.path} withBorder padding="md">
                <Text fw={500} mb="sm">
                  {approvalName(item.menuName)}
                </Text>
                <Button size="xs" aria-label={L('start', { name: approvalName(item.menuName) })} onClick={() => navigate(joinPath(APPROVAL_BASE, item.path))}>
                  {L('startButton')}
                </Button>
              </Card>
            ))}
          </SimpleGrid>
          <Title order={2} size="h4">
            {L('mine')}
          </Title>
        </Stack>
      }
    />
  );
}
