/**
 * The shell's colours for each colour scheme and contrast, as CSS variables; theme.ts's resolver hands
 * them to Mantine, which writes them under `:root[data-mantine-color-scheme=…]`. One table, so the unit
 * test (test/unit/shell-contrast.test.ts) measures exactly what is shipped:
 *
 * - Mantine's own text, border and background variables where its defaults fall short: dimmed text in
 *   dark (dark-2 on dark-7 is 4.0:1) and theme-coloured text for any theme colour (WCAG AA, 4.5:1);
 *   in high contrast, stronger text (no light grey on white), borders and placeholders, 7:1 where text.
 * - The shell's `--ht-*` variables, which hand-written CSS (shell.css, approvals.css) uses instead of
 *   fixed light colours.
 */
import type { MantineTheme } from '@mantine/core';
import { readableShade, readableTint, shade } from '../lib/color';
import type { Contrast } from '../state/settings.model';

export type Scheme = 'light' | 'dark';
export type ShellColors = Record<`--${string}`, string>;

/** WCAG: 4.5:1 for normal text (AA); high contrast aims at AAA (7:1); 3:1 for focus rings and borders. */
const TEXT_RATIO: Record<Contrast, number> = { normal: 4.5, high: 7 };
const NON_TEXT_RATIO = 3;

/** SPEC.md's menu background; white bold 19 px on it is large text (3:1). Darker where more is asked. */
const SIDEBAR_TITLE = '#1890ff';
/** The main area behind the page card in light: a grey step below the white card. */
const PAGE_LIGHT = '#f5f7fa';

/**
 * Light-variant alerts, badges and buttons: their label colour darkened until it reads on their light tint.
 * Every light colour a `variant="light"` control uses is here (teal: the import and Excel buttons).
 */
export const LIGHT_LABELS = ['red', 'yellow', 'orange', 'green', 'teal', 'cyan', 'lime', 'blue', 'gray'];

function lightColors(theme: MantineTheme, contrast: Contrast): ShellColors {
  const { gray } = theme.colors;
  const brand = theme.colors.brand ?? theme.colors.blue;
  const high = contrast === 'high';
  const ratio = TEXT_RATIO[contrast];
  const labels = Object.fromEntries(LIGHT_LABELS.map((c) => [`--mantine-color-${c}-light-color`, readableShade(theme.colors[c][6], theme.colors[c][1], ratio)]));
  // Links and light-variant labels (the active menu item) in the theme colour: on white, and on the light
  // tint behind them (brand-1, brand-2 when hovered; readable on the darker is readable on both).
  const brandText = readableShade(brand[8], brand[2], ratio);
  return {
    ...labels,
    '--mantine-color-body': theme.white,
    '--mantine-color-text': theme.black,
    // gray-6, Mantine's dimmed, is 3.3:1 on white.
    '--mantine-color-dimmed': high ? gray[8] : gray[7],
    '--mantine-color-placeholder': high ? gray[7] : gray[5],
    '--mantine-color-disabled-color': high ? gray[7] : gray[5],
    '--mantine-color-default-border': high ? gray[7] : gray[4],
    '--mantine-color-anchor': brandText,
    '--mantine-color-brand-light-color': brandText,
    '--mantine-primary-color-light-color': brandText,
    '--ht-page': high ? theme.white : PAGE_LIGHT,
    '--ht-divider': high ? gray[6] : gray[3],
    '--ht-tab-active': brand[0],
    '--ht-focus-ring': readableShade(brand[8], theme.white, high ? TEXT_RATIO.normal : NON_TEXT_RATIO),
    '--ht-sticky-shadow': 'rgb(0 0 0 / 0.25)',
    '--ht-sidebar-title': high ? shade(SIDEBAR_TITLE, 0.45) : SIDEBAR_TITLE,
    '--ht-sidebar-title-text': theme.white,
    '--ht-diagram-passed': theme.colors.green[8],
    '--ht-diagram-waiting': theme.colors.orange[8],
    '--ht-diagram-waiting-fill': theme.colors.orange[0],
  };
}

function darkColors(theme: MantineTheme, contrast: Contrast): ShellColors {
  const { dark } = theme.colors;
  const brand = theme.colors.brand ?? theme.colors.blue;
  const high = contrast === 'high';
  const ratio = TEXT_RATIO[contrast];
  const body = dark[7];
  // The theme colour's light variant (active menu item, light buttons) as deep solid shades of it (deeper
  // in high contrast, so even a white theme colour leaves room for 7:1); its label is measured on the
  // lighter one, the hovered.
  const brandLight = shade(brand[8], high ? 0.8 : 0.7);
  const brandLightHover = shade(brand[8], high ? 0.75 : 0.6);
  const brandLightText = readableTint(brand[0], brandLightHover, ratio);
  return {
    '--mantine-color-body': body,
    '--mantine-color-text': high ? theme.white : dark[0],
    '--mantine-color-dimmed': high ? dark[0] : dark[1],
    '--mantine-color-placeholder': high ? dark[1] : dark[3],
    '--mantine-color-disabled-color': high ? dark[1] : dark[3],
    '--mantine-color-default-border': high ? dark[2] : dark[4],
    '--mantine-color-anchor': readableTint(brand[8], body, ratio),
    '--mantine-color-brand-light': brandLight,
    '--mantine-color-brand-light-hover': brandLightHover,
    '--mantine-color-brand-light-color': brandLightText,
    '--mantine-primary-color-light-color': brandLightText,
    '--ht-page': dark[8],
    '--ht-divider': high ? dark[2] : dark[4],
    '--ht-tab-active': brandLight,
    '--ht-focus-ring': readableTint(brand[8], body, high ? TEXT_RATIO.normal : NON_TEXT_RATIO),
    // A shadow must be deeper to show on a dark surface.
    '--ht-sticky-shadow': 'rgb(0 0 0 / 0.6)',
    '--ht-sidebar-title': shade(SIDEBAR_TITLE, high ? 0.45 : 0.3),
    '--ht-sidebar-title-text': theme.white,
    '--ht-diagram-passed': theme.colors.green[5],
    '--ht-diagram-waiting': theme.colors.orange[5],
    '--ht-diagram-waiting-fill': shade(theme.colors.orange[8], 0.7),
  };
}

/** The variables of one colour scheme at one contrast, for a theme built by buildTheme (its `brand` colour). */
export function shellColors(theme: MantineTheme, scheme: Scheme, contrast: Contrast): ShellColors {
  return scheme === 'light' ? lightColors(theme, contrast) : darkColors(theme, contrast);
}
