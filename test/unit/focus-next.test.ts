/** SPEC.md section 2: Enter moves focus to the next input (src/ui/focus-next.ts); optional fields marked data-enter-skip are left out of the chain. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { focusNextOnEnter } from '../../src/ui/focus-next';

function form() {
  const el = document.createElement('form');
  el.innerHTML = '<input name="summary"><input name="dept" data-enter-skip><input name="debit"><input name="credit">';
  document.body.append(el);
  const input = (name: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const enter = (target: HTMLElement) => {
    let prevented = false;
    focusNextOnEnter({ key: 'Enter', target, currentTarget: el, defaultPrevented: false, preventDefault: () => (prevented = true), isComposing: false });
    return prevented;
  };
  return { el, input, enter };
}

test('Enter moves to the next input, past one marked data-enter-skip', () => {
  const f = form();
  f.input('summary').focus();
  assert.ok(f.enter(f.input('summary')));
  assert.is(document.activeElement, f.input('debit'));
  f.el.remove();
});

test('from the skipped field itself (reached by Tab), Enter still moves on; the last field keeps Enter', () => {
  const f = form();
  f.input('dept').focus();
  assert.ok(f.enter(f.input('dept')));
  assert.is(document.activeElement, f.input('debit'));
  assert.not.ok(f.enter(f.input('credit')), 'the last field: Enter submits');
  f.el.remove();
});

test.run();
