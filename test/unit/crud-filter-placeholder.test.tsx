/**
 * A described filter may carry a placeholder (a text key, crud-types.ts `placeholder`): the list's filter bar
 * shows it in the language, as the voucher list's 会计期间 shows its YYYY-MM format; a date filter keeps its own.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale } from '../../src/lib/i18n';
import { voucherResource } from '../../src/modules/accounting/voucher-resource';
import { CrudPage } from '../../src/ui/crud/CrudPage';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

document.documentElement.dataset.automation = '1';
registerShellTexts();

scriptApi(test, (async () => jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 })) as typeof fetch, { currentPath: '/accounting/voucher/entry' });
const { host, render } = mountPage(test, withServerState(test));
// Other files of the same run may leave English on.
test.before.each(() => {
  locale.value = 'zh';
});
test.after.each(() => {
  locale.value = 'zh';
});

const placeholder = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.placeholder;

test('the voucher list says how to type a period, in the language; the date filters keep their format', async () => {
  await render(<CrudPage resource={voucherResource('entry', { number: (row) => row.voucherNo, rowActions: () => [] })} pageId="1" />);
  assert.is(placeholder('period'), '年-月，如 2026-01');
  assert.is(placeholder('beginTime'), 'YYYY-MM-DD');
  assert.is(placeholder('voucherWord'), '', 'a filter without one shows none');
  await act(async () => {
    locale.value = 'en';
  });
  assert.is(placeholder('period'), 'Year-month, e.g. 2026-01');
});

test.run();
