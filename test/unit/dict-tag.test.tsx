/** DictTag: labels for values (coloured or plain by listClass), unknown values as they are, text never HTML. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DictData } from '../../src/ui/dict-cache';
import { DictTag, dictValues } from '../../src/ui/DictTag';

const options: DictData[] = [
  { dictLabel: '正常', dictValue: '0', listClass: 'primary' },
  { dictLabel: '<i>停用</i>', dictValue: '1', listClass: 'default' },
];

test('dictValues: single, list and separated values', () => {
  assert.equal(dictValues(null), []);
  assert.equal(dictValues(''), []);
  assert.equal(dictValues(0), ['0']);
  assert.equal(dictValues('0,1'), ['0', '1']);
  assert.equal(dictValues([0, '1']), ['0', '1']);
});

test('renders labels as text, unknown values as they are', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider>
        <DictTag options={options} value="0,1,9" />
      </MantineProvider>,
    ),
  );
  const tag = host.querySelector('[data-ht="dict-tag"]')!;
  assert.is(tag.textContent, '正常<i>停用</i>9');
  assert.is(tag.querySelector('i'), null);
  assert.ok(tag.querySelector('[data-value="0"]')!.className.includes('Badge'), 'listClass primary is a badge');
  assert.is(tag.querySelector('[data-value="1"]')!.tagName, 'SPAN');
  await act(async () => root.unmount());
});

test.run();
