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

/** Mantine's checkbox less what draws nothing in a cell: the empty label wrapper, and the check mark while unchecked. */
const drawnCheckbox = (html: string, checked: boolean) => {
  const drawn = html.replace(/<div class="[^"]*mantine-Checkbox-labelWrapper"><\/div>/, '');
  return checked ? drawn : drawn.replace(/<svg[^]*<\/svg>/, '');
};
/** Mantine's button with its label straight inside (a <button> centres its content without the two spans). */
const drawnButton = (html: string) => html.replace(/<span class="[^"]*mantine-Button-inner"><span class="[^"]*mantine-Button-label">([^<]*)<\/span><\/span>/, '$1');

test('CellCheckbox is Checkbox size xs, checked and not, less the parts that draw nothing', () => {
  for (const checked of [false, true]) {
    const mantine = markup(<Checkbox size="xs" aria-label="选择 7" checked={checked} onChange={noop} />);
    assert.ok(mantine.includes('labelWrapper') && mantine.includes('<svg'), "the parts left out are there in Mantine's");
    assert.is(markup(<CellCheckbox label="选择 7" checked={checked} onChange={noop} />), drawnCheckbox(mantine, checked));
  }
  assert.ok(markup(<CellCheckbox label="选择 7" checked onChange={noop} />).includes('mantine-Checkbox-icon'), 'a checked box shows its mark');
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
