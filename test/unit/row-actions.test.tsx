/**
 * A row's actions in little room (src/ui/RowActions.tsx): up to three actions are buttons; more than three
 * show the first two and a 更多 menu named after the row, whose items carry the names and hooks the buttons
 * would have had; actions a row's status or the user's permissions rule out (false, null) are not offered.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { RowActions, rowActionsWidth, type RowActionList } from '../../src/ui/RowActions';
import { uiTexts } from '../../src/ui/ui-texts';

document.documentElement.dataset.automation = '1';
registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);

const clicked: string[] = [];
const action = (label: string, hook?: string) => ({ label, name: `${label}凭证 记-0005`, hook, onClick: () => void clicked.push(label) });

/** Renders the actions; answers the row's button names and a way to open its menu and read the items. */
async function render(actions: RowActionList) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider>
        <RowActions actions={actions} record="记-0005" />
      </MantineProvider>,
    ),
  );
  const buttons = [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
  const openMenu = async () => {
    await act(async () => host.querySelector<HTMLButtonElement>('[data-ht="row-more"]')!.click());
    return [...document.querySelectorAll('[role="menuitem"]')] as HTMLElement[];
  };
  const unmount = async () => {
    await act(async () => root.unmount());
    host.remove();
  };
  return { buttons, openMenu, unmount };
}

test('three actions or fewer are all buttons; what a row does not allow is left out', async () => {
  locale.value = 'zh';
  const shown = await render([action('审核'), null, false, action('记账'), action('打印')]);
  assert.equal(shown.buttons, ['审核凭证 记-0005', '记账凭证 记-0005', '打印凭证 记-0005']);
  await shown.unmount();
});

test('more than three: the first two are buttons, the rest items of 更多 with the same names and hooks', async () => {
  locale.value = 'zh';
  clicked.length = 0;
  const shown = await render([action('修改'), action('送审', 'voucher-send'), action('打印', 'voucher-print'), action('删除')]);
  assert.equal(shown.buttons, ['修改凭证 记-0005', '送审凭证 记-0005', '更多：记-0005']);
  const items = await shown.openMenu();
  assert.equal(
    items.map((item) => item.getAttribute('aria-label')),
    ['打印凭证 记-0005', '删除凭证 记-0005'],
  );
  assert.equal(
    items.map((item) => item.textContent),
    ['打印', '删除'],
  );
  assert.is(items[0].getAttribute('data-ht'), 'voucher-print');
  await act(async () => items[0].click());
  assert.equal(clicked, ['打印']);
  await shown.unmount();
});

test('the menu is named in the UI language, and the column is wider in English', async () => {
  locale.value = 'en';
  const shown = await render([action('Edit'), action('Send'), action('Print'), action('Delete')]);
  assert.is(shown.buttons[2], 'More: 记-0005');
  const english = rowActionsWidth();
  await shown.unmount();
  locale.value = 'zh';
  assert.ok(rowActionsWidth() < english);
});

test.run();
