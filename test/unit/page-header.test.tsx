/**
 * One page template (src/ui/PageHeader.tsx): the title row comes first — the page's one h1 with its
 * primary actions — and what the page puts under it (an import panel) follows the title, never precedes
 * it; CrudPage pages get the same header, with their panel (`belowTitle`) between the title and the filters.
 */
import { Button } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { CrudPage } from '../../src/ui/crud/CrudPage';
import type { CrudResource } from '../../src/ui/crud/crud-types';
import { PageHeader } from '../../src/ui/PageHeader';
import { uiTexts } from '../../src/ui/ui-texts';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';

document.documentElement.dataset.automation = '1';
registerMessages('zh', uiTexts.zh);

scriptApi(test, (async () => jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 })) as typeof fetch, { currentPath: '/things' });
const { host, render } = mountPage(test, { ...withServerState(test), roles: ['admin'], permissions: ['*:*:*'] });
test.before.each(() => {
  locale.value = 'zh';
});
test.after.each(() => {
  history.replaceState(null, '', '/');
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
async function show(node: ReactNode) {
  await render(node);
  await settle();
}
/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

test('the title row: one h1 and the primary actions beside it, then what the page puts under it', async () => {
  await show(
    <PageHeader title="总账" actions={<Button data-ht="run">试算</Button>}>
      <p data-ht="panel">导入</p>
    </PageHeader>,
  );
  const header = host.querySelector('[data-ht="page-header"]')!;
  const h1 = [...host.querySelectorAll('h1')];
  assert.equal(
    h1.map((h) => h.textContent),
    ['总账'],
  );
  const actions = header.querySelector('[data-ht="page-actions"]')!;
  assert.ok(actions.querySelector('[data-ht="run"]'), 'the action is in the title row');
  assert.is(h1[0].parentElement, actions.parentElement, 'title and actions share one row');
  assert.ok(before(h1[0], header.querySelector('[data-ht="panel"]')!), 'the panel follows the title');

  await show(<PageHeader title="期末结账" />);
  assert.not.ok(host.querySelector('[data-ht="page-actions"]'), 'no empty action group');
});

test("a CrudPage's panel sits under its title and above its filters", async () => {
  history.replaceState(null, '', '/things');
  const resource: CrudResource<{ thingId: number; name: string }> = {
    tableId: 'things',
    title: () => '物品',
    idField: 'thingId',
    base: '/htservice/thing',
    columns: [{ key: 'name', label: () => '名称', prop: 'name', width: 160 }],
    filters: [{ key: 'name', label: () => '名称', type: 'text' }],
    fields: [],
    permissions: {},
  };
  await show(<CrudPage resource={resource} pageId="1" belowTitle={<p data-ht="panel">导入</p>} />);
  const h1 = host.querySelector('h1')!;
  const panel = host.querySelector('[data-ht="panel"]')!;
  const search = host.querySelector('[role="search"]')!;
  assert.is(h1.textContent, '物品');
  assert.ok(before(h1, panel) && before(panel, search), 'title, then panel, then filters');
});

test.run();
