/**
 * The Mantine theme, built from the user's theme colour (default #1890ff, SPEC.md section 9) and size.
 * The palette is the colour picker's cluster (src/lib/color.ts): index 8 is the chosen colour. Text on
 * filled controls is chosen automatically so it keeps WCAG AA contrast whatever colour is picked.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { mantinePalette } from '../lib/color';
import { DEFAULT_THEME, type Size } from '../state/settings.model';

/** Element-style sizes as a scale of every rem value: 'default' is the largest (big kiosk controls). */
const SCALE: Record<Size, number> = { default: 1.1, medium: 1, small: 0.92, mini: 0.85 };

/** White text needs a background of relative luminance at most 0.183 for 4.5:1. */
const AA_LUMINANCE_THRESHOLD = 0.183;

export function buildTheme(color: string = DEFAULT_THEME, size: Size = 'medium'): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 8,
    colors: { brand: mantinePalette(color) as unknown as MantineColorsTuple },
    autoContrast: true,
    luminanceThreshold: AA_LUMINANCE_THRESHOLD,
    scale: SCALE[size],
    fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  });
}

/** Dimmed text one shade darker than Mantine's default (gray 6 on white is 3.3:1, below WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
