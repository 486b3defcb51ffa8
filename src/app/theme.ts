/**
 * The Mantine theme: the brand blue of SPEC.md (#1890ff) as the primary colour. Filled controls use the
 * next shade (#096dd9): white text on #1890ff has a contrast of 3.1:1, below WCAG AA's 4.5:1.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Ten shades around #1890ff (index 5), lightest first. */
const brand: MantineColorsTuple = ['#e6f7ff', '#bae7ff', '#91d5ff', '#69c0ff', '#40a9ff', '#1890ff', '#096dd9', '#0050b3', '#003a8c', '#002766'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
});

/** Dimmed text one shade darker than Mantine's default (gray 6 on white is 3.3:1, below WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
