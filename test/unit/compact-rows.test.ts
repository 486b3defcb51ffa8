/** A resource page's list call asks for the compact list answer at 'all' and turns it back into the rows a table takes. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGE_SIZE_ALL } from '../../shared/wire-constants';
import { configureApi } from '../../src/lib/api';
import { crudCalls, expandRows } from '../../src/ui/crud/crud-calls';
import type { CrudResource } from '../../src/ui/crud/crud-types';

test("compact answers become rows; an answer in RuoYi's shape passes through", () => {
  const compact = {
    code: 200,
    msg: '操作成功',
    total: 12,
    fields: ['dictCode', 'dictLabel', 'remark'],
    rows: [
      [1, '男', null],
      [2, '女', ''],
    ],
  };
  assert.equal(expandRows(compact), {
    rows: [
      { dictCode: 1, dictLabel: '男', remark: null },
      { dictCode: 2, dictLabel: '女', remark: '' },
    ],
    total: 12,
  });
  const plain = { rows: [{ dictCode: 1 }], total: 1 };
  assert.is(expandRows(plain), plain);
});

test("the list call asks for the compact answer at page size 'all' only (unprojected resource), and gives rows either way", async () => {
  configureApi({
    feedback: { message() {}, notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => '/' },
    token: () => 'tok',
    language: () => 'zh-CN',
  });
  const asked: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  // A server that answers as server/lib/list-query.ts listReply does.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const query = new URL(new Request(input, init).url).searchParams;
    asked.push(query);
    const body =
      query.get('format') === 'compact'
        ? { code: 200, msg: 'ok', total: 1, fields: ['postId', 'postName'], rows: [[3, '前台']] }
        : { code: 200, msg: 'ok', total: 1, rows: [{ postId: 3, postName: '前台' }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const calls = crudCalls({ base: '/htservice/post' } as CrudResource<{ postId: number; postName: string }>);
    const page = await calls.list({ pageNum: 1, pageSize: 10 });
    const all = await calls.list({ pageNum: 1, pageSize: PAGE_SIZE_ALL });
    assert.equal(
      asked.map((q) => q.get('format')),
      [null, 'compact'],
    );
    assert.equal(page, { code: 200, msg: 'ok', total: 1, rows: [{ postId: 3, postName: '前台' }] });
    assert.equal(all, { total: 1, rows: [{ postId: 3, postName: '前台' }] });
  } finally {
    globalThis.fetch = realFetch;
  }
});

test.run();
