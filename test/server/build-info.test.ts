/**
 * The shell's build id (lib/build-id.ts): the page carries it in `<meta name="ht-build">`, GET /prod-api/build
 * answers the same id, publicly and uncached, and a rebuild (a new index.html, without a restart) changes
 * what the endpoint answers, which is how a terminal left open notices a deployment.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const page = (entry: string) => `<!doctype html><html><head><title>合软管理平台</title><script type="module" src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`;

const test = suite<{ h: Harness; dir: string }>('build id');
test.before(async (ctx) => {
  ctx.dir = mkdtempSync(path.join(tmpdir(), 'ht-build-'));
  writeFileSync(path.join(ctx.dir, 'index.html'), page('main-AAAA.js'));
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' }, publicDir: ctx.dir });
});
test.after(async (ctx) => {
  await ctx.h.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const metaOf = (html: string) => /<meta name="ht-build" content="([0-9a-f]+)">/.exec(html)?.[1];

test('the page and the endpoint name the same build; the endpoint is public and never cached', async ({ h }) => {
  const shell = await h.call('GET', '/index');
  const id = metaOf(shell.text);
  assert.ok(id, 'the page carries its build id');
  const res = await h.call('GET', '/prod-api/build');
  assert.is(res.status, 200, res.text);
  assert.is(res.body.code, 200);
  assert.is(res.body.data.build, id);
  assert.is(res.headers.get('cache-control'), 'no-store');
});

test('a rebuild changes the id without a restart', async ({ h, dir }) => {
  const before = (await h.call('GET', '/prod-api/build')).body.data.build;
  const file = path.join(dir, 'index.html');
  writeFileSync(file, page('main-BBBBBB.js'));
  // A different size is enough for the stat check; set the time too, as a real rebuild would.
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
  const after = (await h.call('GET', '/prod-api/build')).body.data.build;
  assert.is.not(after, before);
  assert.is(metaOf((await h.call('GET', '/some/deep/link')).text), after);
});

test('a server without a built shell answers build null', async () => {
  const bare = await setup({ env: { HT_CAPTCHA: 'off' } });
  try {
    const res = await bare.call('GET', '/prod-api/build');
    assert.is(res.status, 200);
    assert.is(res.body.data.build, null);
  } finally {
    await bare.close();
  }
});

test.run();
