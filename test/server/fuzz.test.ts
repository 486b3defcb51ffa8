/**
 * Property-based fuzzing of every API endpoint (issue: bad input gets a clear error and loses nothing).
 * The endpoints are read from the app itself (`app.routes`), so a new endpoint is fuzzed without being
 * listed here. For each one, fast-check sends random path parameters, query strings and bodies (random
 * JSON, plausible field names with hostile values, malformed JSON) as the administrator, a front-desk
 * user and nobody, and checks what every caller is promised:
 * - never a 500 (or any 5xx): a caller's mistake is a 4xx that says what is wrong;
 * - a refused request (4xx) changed no row but its operation-log entry. On SQLite `total_changes()` of
 *   the one connection counts every row any statement touched; on PostgreSQL only the first promise is checked.
 * The clock is frozen, so the session-activity write (at most once a minute) never fires mid-run.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

type Route = { method: string; path: string };
type Ctx = { h: Harness; tokens: Array<string | undefined>; routes: Route[] };

/** Fewer on PostgreSQL: every request is a few network round trips there, and the properties are the same. */
const runsPerRoute = (h: Harness) => (h.engine === 'sqlite' ? 50 : 20);
/** Closing our own sessions would only turn the rest of the run into 401s. */
const SKIPPED = new Set(['DELETE /prod-api/auth/token/logout']);
/**
 * Refusals that write by design: a failed sign-in is logged and counted towards the lockout, and so is a
 * wrong password typed at the kiosk lock screen or when changing one's password (lib/own-password.ts).
 */
const WRITES_WHEN_REFUSED = new Set([
  'POST /prod-api/auth/oauth/token',
  'POST /prod-api/auth/token/tokenInit',
  'POST /prod-api/register',
  'PUT /prod-api/htservice/module/matchPassword',
  'PUT /prod-api/htservice/module/updatePassword',
]);

const INJECTION = [
  "' or '1'='1",
  "'; drop table users; --",
  '1; delete from config',
  '" or ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as the literal text
  '${7*7}',
  '\u0000',
  '𠮷'.repeat(30),
];
const NUMBERISH = ['0', '-1', '1', '2', '3', '99999999999999999999', '1e3', '1.5', 'NaN', '100000000', '1,2,3', ''];
/** Field names the endpoints take (bodies and queries), so random values reach the validators. */
const KEYS = [
  'pageNum',
  'pageSize',
  'orderByColumn',
  'isAsc',
  'status',
  'version',
  'remark',
  'orgId',
  'orgCode',
  'orgName',
  'userId',
  'userid',
  'userName',
  'nickName',
  'username',
  'password',
  'oldPassword',
  'newPassword',
  'psw',
  'code',
  'uuid',
  'module',
  'token',
  'timestamp',
  'dictId',
  'dictName',
  'dictType',
  'dictCode',
  'dictLabel',
  'dictValue',
  'dictSort',
  'listClass',
  'configId',
  'configName',
  'configKey',
  'configValue',
  'configType',
  'customId',
  'pageId',
  'tableId',
  'content',
  'planId',
  'planName',
  'noticeType',
  'menuId',
  'menuName',
  'parentId',
  'menuType',
  'path',
  'component',
  'perms',
  'roleId',
  'roleIds',
  'roleKey',
  'menuIds',
  'year',
  'loginDate',
  'paraKey',
  'paraValue',
  'jobId',
  'jobName',
  'kind',
  'tableName',
  'ids',
  'dictName[like]',
  'status[in]',
  'dictId[between]',
  'configKey[ne]',
  'loginTime[ge]',
  'x[zz]',
  'params[beginTime]',
];

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...INJECTION), fc.constantFrom(...NUMBERISH));
const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 3 }));
const query = fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 6 });
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"a":', 'null', '[]', 'not json', ''),
  fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 5 }).map((o) => new URLSearchParams(o).toString()),
);
const PARAM = /:(\w+)(\{[^}]*\})?/g;
/** A path with its parameters filled: digits most of the time (so the route matches), anything otherwise. */
const pathFor = (route: Route) => {
  const count = [...route.path.matchAll(PARAM)].length;
  return fc
    .array(
      fc.oneof(
        fc.constantFrom(...NUMBERISH.filter(Boolean)),
        fc.integer({ min: 0, max: 5000 }).map(String),
        text.filter((s) => s !== ''),
      ),
      { minLength: count, maxLength: count },
    )
    .map((values) => {
      let i = 0;
      return route.path.replace(PARAM, () => encodeURIComponent(values[i++]));
    });
};

/**
 * Rows changed so far, leaving out the operation log's own entries: every write, refused or not, is
 * recorded there by design (one row per request, counted by the table's autoincrement sequence).
 */
async function changes(h: Harness): Promise<number | null> {
  if (h.engine !== 'sqlite') return null;
  await h.operLog.idle();
  const { rows } = await sql<{ n: number }>`select total_changes() - coalesce((select seq from sqlite_sequence where name = 'oper_logs'), 0) as n`.execute(h.db);
  return Number(rows[0].n);
}

const test = suite<Ctx>('fuzz every endpoint');

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tokens = [await ctx.h.login('admin'), await ctx.h.login('frontdesk1'), undefined];
  const seen = new Set<string>();
  ctx.routes = ctx.h.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/prod-api/'))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key) || SKIPPED.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({ method: r.method, path: r.path }));
});
test.after(async (ctx) => ctx.h?.close());

