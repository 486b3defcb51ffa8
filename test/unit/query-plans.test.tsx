/** The query-plan panel: the empty-name message inline, saving, applying a saved plan. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { QueryPlans, type PlanField, type StoredPlan } from '../../src/ui/QueryPlans';
import { serializePlan } from '../../src/ui/query-plan';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

const fields: PlanField[] = [
  { field: 'configName', label: 'Name', type: 'text' },
  { field: 'amount', label: 'Amount', type: 'number' },
];
let stored: StoredPlan[] = [];
const saved: string[] = [];
const applied: Record<string, string>[] = [];

let root: Root;
let host: HTMLElement;
async function mount() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryPlans
          fields={fields}
          list={async () => stored}
          save={async (content) => void saved.push(content)}
          rename={async () => {}}
          remove={async () => {}}
          onApply={(query) => applied.push(query)}
        />
      </MantineProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

test('saving without a name shows the plan-name message inline and saves nothing', async () => {
  locale.value = 'en';
  await mount();
  assert.ok(host.querySelector('[data-ht="query-plans"]'));
  await act(async () => button('Save plan').click());
  assert.ok(host.textContent!.includes('Please enter the plan name'));
  assert.equal(saved, []);
  await act(async () => root.unmount());
  locale.value = 'zh';
});

test('a saved plan is listed and applies its query', async () => {
  stored = [
    { id: 7, content: serializePlan({ name: 'Big', conditions: [{ field: 'amount', operator: 'ge', value: 100 }] }) },
    { id: 8, content: 'broken' },
  ];
  locale.value = 'en';
  await mount();
  assert.is(host.querySelectorAll('[data-ht="query-plan"]').length, 1, 'the unreadable plan is skipped');
  await act(async () => button('Apply plan Big').click());
  assert.equal(applied.at(-1), { 'amount[ge]': '100' });
  await act(async () => root.unmount());
  locale.value = 'zh';
});

test.run();
