/**
 * WCAG contrast of the shell's colour pairs, as the theme's resolver hands them to Mantine: light, dark and
 * high contrast, for the default theme colour and for colours at the ends of what a user may pick.
 * Normal text 4.5:1 (AA), 7:1 in high contrast; the sidebar title is large bold text (3:1 in light, as
 * SPEC.md's #1890FF allows); focus rings, borders and diagram outlines are not text (3:1).
 */
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTheme, cssVariablesResolver } from '../../src/app/theme';
import { LIGHT_LABELS, type ShellColors } from '../../src/app/shell-colors';
import { contrastRatio } from '../../src/lib/color';
import type { Contrast } from '../../src/state/settings.model';

const THEME_COLOURS = ['#1890ff', '#304156', '#11a983', '#fadb14', '#f5222d', '#000080', '#ffffff', '#000000'];
const CONTRASTS: Contrast[] = ['normal', 'high'];

type Variables = { light: ShellColors; dark: ShellColors };

function resolved(color: string, contrast: Contrast): { theme: MantineTheme; vars: Variables } {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(color));
  const { light, dark } = cssVariablesResolver(contrast)(theme);
  return { theme, vars: { light: light as ShellColors, dark: dark as ShellColors } };
}

/** Asserts `min` for each [text, background, what] pair of one scheme's variables. */
function check(label: string, pairs: Array<[string, string, string, number]>) {
  for (const [fg, bg, what, min] of pairs) {
    const ratio = contrastRatio(fg, bg);
    assert.ok(ratio >= min, `${label}: ${what} ${fg} on ${bg} is ${ratio.toFixed(2)}:1, needs ${min}:1`);
  }
}

test('light: text, dimmed text, links, active items and tabs reach AA, and 7:1 in high contrast', () => {
  for (const color of THEME_COLOURS) {
    for (const contrast of CONTRASTS) {
      const { theme, vars } = resolved(color, contrast);
      const v = vars.light;
      const text = contrast === 'high' ? 7 : 4.5;
      const brand = theme.colors.brand;
      check(`light ${contrast} ${color}`, [
        [v['--mantine-color-text'], v['--mantine-color-body'], 'text on the page card', text],
        [v['--mantine-color-text'], v['--ht-page'], 'text on the main area', text],
        [v['--mantine-color-dimmed'], v['--mantine-color-body'], 'dimmed text', text],
        [v['--mantine-color-dimmed'], v['--ht-page'], 'dimmed text on the main area', text],
        [v['--mantine-color-anchor'], v['--mantine-color-body'], 'links', text],
        // Mantine's light variant is brand-1, brand-2 when hovered (the active menu item).
        [v['--mantine-color-brand-light-color'], brand[1], 'active menu item', text],
        [v['--mantine-color-brand-light-color'], brand[2], 'active menu item, hovered', text],
        [v['--mantine-color-text'], v['--ht-tab-active'], 'active tab', text],
        [v['--ht-sidebar-title-text'], v['--ht-sidebar-title'], 'sidebar title (large bold)', contrast === 'high' ? 7 : 3],
        [v['--ht-focus-ring'], v['--mantine-color-body'], 'focus ring', contrast === 'high' ? 4.5 : 3],
        [v['--mantine-color-text'], v['--ht-diagram-waiting-fill'], 'label of a waiting task', text],
        [v['--ht-diagram-waiting'], v['--ht-diagram-waiting-fill'], 'outline of a waiting task', 3],
        [v['--ht-diagram-passed'], v['--mantine-color-body'], 'the path an approval took', 3],
        ...LIGHT_LABELS.map((c): [string, string, string, number] => [v[`--mantine-color-${c}-light-color`], theme.colors[c][1], `${c} light alert or button`, text]),
      ]);
    }
  }
});

test('dark: the same pairs on the dark surfaces, whatever the theme colour', () => {
  for (const color of THEME_COLOURS) {
    for (const contrast of CONTRASTS) {
      const { vars } = resolved(color, contrast);
      const v = vars.dark;
      const text = contrast === 'high' ? 7 : 4.5;
      check(`dark ${contrast} ${color}`, [
        [v['--mantine-color-text'], v['--mantine-color-body'], 'text on the page card', text],
        [v['--mantine-color-text'], v['--ht-page'], 'text on the main area', text],
        [v['--mantine-color-dimmed'], v['--mantine-color-body'], 'dimmed text', text],
        [v['--mantine-color-dimmed'], v['--ht-page'], 'dimmed text on the main area', text],
        [v['--mantine-color-anchor'], v['--mantine-color-body'], 'links', text],
        [v['--mantine-color-brand-light-color'], v['--mantine-color-brand-light'], 'active menu item', text],
        [v['--mantine-color-brand-light-color'], v['--mantine-color-brand-light-hover'], 'active menu item, hovered', text],
        [v['--mantine-color-text'], v['--ht-tab-active'], 'active tab', text],
        [v['--ht-sidebar-title-text'], v['--ht-sidebar-title'], 'sidebar title', text],
        [v['--ht-focus-ring'], v['--mantine-color-body'], 'focus ring', contrast === 'high' ? 4.5 : 3],
        [v['--mantine-color-text'], v['--ht-diagram-waiting-fill'], 'label of a waiting task', text],
        [v['--ht-diagram-waiting'], v['--ht-diagram-waiting-fill'], 'outline of a waiting task', 3],
        [v['--ht-diagram-passed'], v['--mantine-color-body'], 'the path an approval took', 3],
      ]);
    }
  }
});

test('high contrast: no light grey text (placeholders, disabled) and borders that show, in both schemes', () => {
  const { vars } = resolved('#1890ff', 'high');
  for (const scheme of ['light', 'dark'] as const) {
    const v = vars[scheme];
    check(`${scheme} high`, [
      [v['--mantine-color-placeholder'], v['--mantine-color-body'], 'placeholder', 4.5],
      [v['--mantine-color-disabled-color'], v['--mantine-color-body'], 'disabled text', 4.5],
      [v['--mantine-color-default-border'], v['--mantine-color-body'], 'input border', 3],
      [v['--ht-divider'], v['--mantine-color-body'], 'divider', 3],
    ]);
  }
  // Stronger than normal, not merely equal: the switch changes what people see.
  const normal = resolved('#1890ff', 'normal').vars;
  for (const scheme of ['light', 'dark'] as const) {
    for (const key of ['--mantine-color-dimmed', '--mantine-color-default-border', '--mantine-color-placeholder'] as const) {
      const body = vars[scheme]['--mantine-color-body'];
      assert.ok(contrastRatio(vars[scheme][key], body) > contrastRatio(normal[scheme][key], body), `${scheme} ${key} is stronger in high contrast`);
    }
  }
});

test('dark dimmed text is lifted above Mantine’s default, which falls short of AA (4.0:1)', () => {
  const { theme, vars } = resolved('#1890ff', 'normal');
  assert.ok(contrastRatio(theme.colors.dark[2], theme.colors.dark[7]) < 4.5, "Mantine's dark dimmed, for the record");
  assert.is(vars.dark['--mantine-color-dimmed'], theme.colors.dark[1]);
});

test.run();
