/** The header bell's logic (src/state/notice-bell.ts): counts, coalesced refreshes, marks read shown at once. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MyNotice } from '../../server/contracts/notice';
import { BELL_SIZE, createNoticeBell, type NoticeCalls } from '../../src/state/notice-bell';

const notice = (noticeId: number, read = false): MyNotice => ({ noticeId, noticeTitle: `公告${noticeId}`, noticeType: '1', publisher: '系统管理员', publishTime: '2025-01-02 03:04:05', read });

/** A fake server: `rows` and `unread` as it would answer; every call counted; list answers wait for `release()`. */
function fakeServer(rows: MyNotice[], unread: number) {
  const state = { rows, unread, lists: 0, sizes: [] as number[], fail: false };
  let waiting: Array<() => void> = [];
  const calls: NoticeCalls = {
    list: async (pageSize) => {
      state.lists += 1;
      state.sizes.push(pageSize);
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (state.fail) throw new Error('offline');
      return { rows: state.rows, unread: state.unread };
    },
    markRead: async (id) => {
      state.rows = state.rows.map((n) => (n.noticeId === id ? { ...n, read: true } : n));
      state.unread = state.rows.filter((n) => !n.read).length;
      return { unread: state.unread };
    },
    markAll: async () => ((state.unread = 0), { unread: 0 }),
  };
  const release = async () => {
    for (let i = 0; i < 5; i++) {
      const now = waiting;
      waiting = [];
      for (const resolve of now) resolve();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { state, calls, release };
}

test('a refresh shows the unread count and the latest notices, asking for the bell size', async () => {
  const server = fakeServer([notice(3), notice(2, true)], 1);
  const bell = createNoticeBell(server.calls);
  const done = bell.refresh();
  await server.release();
  await done;
  assert.is(bell.unread.value, 1);
  assert.equal(
    bell.latest.value.map((n) => n.noticeId),
    [3, 2],
  );
  assert.equal(server.state.sizes, [BELL_SIZE]);
  assert.is(bell.revision.value, 1);
});

test('refreshes never overlap: a burst while one runs costs one more request, with the newest answer', async () => {
  const server = fakeServer([notice(1)], 1);
  const bell = createNoticeBell(server.calls);
  const first = bell.refresh();
  server.state.rows = [notice(2), notice(1)];
  server.state.unread = 2;
  const burst = [bell.refresh(), bell.refresh(), bell.refresh()];
  await server.release();
  await Promise.all([first, ...burst]);
  assert.is(server.state.lists, 2);
  assert.is(bell.unread.value, 2);
  assert.equal(
    bell.latest.value.map((n) => n.noticeId),
    [2, 1],
  );
});

test('a failed refresh keeps what is shown', async () => {
  const server = fakeServer([notice(1)], 1);
  const bell = createNoticeBell(server.calls);
  let done = bell.refresh();
  await server.release();
  await done;
  server.state.fail = true;
  done = bell.refresh();
  await server.release();
  await done;
  assert.is(bell.unread.value, 1);
  assert.is(bell.latest.value.length, 1);
});

test('reading one marks it at once and then takes the server count; reading all clears the badge', async () => {
  const server = fakeServer([notice(3), notice(2), notice(1, true)], 2);
  const bell = createNoticeBell(server.calls);
  const done = bell.refresh();
  await server.release();
  await done;
  const reading = bell.read(3);
  assert.is(bell.unread.value, 1, 'shown before the server answered');
  assert.ok(bell.latest.value.find((n) => n.noticeId === 3)!.read);
  await reading;
  assert.is(bell.unread.value, 1);
  const before = bell.revision.value;
  await bell.read(3);
  assert.is(bell.unread.value, 1, 'reading a read one changes nothing');
  assert.ok(bell.revision.value > before, 'the reader page reloads after a mark');
  await bell.readAll();
  assert.is(bell.unread.value, 0);
  assert.ok(bell.latest.value.every((n) => n.read));
  bell.clear();
  assert.equal([bell.unread.value, bell.latest.value], [0, []]);
});

test.run();
