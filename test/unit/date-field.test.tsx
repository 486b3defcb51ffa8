/**
 * DateField, every date input of the shell: a text input (never type="date") that takes a typed
 * YYYY-MM-DD, reports a half-typed date as typed (so a form can name it), closes its calendar once a
 * whole date is typed (it would cover what comes next), and names months in the UI language.
 */
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale, registerMessages } from '../../src/lib/i18n';
import { DateField } from '../../src/ui/DateField';
import { uiTexts } from '../../src/ui/ui-texts';

registerMessages('zh', uiTexts.zh);
registerMessages('en', uiTexts.en);
const instant = { components: { Popover: { defaultProps: { transitionProps: { duration: 0 } } } } };

let root: Root;
let reported: string[] = [];
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Expires" name="expiresOn" value={value} onChange={(v) => (reported.push(v), setValue(v))} />;
}
async function mount(initial = '') {
  reported = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider theme={instant}>
        <Field initial={initial} />
      </MantineProvider>,
    ),
  );
  return host.querySelector('input[name="expiresOn"]') as HTMLInputElement;
}
async function type(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const calendarOpen = () => document.querySelector('[data-dates-dropdown]') !== null;

test('the named input is a text field labelled by its label; typing YYYY-MM-DD gives that value', async () => {
  const field = await mount();
  assert.is(field.type, 'text');
  assert.is.not(field.getAttribute('type'), 'date');
  assert.is(field.labels?.[0]?.textContent, 'Expires');
  await act(async () => field.focus());
  assert.ok(calendarOpen(), 'focus opens the calendar');
  await type(field, '2026-11-2');
  assert.ok(calendarOpen(), 'still open while the date is incomplete');
  await type(field, '2026-11-24');
  assert.equal(reported, ['2026-11-2', '2026-11-24'], 'a half date is reported as typed, the whole one as the value');
  assert.is(field.value, '2026-11-24');
  assert.not.ok(calendarOpen(), 'a whole typed date closes the calendar');
  await type(field, '');
  assert.is(reported.at(-1), '', 'emptied');
  await act(async () => root.unmount());
});

test('a stored value shows as YYYY-MM-DD; the calendar names its month and weekdays in the UI language', async () => {
  for (const [lang, month, monday] of [
    ['zh', '2026年11月', '一'],
    ['en', 'November 2026', 'Mo'],
  ] as const) {
    locale.value = lang;
    const field = await mount('2026-11-24');
    assert.is(field.value, '2026-11-24', `the same format in ${lang}`);
    await act(async () => field.focus());
    const calendar = document.querySelector('[data-dates-dropdown]')!;
    assert.match(calendar.textContent!, month);
    assert.is(calendar.querySelector('thead th')?.textContent, monday, 'weeks start on Monday');
    await act(async () => root.unmount());
  }
  locale.value = 'zh';
});

test.run();
