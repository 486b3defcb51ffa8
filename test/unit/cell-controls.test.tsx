/** The cheap row controls of a DataTable render exactly what Mantine renders for the same props, under the shell's theme. */
import { Anchor, Button, Checkbox, Group, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTheme } from '../../src/app/theme';
import { CellActions, CellButton, CellCheckbox, CellLink } from '../../src/ui/cell-controls';
import { RouterLink } from '../../src/ui/RouterLink';

/** Markup inside the provider, without its style tag and without Mantine's generated ids. */
const markup = (node: ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={buildTheme('#0f7a3a')}>{node}</MantineProvider>)
    .replace(/<style[^]*?<\/style>/g, '')
    .replace(/ id="[^"]*"/g, '');
const noop = () => {};

test('CellCheckbox is Checkbox size xs, checked and not', () => {
  for (const checked of [false, true]) {
    assert.is(markup(<CellCheckbox label="选择 7" checked={checked} onChange={noop} />), markup(<Checkbox size="xs" aria-label="选择 7" checked={checked} onChange={noop} />));
  }
});

test('CellButton is Button compact-xs subtle, in the theme colour and in red', () => {
  assert.is(markup(<CellButton aria-label="编辑 7" onClick={noop}>编辑</CellButton>), markup(<Button size="compact-xs" variant="subtle" aria-label="编辑 7" onClick={noop}>编辑</Button>));
  assert.is(markup(<CellButton color="red" onClick={noop}>删除</CellButton>), markup(<Button size="compact-xs" variant="subtle" color="red" onClick={noop}>删除</Button>));
});

test('CellActions is Group gap 4 without wrapping', () => {
  assert.is(markup(<CellActions>x</CellActions>), markup(<Group gap={4} wrap="nowrap">x</Group>));
});

test('CellLink is Anchor over the router link', () => {
  assert.is(markup(<CellLink href="/x?id=7" aria-label="打开 7" data-ht="open">标签</CellLink>), markup(<Anchor component={RouterLink} href="/x?id=7" aria-label="打开 7" data-ht="open">标签</Anchor>));
});

test.run();
