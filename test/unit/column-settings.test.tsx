/** The column settings dialog: locked columns stay checked, order and visibility are saved as JSON text. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerMessages } from '../../src/lib/i18n';
import { ColumnSettings } from '../../src/ui/ColumnSettings';
import type { Column } from '../../src/ui/column-types';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

const defaults: Column[] = [
  { key: 'code', label: '编码', prop: 'code', fixed: 'left' },
  { key: 'name', label: '名称', prop: 'name' },
  { key: 'note', label: '备注', prop: 'note' },
];

test('locked columns cannot be unchecked; save sends the edited list', async () => {
  const saved: string[] = [];
  const applied: Column[][] = [];
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <MantineProvider theme={{}}>
        <ColumnSettings
          opened
          onClose={() => {}}
          defaults={defaults}
          load={async () => [{ key: 'note', show: false }]}
          save={async (content) => void saved.push(content)}
          reset={async () => {}}
          onApply={(columns) => applied.push(columns)}
        />
      </MantineProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const dialog = document.querySelector('[data-ht="column-settings"]')!;
  assert.ok(dialog, 'the dialog is open');
  assert.ok(document.body.textContent!.includes('请选择需要显示的列'));
  const box = (name: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;
  assert.ok(box('显示编码').checked && box('显示编码').disabled);
  assert.not.ok(box('显示备注').checked, 'the saved list was loaded');
  await act(async () => box('显示备注').click());
  assert.ok(document.querySelector<HTMLButtonElement>('button[aria-label="上移备注"]')!.disabled, 'the saved order put it first');
  await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="下移备注"]')!.click());
  await act(async () => {
    document.querySelector<HTMLButtonElement>('[data-ht="column-save"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const content = JSON.parse(saved[0]) as { key: string; show: boolean }[];
  assert.equal(
    content.map((c) => [c.key, c.show]),
    [
      ['code', true],
      ['note', true],
      ['name', true],
    ],
  );
  assert.equal(
    applied[0].map((c) => c.key),
    ['code', 'note', 'name'],
  );
  await act(async () => root.unmount());
});

test.run();
