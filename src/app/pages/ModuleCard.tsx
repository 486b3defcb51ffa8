/**
 * One module on module selection: its icon, title, a line about what it holds and, when it needs saying,
 * the organisation's licence of it (ending soon, ended, missing: the heartbeat refuses the last two). The
 * title is the button, so its accessible name is exactly what it shows (RPA scripts click it by name);
 * the line and the licence describe it, and the button's ::after covers the card, so a click anywhere
 * on it opens the module. `shortcut` is the digit that opens it (module-keys.ts).
 */
import { Badge, Kbd, Text, UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import { t, textOr } from '../../lib/i18n';
import type { ModuleLicence, RouteNode } from '../../../server/contracts/menu';
import { RouteIcon } from '../../ui/route-icons';
import { routeTitle } from '../route-title';

/** The module's line from the tables, by its path ('/accounting' → module.about.accounting); else its visible pages. */
function about(module: RouteNode): string {
  // The path is the server's menu data: a module the tables have no line for lists its pages instead.
  const line = textOr(`module.about${module.path.replace(/\//g, '.')}`, '');
  if (line) return line;
  return (module.children ?? [])
    .filter((c) => !c.hidden)
    .map((c) => routeTitle(c.meta.title))
    .join(' · ');
}

const LICENCE_COLOR = { expiring: 'orange', expired: 'red', missing: 'gray' } as const;

/** What to say about the licence; nothing while it is valid for more than the reminder's 30 days. */
function licenceNote(licence: ModuleLicence | undefined): { text: string; color: string } | null {
  if (!licence || licence.state === 'valid') return null;
  const date = licence.expiresOn ?? '';
  const key = licence.state === 'expiring' && licence.daysLeft === 0 ? 'endsToday' : licence.state;
  return { text: t(`module.licence.${key}`, { date }), color: LICENCE_COLOR[licence.state] };
}

type Props = {
  module: RouteNode;
  shortcut: number | null;
  tabStop: boolean;
  ref: Ref<HTMLButtonElement>;
  onOpen: () => void;
  onFocus: () => void;
};

export function ModuleCard({ module, shortcut, tabStop, ref, onOpen, onFocus }: Props) {
  const id = `ht-module-${module.moduleId}`;
  const licence = licenceNote(module.licence);
  return (
    <div className="ht-module-card" data-licence={module.licence?.state}>
      <span className="ht-module-head">
        <span className="ht-module-icon">
          <RouteIcon name={module.meta.icon} group />
        </span>
        {shortcut !== null && (
          <Kbd size="xs" aria-hidden="true" visibleFrom="sm">
            {shortcut}
          </Kbd>
        )}
      </span>
      <UnstyledButton
        ref={ref}
        className="ht-module-open"
        tabIndex={tabStop ? 0 : -1}
        onClick={onOpen}
        onFocus={onFocus}
        aria-describedby={licence ? `${id}-about ${id}-licence` : `${id}-about`}
        data-ht="module"
        data-module-id={module.moduleId}
      >
        <Text component="span" fw={600} size="lg">
          {routeTitle(module.meta.title)}
        </Text>
      </UnstyledButton>
      <Text id={`${id}-about`} size="sm" c="dimmed" lineClamp={2}>
        {about(module)}
      </Text>
      {licence && (
        <Badge id={`${id}-licence`} variant="light" color={licence.color} size="sm" radius="sm" tt="none" className="ht-module-licence">
          {licence.text}
        </Badge>
      )}
    </div>
  );
}
