/**
 * The signed-out pages' mount (src/app/signed-out/mount.tsx): the first page, shown before React, stays
 * as it is when React's route table asks for the same page (what the person typed is kept), another page
 * replaces it, and only the page on screen is taken away by its remover.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { showSignedOutPage, signedOutPageAt } from '../../src/app/signed-out/mount';

const host = document.createElement('div');
host.id = 'signed-out';
document.body.append(host);

const form = () => host.querySelector('form');
const account = () => host.querySelector<HTMLInputElement>('input[name="username"]');

test('the same page is kept with what was typed; another page replaces it; a stale remover does nothing', () => {
  const removeFirst = showSignedOutPage('main');
  assert.is(form()?.dataset.ht, 'login-form');
  const typed = account()!;
  typed.value = 'frontdesk';
  typed.dispatchEvent(new Event('input', { bubbles: true }));

  const removeAgain = showSignedOutPage('main');
  assert.is(account(), typed, 'the same input, not a new form');
  assert.is(account()!.value, 'frontdesk');

  const removeRegister = showSignedOutPage('register');
  assert.is(host.querySelector('[data-ht="login-form"]'), null);
  assert.is(host.querySelector('main')?.dataset.route, '/register');

  removeFirst();
  removeAgain();
  assert.is(host.querySelector('main')?.dataset.route, '/register', 'the login page removers leave the registration page alone');
  removeRegister();
  assert.is(host.innerHTML, '');
});

test('a fresh login page after one was removed starts empty', () => {
  const remove = showSignedOutPage('admin');
  assert.is(form()?.dataset.variant, 'admin');
  assert.is(account()!.value, '');
  remove();
  assert.is(host.innerHTML, '');
});

test('each signed-out path names its page; any other path is for React', () => {
  const pages = ['/login', '/initplat/login', '/admin/login', '/register', '/index', '/login/extra'].map(signedOutPageAt);
  assert.equal(pages, ['main', 'initplat', 'admin', 'register', null, null]);
});

test.run();
