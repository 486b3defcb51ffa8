/**
 * Mantine's checkbox, compact button, button row and link as plain elements, for the controls a DataTable
 * repeats in every row (selection, edit, delete). Scrolling 100,000 rows mounts a screenful of new rows
 * every frame; each Mantine component is a props, styles and context pass (Box, useProps, useStyles)
 * before its element. These render the very markup Mantine renders for the same props — its classes
 * (`*.classes`), its CSS variables (its own `varsResolver`, computed once per theme) and its data
 * attributes — so they look and behave the same; test/unit/cell-controls.test.tsx holds them to it.
 * Less the elements that draw nothing there, as every element of a row is styled and laid out again
 * when a scroll brings a new row to its place: the checkbox is its <input> alone (its wrappers' work done
 * by the table cell's stylesheet), the button's two layout spans are left out (a <button> centres its
 * content itself).
 */
import { Anchor, Button, Checkbox, getSpacing, Group, Text, UnstyledButton, useMantineTheme, type MantineColor, type MantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { RouterLink } from './RouterLink';

const CHECK_PATH = 'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/** One style object per theme and key: the vars are resolved once, not once per cell. */
const styleCache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();
function themed(theme: MantineTheme, key: string, make: () => Record<string, string | undefined>): CSSProperties {
  let byKey = styleCache.get(theme);
  if (!byKey) styleCache.set(theme, (byKey = new Map()));
  let style = byKey.get(key);
  if (!style) {
    // Mantine leaves out the variables that resolve to nothing; so does the copy.
    style = Object.fromEntries(Object.entries(make()).filter(([, v]) => v !== undefined)) as CSSProperties;
    byKey.set(key, style);
  }
  return style;
}

const CHECKBOX_INPUT = `mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`;

type CellCheckboxProps = { label: string; checked: boolean; onChange(): void; 'data-ht'?: string };

/**
 * `<Checkbox size="xs" aria-label checked onChange />` (no label text, theme colour) as its one <input> in
 * Mantine's input class, and its mark, while checked, laid over it. Mantine wraps the input in three
 * elements that draw nothing, only hold its sizes and colours and place the mark: every one of them is
 * styled and laid out again in each row a scroll brings in. Drawn in a DataTable's selection cell
 * (`.ht-check-cell` in shell.css), which holds those variables and lays the mark over the box.
 */
export function CellCheckbox({ label, checked, onChange, 'data-ht': ht }: CellCheckboxProps) {
  const theme = useMantineTheme();
  return (
    <>
      <input className={CHECKBOX_INPUT} data-with-error-styles="true" aria-label={label} type="checkbox" checked={checked} onChange={onChange} data-ht={ht} />
      {checked && (
        <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className="ht-check-mark" style={markStyle(theme)}>
          <path d={CHECK_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      )}
    </>
  );
}

/** The mark's colour as Mantine's Checkbox resolves it for the theme (auto contrast), white by default. */
const markStyle = (theme: MantineTheme) =>
  themed(theme, 'checkbox-mark', () => {
    const vars = Checkbox.varsResolver(theme, { size: 'xs', radius: 'sm' } as never, {}).root as Record<string, string | undefined>;
    return { color: vars['--checkbox-icon-color'] ?? 'var(--mantine-color-white)' };
  });

const BUTTON = {
  root: `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
};

type CellButtonProps = { children: ReactNode; onClick(): void; color?: MantineColor; 'aria-label'?: string; 'data-ht'?: string };

/** `<Button size="compact-xs" variant="subtle" color>`: a row's action. */
export function CellButton({ children, onClick, color, 'aria-label': label, 'data-ht': ht }: CellButtonProps) {
  const theme = useMantineTheme();
  const style = themed(theme, `button-subtle-${color ?? ''}`, () => Button.varsResolver(theme, { size: 'compact-xs', variant: 'subtle', color } as never, {}).root as Record<string, string>);
  return (
    <button style={style} className={BUTTON.root} data-variant="subtle" data-size="compact-xs" type="button" aria-label={label} onClick={onClick} data-ht={ht}>
      {children}
    </button>
  );
}

const ROW_STYLE: CSSProperties = { '--group-gap': getSpacing(4), '--group-align': 'center', '--group-justify': 'flex-start', '--group-wrap': 'nowrap' } as CSSProperties;
const GROUP_ROOT = `${Group.classes.root} mantine-Group-root`;

type CellActionsProps = { children: ReactNode; style?: CSSProperties; 'data-depth'?: number };

/** `<Group gap={4} wrap="nowrap">`: a row's actions side by side (or a tree cell's toggle and content). */
export function CellActions({ children, style, 'data-depth': depth }: CellActionsProps) {
  return (
    <div style={style ? { ...ROW_STYLE, ...style } : ROW_STYLE} className={GROUP_ROOT} data-depth={depth}>
      {children}
    </div>
  );
}

const LINK_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

type CellLinkProps = { href: string; children: ReactNode; 'aria-label'?: string; 'data-ht'?: string };

/**
 * `<Anchor component={RouterLink} href>`: a cell's link to the row's own page, navigated by the router
 * without subscribing to the address (a kept-alive list's every row would render again on each tab switch).
 */
export function CellLink({ href, children, 'aria-label': label, 'data-ht': ht }: CellLinkProps) {
  return (
    <RouterLink href={href} className={LINK_CLASS} data-underline="hover" aria-label={label} data-ht={ht}>
      {children}
    </RouterLink>
  );
}