test('the app lists its endpoints (the fuzzer covers what exists)', ({ routes }) => {
  assert.ok(routes.length >= 50, `only ${routes.length} routes found`);
  assert.ok(routes.some((r) => r.path === '/prod-api/htservice/dict/type/:dictIds{[0-9,]+}' && r.method === 'DELETE'));
});

test('a NUL character anywhere is a 422 naming the field (PostgreSQL cannot store one)', async ({ h, tokens: [admin] }) => {
  const inQuery = await h.call('GET', '/prod-api/htservice/dict/type/list', { token: admin, query: { dictName: 'a\u0000b' } });
  assert.equal([inQuery.status, inQuery.body.field], [422, 'dictName']);
  const inPath = await h.call('GET', '/prod-api/htservice/dict/data/dictType/%00', { token: admin });
  assert.equal([inPath.status, inPath.body.field], [422, 'dictType']);
  const inBody = await h.call('POST', '/prod-api/htservice/config', { token: admin, body: { configName: '零\u0000', configKey: 'nul.key', configValue: '1' } });
  assert.equal([inBody.status, inBody.body.field], [422, 'configName']);
  // An upload's file name is stored with its task: the same rule, and no task is created.
  const tasksBefore = await h.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const form = new FormData();
  form.set('file', new File(['编码,名称\nA1,毛巾\n'], 'stock\u0000.csv'));
  const inFileName = await h.call('POST', '/prod-api/htservice/task/stock-import', { token: admin, form });
  assert.equal([inFileName.status, inFileName.body.field], [422, 'file']);
  const tasksAfter = await h.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  assert.is(Number(tasksAfter.n), Number(tasksBefore.n));
});

test('SQL metacharacters in every list filter and sort: never more rows than unfiltered, no sort outside the allowlist, nothing written', async ({ h, tokens: [admin], routes }) => {
  const lists = routes.filter((r) => r.method === 'GET' && r.path.endsWith('/list') && !r.path.includes(':'));
  assert.ok(lists.length >= 15, `${lists.length} list endpoints`);
  const injections = ["' or '1'='1", "%' or 1=1 --", "x'); delete from users; --", '" or ""="', '%', '_', '\\'];
  const problems: string[] = [];
  for (const route of lists) {
    const baseline = await h.call('GET', route.path, { token: admin, query: { pageSize: '100000000' } });
    if (baseline.status !== 200) continue; // a list that needs a parameter (e.g. a module id) is covered by the fuzzer
    const all = Number(baseline.body.total ?? baseline.body.rows?.length ?? baseline.body.data?.length ?? 0);
    for (const injection of injections) {
      const sorted = await h.call('GET', route.path, { token: admin, query: { orderByColumn: injection } });
      if (sorted.status !== 422) problems.push(`${route.path} sorted by ${injection}: ${sorted.status}`);
      const before = await changes(h);
      for (const key of KEYS.filter((k) => !/^(pageNum|pageSize|orderByColumn|isAsc)$/.test(k))) {
        const res = await h.call('GET', route.path, { token: admin, query: { [key]: injection, pageSize: '100000000' } });
        if (res.status >= 500) problems.push(`${route.path}?${key}=${injection}: ${res.status}`);
        const total = Number(res.body?.total ?? res.body?.rows?.length ?? res.body?.data?.length ?? 0);
        if (res.status === 200 && total > all) problems.push(`${route.path}?${key}=${injection}: ${total} rows, ${all} unfiltered`);
      }
      if ((await changes(h)) !== before) problems.push(`${route.path} with ${injection} wrote rows`);
    }
  }
  assert.equal(problems.slice(0, 15), [], `${problems.length} problems`);
});

test('no 5xx and no change by a refused request, whatever is sent', async ({ h, tokens, routes }) => {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    await fc.assert(
      fc.asyncProperty(pathFor(route), query, body, fc.constantFrom(0, 0, 1, 2), fc.boolean(), async (path, q, b, who, json) => {
        // A task an earlier accepted request started writes in the background: let it finish first.
        await h.tasks.idle();
        const before = await changes(h);
        const sendsBody = route.method !== 'GET';
        const answer = await h.call(route.method, path, {
          token: tokens[who],
          query: q,
          body: sendsBody ? b : undefined,
          headers: sendsBody ? { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' } : {},
          ip: `10.9.${who}.${Math.floor(Math.random() * 250)}`,
        });
        const where = `${route.method} ${path}?${new URLSearchParams(q)} body=${sendsBody ? b.slice(0, 120) : '-'} → ${answer.status} ${answer.text.slice(0, 160)}`;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(where);
        if (answer.status >= 400 && before !== null && !WRITES_WHEN_REFUSED.has(key)) {
          const after = await changes(h);
          if (after !== before) failures.push(`refused but wrote ${after! - before} row(s): ${where}`);
        }
        return true;
      }),
      { numRuns: runsPerRoute(h) },
    );
  }
  assert.equal(failures.slice(0, 15), [], `${failures.length} failures`);
  // The inputs got past sign-in and routing to the validators and handlers, not just bounced at the door.
  const tally = JSON.stringify([...statuses].sort((a, b) => a[0] - b[0]));
  for (const status of [200, 400, 401, 403, 404, 422]) assert.ok((statuses.get(status) ?? 0) > 0, `no ${status} among ${tally}`);
  console.log(`    ${routes.length} endpoints × ${runsPerRoute(h)} runs: ${tally}`);
});

test.run();
