/** The cheap row controls of a DataTable render exactly what Mantine renders for the same props, under the shell's theme. */
import { Anchor, Button, Checkbox, Group, MantineProvider, UnstyledButton } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTheme } from '../../src/app/theme';
import { CellActions, CellButton, CellCheckbox, CellLink } from '../../src/ui/cell-controls';
import { RouterLink } from '../../src/ui/RouterLink';
import { TreeCell } from '../../src/ui/TreeCell';

/** Markup inside the provider, without its style tag and without Mantine's generated ids. */
const markup = (node: ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={buildTheme('#0f7a3a')}>{node}</MantineProvider>)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/ id="[^"]*"/g, '');
const noop = () => {};

/** The element of Mantine's checkbox markup that draws the box, and the mark's path. */
const inputOf = (html: string) => html.match(/<input[^>]*\/>/)?.[0] ?? 'no input';
const markOf = (html: string) => html.match(/<path[^>]*>/)?.[0] ?? 'no mark';

/** Mantine's button with its label straight inside (a <button> centres its content without the two spans). */
const drawnButton = (html: string) => html.replace(/<span class="[^"]*mantine-Button-inner"><span class="[^"]*mantine-Button-label">([^<]*)<\/span><\/span>/, '$1');

test("CellCheckbox is the input of Checkbox size xs alone (its wrappers' variables are the table cell's), and Mantine's mark while checked", () => {
  for (const checked of [false, true]) {
    const mantine = markup(<Checkbox size="xs" aria-label="选择 7" checked={checked} onChange={noop} />);
    const cell = markup(<CellCheckbox label="选择 7" checked={checked} onChange={noop} />);
    assert.ok(cell.startsWith(inputOf(mantine)), "Mantine's very input element comes first");
    assert.is((cell.match(/<(div|input|svg)\b/g) ?? []).length, checked ? 2 : 1, 'nothing else but the mark while checked');
    if (checked) assert.ok(cell.includes(markOf(mantine)), "the mark is Mantine's");
  }
});

test('CellButton is Button compact-xs subtle, in the theme colour and in red, its label straight inside', () => {
  const plain = markup(
    <Button size="compact-xs" variant="subtle" aria-label="编辑 7" onClick={noop}>
      编辑
    </Button>,
  );
  assert.ok(plain.includes('mantine-Button-label'), "the spans left out are there in Mantine's");
  assert.is(
    markup(
      <CellButton aria-label="编辑 7" onClick={noop}>
        编辑
      </CellButton>,
    ),
    drawnButton(plain),
  );
  assert.is(
    markup(
      <CellButton color="red" onClick={noop}>
        删除
      </CellButton>,
    ),
    drawnButton(
      markup(
        <Button size="compact-xs" variant="subtle" color="red" onClick={noop}>
          删除
        </Button>,
      ),
    ),
  );
});

test('CellActions is Group gap 4 without wrapping', () => {
  assert.is(
    markup(<CellActions>x</CellActions>),
    markup(
      <Group gap={4} wrap="nowrap">
        x
      </Group>,
    ),
  );
});

test("TreeCell is Group gap 4 without wrapping, indented, around UnstyledButton's toggle", () => {
  const cell = markup(
    <TreeCell depth={2} hasChildren expanded label="系统管理" onToggle={noop}>
      x
    </TreeCell>,
  );
  const label = cell.match(/aria-label="([^"]*)"/)?.[1];
  assert.is(
    cell,
    markup(
      <Group gap={4} wrap="nowrap" style={{ paddingInlineStart: 36 }} data-depth={2}>
        <UnstyledButton onClick={noop} aria-expanded aria-label={label} data-ht="tree-toggle" style={{ width: 16, textAlign: 'center', lineHeight: 1 }}>
          <span aria-hidden="true">▾</span>
        </UnstyledButton>
        x
      </Group>,
    ),
  );
});

test('CellLink is Anchor over the router link', () => {
  assert.is(
    markup(
      <CellLink href="/x?id=7" aria-label="打开 7" data-ht="open">
        标签
      </CellLink>,
    ),
    markup(
      <Anchor component={RouterLink} href="/x?id=7" aria-label="打开 7" data-ht="open">
        标签
      </Anchor>,
    ),
  );
});

test.run();
