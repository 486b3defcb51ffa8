/**
 * The depreciation page's period select (src/modules/assets/DepreciationPage.tsx) reads as a period in the
 * language (第 11 期 / Period 11) while its value, which the run is started with and scripts read from the
 * hidden input, stays the number.
 */
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale } from '../../src/lib/i18n';
import { DepreciationPage } from '../../src/modules/assets/DepreciationPage';
import { mountPage } from './support/mount-page';
import { jsonAnswer, scriptApi } from './support/scripted-api';
import { withServerState } from './support/server-state';
import { registerShellTexts } from './support/shell-texts';

document.documentElement.dataset.automation = '1';
registerShellTexts();

scriptApi(test, (async () => jsonAnswer({ code: 200, msg: 'ok', rows: [], total: 0 })) as typeof fetch, { currentPath: '/assets/depreciation' });
const { host, render } = mountPage(test, withServerState(test));
// Other files of the same run may leave English on.
test.before.each(() => {
  locale.value = 'zh';
});
test.after.each(() => {
  locale.value = 'zh';
});

const month = String(new Date().getMonth() + 1);
const shown = () => host.querySelector<HTMLInputElement>('[data-ht="depreciation-period"]')!.value;
const value = () => host.querySelector<HTMLInputElement>('[data-ht="depreciation-period-value"]')!.value;

test('the period shows as a period in the language, its value stays the number', async () => {
  await render(<DepreciationPage path="/assets/depreciation" menuId={1} />, { permissions: ['assets:depreciation:calculate'] });
  assert.is(shown(), `第 ${month} 期`);
  assert.is(value(), month);
  await act(async () => {
    locale.value = 'en';
  });
  assert.is(shown(), `Period ${month}`);
  assert.is(value(), month);
});

test.run();
