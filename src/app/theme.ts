/** The Mantine theme: the brand blue of SPEC.md (#1890ff) as the primary colour. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ten shades around #1890ff (index 5), lightest first. */
const brand: MantineColorsTuple = ['#e6f7ff', '#bae7ff', '#91d5ff', '#69c0ff', '#40a9ff', '#1890ff', '#096dd9', '#0050b3', '#003a8c', '#002766'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 5,
  colors: { brand },
  fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
});
