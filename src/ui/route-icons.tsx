/**
 * The icons of menu entries, by the icon name the server's menu row carries (RuoYi's names: 'system',
 * 'peoples', 'money'…). Inline line icons like the rest of the shell, so no icon font ships; a name this
 * table does not know draws a folder (a group) or a page (a leaf), never nothing: the collapsed sidebar
 * shows only icons. In src/ui because the menu management page shows them too (modules may not import src/app).
 */
import { Group } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Icon } from './line-icon';

const SHAPES: Record<string, ReactNode> = {
  dashboard: <path d="M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z" />,
  search: <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5" />,
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  form: <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h6" />,
  chart: <path d="M3 3v18h18M7 15v-4M12 15V7M17 15v-7" />,
  tree: <path d="M3 3h6v5H3zM15 10h6v5h-6zM15 17h6v4h-6zM6 8v11h9M6 12.5h9" />,
  'tree-table': <path d="M3 4h18v16H3zM3 10h18M9 10v10" />,
  tool: <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />,
  peoples: <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
  user: <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />,
  message: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  job: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3" />,
  documentation: <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  component: <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />,
  code: <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />,
  system: <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />,
  monitor: <path d="M2 4h20v13H2zM8 21h8M12 17v4" />,
  shopping: <path d="M9 20a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM20 20a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />,
  question: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />,
  post: <path d="M2 7h20v14H2zM16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />,
  money: <path d="M6 3l6 8 6-8M12 11v10M7 13h10M7 17h10" />,
  guide: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM16.2 7.8l-2.1 6.3-6.3 2.1 2.1-6.3z" />,
  example: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
  dict: <path d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zM22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z" />,
  build: <path d="m12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5" />,
};
const GROUP = <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />;
const PAGE = <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6" />;

/**
 * Decorative (aria-hidden): the entry's title is its accessible name. Memoised: a group entry renders again
 * when its submenu opens or closes (a tab switch to another submenu), its icon need not.
 */
export const RouteIcon = memo(function RouteIcon({ name, group }: { name: string | undefined; group: boolean }) {
  return <Icon>{(name && SHAPES[name]) || (group ? GROUP : PAGE)}</Icon>;
});

/** RuoYi's mark for "no icon" on a menu row. */
const NO_ICON = '#';

/** A menu row's icon as the sidebar draws it, beside its name (the menu management list); nothing when the row has none. */
export function MenuIconName({ name, group }: { name: string; group: boolean }) {
  if (!name || name === NO_ICON) return null;
  return (
    <Group component="span" gap={6} wrap="nowrap">
      <RouteIcon name={name} group={group} />
      {name}
    </Group>
  );
}
