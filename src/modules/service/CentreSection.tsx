/**
 * One list of the approval centre: its title with the count, up to five rows (each with the button that
 * opens it), an empty text, and "show all" leading to the full list page when the user has it.
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { textsUnder } from '../../lib/i18n';

const L = textsUnder('approvals.centre');

export type CentreRow = { key: string | number; instanceId: number; title: string; detail: string; status?: ReactNode; action: ReactNode };

type Props = {
  section: 'pending' | 'initiated' | 'decided';
  /** null while loading or after a failed load. */
  total: number | null;
  rows: CentreRow[];
  empty: string;
  /** The full list's page, when the user holds it. */
  morePath?: string;
};

export function CentreSection({ section, total, rows, empty, morePath }: Props) {
  const title = L(section);
  const headingId = `approval-centre-${section}`;
  return (
    <Card withBorder padding="md" data-ht="approval-centre-section" data-section={section} aria-labelledby={headingId} component="section">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={headingId}>
            {title}
          </Title>
          <Badge
            size="lg"
            variant={section === 'pending' && total ? 'filled' : 'light'}
            color={section === 'pending' && total ? 'red' : 'gray'}
            data-ht="approval-centre-count"
            data-count={total ?? ''}
          >
            {total === null ? '…' : L('count', { count: total })}
          </Badge>
        </Group>
        {morePath && (
          <Anchor
            size="sm"
            href={morePath}
            aria-label={L('moreOf', { name: title })}
            onClick={(event) => {
              event.preventDefault();
              navigate(morePath);
            }}
          >
            {L('more')}
          </Anchor>
        )}
      </Group>
      {total !== null && rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} aria-label={title} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group
              key={row.key}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              py={8}
              style={{ borderTop: '1px solid var(--ht-divider)' }}
              data-ht="approval-centre-row"
              data-instance-id={row.instanceId}
            >
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500} truncate>
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {row.detail}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {row.status}
                {row.action}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
