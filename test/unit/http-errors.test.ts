/** SPEC.md section 8: what the user sees for each answer code. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type ApiError, interpret, messageFor, networkFailure, type Feedback } from '../../src/lib/http-errors';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';

registerMessages('zh', zh);
registerMessages('en', en);

type Call = [string, ...unknown[]];
function recorder(path = '/accounting/voucher/entry', answer = true) {
  const calls: Call[] = [];
  const feedback: Feedback = {
    message: (text, kind, ms) => void calls.push(['message', text, kind, ms]),
    notify: (text, kind) => void calls.push(['notify', text, kind]),
    confirm: async (o) => (calls.push(['confirm', o.text, o.ok, o.cancel]), answer),
    relogin: () => void calls.push(['relogin']),
    closeWindow: () => void calls.push(['closeWindow']),
    currentPath: () => path,
  };
  return { calls, feedback };
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

/** Lets the dialog's follow-up (it runs after the caller was answered) finish: one macrotask after its microtasks. */
const afterDialog = () => new Promise((resolve) => setTimeout(resolve, 0));

test.before.each(() => {
  locale.value = 'zh';
});

test('code 200 and a body without code resolve with the body and show nothing', async () => {
  const { calls, feedback } = recorder();
  assert.equal(await interpret({ code: 200, msg: 'ok', data: 1 }, 200, feedback), { code: 200, msg: 'ok', data: 1 });
  assert.equal(await interpret({ rows: [] }, 200, feedback), { rows: [] });
  assert.equal(calls, []);
});

test('401 on a working page asks to log in again; OK re-logs in', async () => {
  const { calls, feedback } = recorder('/accounting/voucher/entry', true);
  const error = await rejection(interpret({ code: 401, msg: 'x' }, 401, feedback));
  assert.is(error.code, 401);
  assert.equal(calls[0], ['confirm', '登录状态已过期，您可以继续留在该页面，或者重新登录', '重新登录', '取消']);
  await afterDialog();
  assert.equal(calls[1], ['relogin']);
});

test('401 answers the caller while the dialog is still open, so the page is not held busy', async () => {
  const { calls, feedback } = recorder();
  let decide: (again: boolean) => void = () => undefined;
  feedback.confirm = (o) => (calls.push(['confirm', o.text]), new Promise<boolean>((resolve) => (decide = resolve)));
  const error = await rejection(interpret({ code: 401 }, 401, feedback));
  assert.is(error.code, 401);
  assert.equal(
    calls.map((c) => c[0]),
    ['confirm'],
  );
  decide(false);
  await afterDialog();
});

test('401 confirm cancelled stays on the page', async () => {
  const { calls, feedback } = recorder('/crm/customer', false);
  await rejection(interpret({ code: 401 }, 401, feedback));
  await afterDialog();
  assert.equal(
    calls.map((c) => c[0]),
    ['confirm'],
  );
});

for (const path of ['/', '/index', '/module/module', '/initplat/index', '/login', '/initplat/login']) {
  test(`401 on ${path} only shows the expired message`, async () => {
    const { calls, feedback } = recorder(path);
    await rejection(interpret({ code: 401 }, 401, feedback));
    assert.equal(calls, [['message', '无效的会话，或者会话已过期，请重新登录。', 'error', undefined]]);
  });
}

test('401 in English uses the English texts', async () => {
  locale.value = 'en';
  const { calls, feedback } = recorder('/index');
  await rejection(interpret({ code: 401 }, 401, feedback));
  assert.is(calls[0][1], 'Login status has expired, please log in again');
});

test('403 shows the permission text in a confirm, then closes the window', async () => {
  const { calls, feedback } = recorder();
  const error = await rejection(interpret({ code: 403, msg: 'server words' }, 403, feedback));
  assert.is(error.message, '当前操作没有权限');
  await afterDialog();
  assert.equal(
    calls.map((c) => c[0]),
    ['confirm', 'closeWindow'],
  );
  assert.is(calls[0][1], '当前操作没有权限');
});

test('404 shows the code table text, not the server msg', async () => {
  const { calls, feedback } = recorder();
  await rejection(interpret({ code: 404, msg: 'nope' }, 404, feedback));
  assert.equal(calls, [['message', '访问资源不存在', 'error', undefined]]);
});

test('500 shows the server msg as an error message and rejects', async () => {
  const { calls, feedback } = recorder();
  const error = await rejection(interpret({ code: 500, msg: '数据库忙' }, 500, feedback));
  assert.is(error.message, '数据库忙');
  assert.equal(calls, [['message', '数据库忙', 'error', undefined]]);
});

test('other codes become an error notification; an empty msg falls back to the default text', async () => {
  const { calls, feedback } = recorder();
  await rejection(interpret({ code: 409, msg: '记录已被他人修改' }, 409, feedback));
  await rejection(interpret({ code: 422 }, 422, feedback));
  assert.equal(calls, [
    ['notify', '记录已被他人修改', 'error'],
    ['notify', '系统未知错误,请反馈给管理员', 'error'],
  ]);
});

test('a non-JSON failure takes its code from the HTTP status', async () => {
  const { calls, feedback } = recorder();
  const error = await rejection(interpret('<html>bad gateway</html>', 502, feedback));
  assert.is(error.code, 502);
  assert.is(calls[0][0], 'notify');
});

test('messageFor prefers the code table, then msg, then the default', () => {
  assert.is(messageFor(401, 'x'), '认证失败，无法访问系统资源');
  assert.is(messageFor(418, 'teapot'), 'teapot');
  assert.is(messageFor(418, ''), '系统未知错误,请反馈给管理员');
});

test('a network failure shows a message for 5 seconds', () => {
  const { calls, feedback } = recorder();
  assert.throws(() => networkFailure(new TypeError('fetch failed'), feedback));
  assert.throws(() => networkFailure(new Error('The operation was aborted due to timeout'), feedback));
  assert.equal(calls, [
    ['message', '后端接口连接异常', 'error', 5000],
    ['message', '系统接口请求超时', 'error', 5000],
  ]);
});

test.run();
