/**
 * The pieces every module dashboard is made of: stat cards (a label, a big number, a link to the list),
 * to-do lists, chart figures and the friendly empty state. Stable hooks for scripts: `dashboard-stat`
 * (`data-stat`), `dashboard-list` (`data-list`), `dashboard-chart` (`data-chart`), `dashboard-empty`.
 */
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { textsUnder } from '../../lib/i18n';
import { actionLabel } from '../../ui/action-label';

/** A text of `dashboard`. */
export const D = textsUnder('dashboard');

export function EmptyState({ text }: { text?: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md" data-ht="dashboard-empty">
      {text ?? D('empty')}
    </Text>
  );
}

/** A link into a list; its accessible name is its visible text, then where it leads ("View all: Unread notices"). */
function OpenLink({ href, what, text }: { href: string; what: string; text: string }) {
  return (
    <Anchor component={Link} href={href} size="sm" aria-label={actionLabel(text, what)} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Anchor>
  );
}

/** `action`: a control instead of the link, for a figure whose place is not a page (the support chat). */
export function StatCard({ id, label, value, hint, href, action }: { id: string; label: string; value: ReactNode; hint?: ReactNode; href?: string | null; action?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-ht="dashboard-stat" data-stat={id}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.25} data-ht="dashboard-value">
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
        {href ? <OpenLink href={href} what={label} text={D('open')} /> : action}
      </Stack>
    </Paper>
  );
}

/**
 * By the page's own width, not the window's (a container query): four cards in a row wherever four fit,
 * the collapsed sidebar of a 1024 px screen included, which the window's breakpoints gave two.
 */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 4 }}>
      {children}
    </SimpleGrid>
  );
}

/** Lists and charts side by side wherever the page is wide enough for two (a container query, as StatGrid). */
export function PanelGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '760px': 2 }}>
      {children}
    </SimpleGrid>
  );
}

export type TodoItem = { key: string | number; title: string; detail?: string; href?: string | null };

/**
 * A titled list of things to do or to know; `total` above the rows shown says how many more there are.
 * `empty`: what the list says with no rows — a text, or a whole empty state with what to do next.
 */
export function TodoList({ id, title, items, total, href, empty, hint }: { id: string; title: string; items: TodoItem[]; total?: number; href?: string | null; empty?: ReactNode; hint?: string }) {
  const count = total ?? items.length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-ht="dashboard-list" data-list={id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h6">
            {title}
          </Title>
          {count > 0 ? (
            <Badge variant="light" data-ht="dashboard-count">
              {count}
            </Badge>
          ) : null}
        </Group>
        {href ? <OpenLink href={href} what={title} text={D('viewAll')} /> : null}
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      {items.length === 0 ? (
        typeof empty === 'string' || empty === undefined ? (
          <EmptyState text={empty ?? D('nothingToDo')} />
        ) : (
          empty
        )
      ) : (
        <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.key}>
              {item.href ? (
                <Anchor component={Link} href={item.href} size="sm">
                  {item.title}
                </Anchor>
              ) : (
                <Text size="sm">{item.title}</Text>
              )}
              {item.detail ? (
                <Text size="xs" c="dimmed">
                  {item.detail}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      {count > items.length ? (
        <Text size="xs" c="dimmed" mt="xs">
          {D('more', { count: count - items.length })}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A chart as a labelled figure; with nothing to draw, the empty state instead of an empty chart. */
export function ChartFigure({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title} data-ht="dashboard-chart" data-chart={id}>
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {empty ? <EmptyState /> : children}
    </Paper>
  );
}
