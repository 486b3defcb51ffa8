/**
 * A list row's actions in little room (issue 16: a pinned actions column wide enough for every action of a
 * voucher covered the data columns): the first `inline` actions as buttons, the rest under one 更多 menu.
 * Actions are data, so a page lists only what the row's status allows and the user's permissions grant
 * (false and null entries are left out) and the column's width follows from how many buttons it shows.
 * A menu item carries the very name and `data-ht` its button would have had, so a script or a screen
 * reader finds the action by the same name once the menu is open.
 */
import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { locale, t } from '../lib/i18n';
import { actionLabel } from './action-label';
import { CellActions, CellButton } from './cell-controls';
import { RouterLink } from './RouterLink';
import { headerTextWidth } from './text-width';

export type RowAction = {
  /** The visible text: the action alone ("审核"). */
  label: string;
  /** The accessible name: the action and its record ("审核凭证 记-0005", `actionLabel`). */
  name: string;
  /** Automation hook (`data-ht`), the same on the button and on the menu item. */
  hook?: string;
  color?: string;
  loading?: boolean;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: never });

export type RowActionList = readonly (RowAction | false | null | undefined)[];

/** Buttons shown before the menu when a row has more actions than fit. */
const INLINE_ROW_ACTIONS = 2;

/** The actions that apply, in the page's order (the most frequent first). */
function presentActions(actions: RowActionList): RowAction[] {
  return actions.filter((action): action is RowAction => Boolean(action));
}

/**
 * Width of an actions column showing at most `inline` buttons and the menu, in the UI language (English
 * labels such as "Withdraw" are about half again as wide as two Chinese characters).
 */
export function rowActionsWidth(inline = INLINE_ROW_ACTIONS): number {
  const button = locale.value === 'en' ? 70 : 52;
  return 28 + button * (inline + 1);
}

/** A compact-xs button's text is 12 px where the header's is 14 (text-width.ts measures at the header's font). */
const BUTTON_TEXT = 12 / 14;
const BUTTON_PADDING = 7;
const BUTTON_GAP = 4;
const CELL_PADDING = 10;

/**
 * Width of an actions column for the buttons a row may show (`labels`, in order; past `inline` the 更多 menu
 * takes their place, as in RowActions), measured in the UI's font: a record list's 修改 打印 删除 need about
 * 150 px and Edit Print Delete 180, where the average of rowActionsWidth reserved 184 and 238 and the rest
 * covered data (issue 16).
 */
export function rowActionsWidthFor(labels: readonly string[], inline = INLINE_ROW_ACTIONS): number {
  const shown = labels.length > inline + 1 ? [...labels.slice(0, inline), t('ui.crud.more')] : labels;
  const buttons = shown.reduce((sum, label) => sum + Math.ceil(headerTextWidth(label) * BUTTON_TEXT) + 2 * BUTTON_PADDING, 0);
  return buttons + BUTTON_GAP * (shown.length - 1) + 2 * CELL_PADDING + 8;
}

type RowActionsProps = {
  actions: RowActionList;
  /** Names the row in the menu button's name ("更多：记-0005"). */
  record: string | number;
  inline?: number;
  /** A page's own controls before the actions, in the same button row (one wrapper less in every row). */
  leading?: ReactNode;
};

export function RowActions({ actions, record, inline = INLINE_ROW_ACTIONS, leading }: RowActionsProps) {
  const present = presentActions(actions);
  // A menu of one item would take the room of the button it hides.
  const shown = present.length > inline + 1 ? present.slice(0, inline) : present;
  const more = present.slice(shown.length);
  return (
    <CellActions>
      {leading}
      {shown.map((action, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, not by name (which names the record): a scrolled table reuses a row's buttons for the next record's
        <RowActionButton key={place} action={action} />
      ))}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" aria-label={actionLabel(t('ui.crud.more'), record)} data-ht="row-more">
              {t('ui.crud.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) =>
              action.href !== undefined ? (
                <Menu.Item key={action.hook ?? action.name} component={RouterLink} href={action.href} aria-label={action.name} data-ht={action.hook} color={action.color}>
                  {action.label}
                </Menu.Item>
              ) : (
                <Menu.Item key={action.hook ?? action.name} onClick={action.onClick} aria-label={action.name} data-ht={action.hook} color={action.color} disabled={action.loading}>
                  {action.label}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </CellActions>
  );
}

/** One action as a button, for a page that shows a record's actions where room is not short (a detail page). */
export function RowActionButton({ action }: { action: RowAction }) {
  // The common case, a plain button, as plain elements in Mantine's markup: every row of a list draws it.
  if (action.href === undefined && !action.loading) {
    return (
      <CellButton color={action.color} aria-label={action.name} data-ht={action.hook} onClick={action.onClick}>
        {action.label}
      </CellButton>
    );
  }
  const common = { size: 'compact-xs', variant: 'subtle', color: action.color, 'aria-label': action.name, 'data-ht': action.hook } as const;
  return action.href !== undefined ? (
    <Button {...common} component={RouterLink} href={action.href}>
      {action.label}
    </Button>
  ) : (
    <Button {...common} loading={action.loading} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}
