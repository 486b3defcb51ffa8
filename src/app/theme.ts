/**
 * The Mantine theme, built from the user's theme colour (default #1890ff, SPEC.md section 9) and size.
 * The palette is the colour picker's cluster (src/lib/color.ts): index 8 is the chosen colour. Text on
 * filled controls is chosen automatically so it keeps WCAG AA contrast whatever colour is picked.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { mantinePalette, readableShade } from '../lib/color';
import { DEFAULT_THEME, type Size } from '../state/settings.model';

/** Element-style sizes as a scale of every rem value: 'default' is the largest (big kiosk controls). */
const SCALE: Record<Size, number> = { default: 1.1, medium: 1, small: 0.92, mini: 0.85 };

/** White text needs a background of relative luminance at most 0.183 for 4.5:1. */
const AA_LUMINANCE_THRESHOLD = 0.183;

/** Overlays and menus appear and go at once in automation mode, so scripts never race a transition. */
const INSTANT = { transitionProps: { duration: 0, exitDuration: 0 } };
const instantComponents = {
  Modal: { defaultProps: INSTANT },
  Drawer: { defaultProps: INSTANT },
  Menu: { defaultProps: INSTANT },
  Popover: { defaultProps: INSTANT },
  Tooltip: { defaultProps: INSTANT },
  Spotlight: { defaultProps: INSTANT },
  Collapse: { defaultProps: { transitionDuration: 0 } },
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
    : named;
  return createTheme({
    respectReducedMotion: true,
    components,
    primaryColor: 'brand',
    primaryShade: 8,
    colors: { brand: mantinePalette(color) as unknown as MantineColorsTuple },
    autoContrast: true,
    luminanceThreshold: AA_LUMINANCE_THRESHOLD,
    scale: SCALE[size],
    fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  });
}

/**
 * Text-level colours with WCAG AA contrast: dimmed text one shade darker than Mantine's default (gray 6
 * on white is 3.3:1), and links and light-variant labels (active menu item) in the theme colour darkened
 * until they read on white and on the light tint behind them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const brand = theme.colors.brand ?? theme.colors.blue;
  const text = readableShade(brand[8], brand[2]);
  // Light-variant alerts and badges: their text colour darkened until it reads on their light background.
  const lightText = Object.fromEntries(
    ['red', 'yellow', 'orange', 'green', 'blue', 'gray'].map((c) => [`--mantine-color-${c}-light-color`, readableShade(theme.colors[c][6], theme.colors[c][1])]),
  );
  return {
    variables: {},
    light: {
      ...lightText,
      '--mantine-color-dimmed': theme.colors.gray[7],
      '--mantine-color-anchor': text,
      '--mantine-color-brand-light-color': text,
      '--mantine-primary-color-light-color': text,
    },
    dark: {},
  };
};
