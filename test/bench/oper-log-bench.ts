/**
 * What the operation log costs an ordinary write: N creates of dictionary data (POST /htservice/dict/data,
 * one validated insert each) through the real app on a real SQLite file (WAL, synchronous=FULL, as
 * served), once with the operation log writing its entries and once with a recorder that drops them,
 * one after the other (sequential: the latency a user sees) and 8 at a time (throughput). Rounds
 * alternate the two apps so drift of the machine hits both; medians are printed.
 *
 *   node --import tsx test/bench/oper-log-bench.ts [N=1000] [rounds=5]
 * (HT_TEST_DATABASE_URL=postgres://… runs it on PostgreSQL instead.)
 */
import { buildApp } from '../../server/app.js';
import type { OperationLog } from '../../server/operlog/recorder.js';
import { setup, type Harness } from '../server/support.js';

const N = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 5);
const CONCURRENCY = 8;

const dropped: OperationLog = { record: () => undefined, idle: async () => undefined };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const h: Harness = await setup({ env: { HT_CAPTCHA: 'off' } });
  const token = await h.login('admin');
  // Two apps built alike but for where the entries go.
  const appWith = (operLog: OperationLog) => buildApp({ db: h.db, engine: h.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1', tasks: h.tasks, operLog });
  const apps = { logged: appWith(h.operLog), unlogged: appWith(dropped) };
  let serial = 0;
  const write = async (app: typeof h.app) => {
    const res = await app.request('/prod-api/htservice/dict/data', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dictType: 'sys_user_sex', dictLabel: `基准${(serial += 1)}`, dictValue: `b${serial}`, remark: 'bench' }),
    });
    if (res.status !== 200) throw new Error(`write answered ${res.status}`);
  };
  /** ms per write over N writes, `parallel` at a time; the log's last entries are flushed inside the time. */
  const run = async (name: keyof typeof apps, parallel: number) => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < N; i += parallel) await Promise.all(Array.from({ length: Math.min(parallel, N - i) }, () => write(apps[name])));
    await h.operLog.idle();
    const cpu = process.cpuUsage(cpu0);
    (cpus[`${name}/${parallel}`] ??= []).push((cpu.user + cpu.system) / 1000 / N);
    return (performance.now() - t0) / N;
  };
  const times: Record<string, number[]> = {};
  /** CPU ms of this process per write: less disturbed than wall time by other work on a shared machine. */
  const cpus: Record<string, number[]> = {};
  await run('logged', 1); // warm-up: JIT, title map, page cache
  await run('unlogged', 1);
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of (r % 2 ? ['logged', 'unlogged'] : ['unlogged', 'logged']) as Array<keyof typeof apps>) {
      for (const parallel of [1, CONCURRENCY]) (times[`${name}/${parallel}`] ??= []).push(await run(name, parallel));
    }
  }
  const entries = Number(
    (
      await h.db
        .selectFrom('oper_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(`operation log cost on ${h.engine}, ${N} writes × ${ROUNDS} rounds, ms per write (median / best round):`);
  const figure = (xs: number[]) => `${median(xs).toFixed(3)} / ${Math.min(...xs).toFixed(3)}`;
  const change = (off: number[], on: number[]) => `${(((median(on) - median(off)) / median(off)) * 100).toFixed(1)} %`;
  for (const parallel of [1, CONCURRENCY]) {
    const key = (name: string) => `${name}/${parallel}`;
    console.log(`  ${parallel === 1 ? 'one at a time' : `${parallel} at a time`}:`);
    console.log(`    wall: without log ${figure(times[key('unlogged')])}, with log ${figure(times[key('logged')])} (median ${change(times[key('unlogged')], times[key('logged')])})`);
    console.log(`    cpu:  without log ${figure(cpus[key('unlogged')])}, with log ${figure(cpus[key('logged')])} (median ${change(cpus[key('unlogged')], cpus[key('logged')])})`);
  }
  console.log(`  entries written: ${entries}`);
  await h.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
