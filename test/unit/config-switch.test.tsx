/**
 * The config page (参数设置) shows a yes/no key as a switch, not a raw code: the list reads On/Off in the
 * UI language with the stored code dimmed, the edit dialog offers a switch that saves the codes the
 * server compares with ('true'/'false', '1'/'0'), and free text stays free text.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SysConfig } from '../../server/contracts/config';
import { locale, registerMessages } from '../../src/lib/i18n';
import { configSwitch } from '../../src/modules/system/config-switch';
import { systemTexts } from '../../src/modules/system/locales';
import { drawFields } from '../../src/ui/crud/draw-resource';
import { configResource } from '../../src/modules/system/resources';
import { CrudForm } from '../../src/ui/crud/CrudForm';
import { uiTexts } from '../../src/ui/ui-texts';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
registerMessages('zh', { ...uiTexts.zh, ...systemTexts.zh });
registerMessages('en', { ...uiTexts.en, ...systemTexts.en });

const instant = { components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } } } };
const row = (configKey: string, configValue: string, configId = 1): SysConfig => ({ configId, configName: configKey, configKey, configValue, configType: 'Y', remark: '', version: 1 }) as SysConfig;

let root: Root;
let submitted: Array<Record<string, unknown>> = [];
async function open(initial: Record<string, unknown>, editing = true) {
  submitted = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <MantineProvider theme={instant}>
        <CrudForm
          opened
          title="修改"
          fields={drawFields(configResource.fields)}
          initial={initial}
          editing={editing}
          onDirtyChange={() => {}}
          onCancel={() => {}}
          onSubmit={async (values) => void submitted.push(values)}
        />
      </MantineProvider>,
    );
  });
}
const close = () => act(async () => root.unmount());
const dialog = () => document.querySelector('[data-ht="crud-form"]') as HTMLElement;
const save = () => act(async () => (dialog().querySelector('[data-ht="crud-save"]') as HTMLButtonElement).click());

/** The list cell as text, its dimmed code apart. */
function cell(config: SysConfig): { text: string; code: string | null } {
  const host = document.createElement('div');
  const cellRoot = createRoot(host);
  const render = configResource.columns.find((c) => c.key === 'configValue')!.render!;
  act(() =>
    cellRoot.render(
      <MantineProvider>
        <div data-cell>{render(config, 0)}</div>
      </MantineProvider>,
    ),
  );
  const out = { text: host.querySelector('[data-cell]')!.textContent ?? '', code: host.querySelector('[data-option-code]')?.textContent ?? null };
  act(() => cellRoot.unmount());
  return out;
}

test('which keys are switches: the built-in ones by key, a saved key by its true/false or Y/N value', () => {
  assert.equal(configSwitch({ configKey: 'enableContactService', configValue: '1' }), { on: '1', off: '0' });
  assert.equal(configSwitch({ configKey: 'sys.account.captchaEnabled' }), { on: 'true', off: 'false' });
  assert.equal(configSwitch({ configId: 9, configKey: 'hotel.flag', configValue: 'N' }), { on: 'Y', off: 'N' });
  assert.is(configSwitch({ configKey: 'hotel.flag', configValue: 'true' }), undefined, 'a new key being typed stays text');
  assert.is(configSwitch({ configId: 9, configKey: 'sys.session.idleMinutes', configValue: '30' }), undefined);
});

test('the list reads On/Off in the UI language with the code dimmed; free text as stored', () => {
  locale.value = 'zh';
  assert.equal(cell(row('sys.account.captchaEnabled', 'true')), { text: '开启 true', code: 'true' });
  assert.equal(cell(row('enableContactService', '0')), { text: '关闭 0', code: '0' });
  locale.value = 'en';
  assert.equal(cell(row('sys.account.registerUser', 'false')), { text: 'Off false', code: 'false' });
  assert.equal(cell(row('sys.session.idleMinutes', '30')), { text: '30', code: null });
  locale.value = 'zh';
});

test('the dialog offers a switch named by the field, saving the codes the server reads', async () => {
  locale.value = 'zh';
  await open(row('sys.account.captchaEnabled', 'true'));
  const toggle = dialog().querySelector('input[name="configValue"]') as HTMLInputElement;
  assert.is(toggle.type, 'checkbox');
  assert.is(toggle.getAttribute('role'), 'switch');
  assert.match(toggle.labels?.[0]?.textContent ?? '', /^参数键值/, 'the switch is named by the field');
  assert.ok(toggle.checked);
  assert.match(dialog().textContent!, '开启 (true)');
  await act(async () => toggle.click());
  assert.match(dialog().textContent!, '关闭 (false)');
  await save();
  assert.is(submitted[0].configValue, 'false');
  await close();

  await open(row('sys.session.idleMinutes', '30'));
  assert.is((dialog().querySelector('input[name="configValue"]') as HTMLInputElement).type, 'text', 'a number stays a text field');
  await close();
});

test.run();
