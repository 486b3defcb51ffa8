/**
 * The Mantine theme, built from the user's theme colour (default #1890ff, SPEC.md section 9) and size.
 * The palette is the colour picker's cluster (src/lib/color.ts): index 8 is the chosen colour. Text on
 * filled controls is chosen automatically so it keeps WCAG AA contrast whatever colour is picked.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { mantinePalette } from '../lib/color';
import { DEFAULT_THEME, type Contrast, type Size } from '../state/settings.model';
import { shellColors } from './shell-colors';

/** Element-style sizes as a scale of every rem value: 'default' is the largest (big kiosk controls). */
const SCALE: Record<Size, number> = { default: 1.1, medium: 1, small: 0.92, mini: 0.85 };

/** White text needs a background of relative luminance at most 0.183 for 4.5:1. */
const AA_LUMINANCE_THRESHOLD = 0.183;

/**
 * Closed submenus keep their entries in the document, hidden by `display: none`. Mantine's default hides
 * them in a React <Activity>, which renders hidden content only when the main thread is idle: on a busy
 * terminal a script looking for a sidebar entry by its `data-path` did not find it yet.
 */
const MOUNTED_COLLAPSE = { keepMountedMode: 'display-none' } as const;

/** Overlays and menus appear and go at once in automation mode, so scripts never race a transition. */
const INSTANT = { transitionProps: { duration: 0, exitDuration: 0 } };
const instantComponents = {
  Modal: { defaultProps: INSTANT },
  Drawer: { defaultProps: INSTANT },
  Menu: { defaultProps: INSTANT },
  Popover: { defaultProps: INSTANT },
  Tooltip: { defaultProps: INSTANT },
  Spotlight: { defaultProps: INSTANT },
  Collapse: { defaultProps: { ...MOUNTED_COLLAPSE, transitionDuration: 0 } },
};

/** Close buttons of dialogs and drawers get an accessible name in the current language. */
function namedCloseButtons(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return { Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } };
}

export function buildTheme(color: string = DEFAULT_THEME, size: Size = 'medium', automation = false, closeLabel = 'Close'): MantineThemeOverride {
  const named = namedCloseButtons(closeLabel);
  const components = automation
    ? { ...instantComponents, Modal: { defaultProps: { ...INSTANT, ...named.Modal.defaultProps } }, Drawer: { defaultProps: { ...INSTANT, ...named.Drawer.defaultProps } } }
    : { ...named, Collapse: { defaultProps: MOUNTED_COLLAPSE } };
  return createTheme({
    respectReducedMotion: true,
    components,
    primaryColor: 'brand',
    primaryShade: 8,
    colors: { brand: mantinePalette(color) as unknown as MantineColorsTuple },
    autoContrast: true,
    luminanceThreshold: AA_LUMINANCE_THRESHOLD,
    scale: SCALE[size],
    // The stack of the page's language (login.css: CJK first in Chinese, Latin first in English).
    fontFamily: 'var(--ht-font)',
  });
}

/**
 * The shell's colours of both schemes at the user's contrast (shell-colors.ts): text-level colours with
 * WCAG AA contrast whatever theme colour is chosen (dimmed text one shade darker than Mantine's, links
 * and light-variant labels in the theme colour darkened, or lightened in dark, until they read), and the
 * `--ht-*` variables of the hand-written CSS.
 */
export function cssVariablesResolver(contrast: Contrast = 'normal'): CSSVariablesResolver {
  return (theme) => ({ variables: {}, light: shellColors(theme, 'light', contrast), dark: shellColors(theme, 'dark', contrast) });
}
