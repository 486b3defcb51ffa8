/**
 * The pending-list budget of the approvals issue: with 10,000 open tasks assigned to one user (and as
 * many closed ones in that user's history), `GET /htservice/approvalCenter/pendingList` answers its
 * first page in under 100 ms on the server. The rows go straight into the server's SQLite file
 * (set-up, not measured); the calls go over loopback HTTP as the browser's would.
 * Run on its own with `node --import tsx test/bench/approval-bench.ts` (after `node build.mjs`).
 */
import Sqlite from 'better-sqlite3';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, type RunningServer } from '../e2e/support/server';

export const PENDING_BUDGET_MS = 100;
const OPEN = 10_000;
const RUNS = 25;

/** 10,000 running purchase requests waiting at admin, and 10,000 decided ones admin was assigned to. */
function seedTasks(server: RunningServer): void {
  const db = new Sqlite(path.join(server.dataDir, 'ht.db'));
  const admin = db.prepare("SELECT user_id, org_id FROM users WHERE user_name = 'admin'").get() as { user_id: number; org_id: number };
  const def = db.prepare("SELECT definition_id FROM approval_definitions WHERE org_id = ? AND def_key = 'purchaseRequest'").get(admin.org_id) as { definition_id: number };
  const instance = db.prepare(
    "INSERT INTO approval_instances (org_id, definition_id, version_no, name, initiator_id, initiator_name, form_data, status, path, joins, waiting_at, started_at) VALUES (?, ?, 1, '采购申请', ?, '基准', '{\"item\":\"床单\",\"amount\":100}', ?, '[]', '{}', '部门负责人审批', ?) RETURNING instance_id",
  );
  const task = db.prepare("INSERT INTO approval_tasks (org_id, instance_id, element_id, element_name, status, created_at) VALUES (?, ?, 'Task_DeptHead', '部门负责人审批', ?, ?) RETURNING task_id");
  const assignee = db.prepare('INSERT INTO approval_task_assignees (task_id, user_id, open, notice_id) VALUES (?, ?, ?, NULL)');
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < 2 * OPEN; i++) {
      const open = i % 2 === 0;
      const { instance_id } = instance.get(admin.org_id, def.definition_id, admin.user_id, open ? 'running' : 'approved', now - i * 1000) as { instance_id: number };
      const { task_id } = task.get(admin.org_id, instance_id, open ? 'open' : 'done', now - i * 1000) as { task_id: number };
      assignee.run(task_id, admin.user_id, open ? '1' : '0');
    }
  })();
  db.close();
}

async function adminToken(server: RunningServer): Promise<string> {
  const orgs = (await (await fetch(`${server.url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: Array<{ orgId: number; orgCode: string }> };
  const orgId = orgs.data.find((o) => o.orgCode === 'HT001')!.orgId;
  const query = new URLSearchParams({
    username: 'admin',
    password: server.password,
    client_id: 'web',
    client_secret: 'web',
    grant_type: 'password',
    scope: 'server',
    orgId: String(orgId),
    websource: 'pc',
  });
  const reply = await fetch(`${server.url}/prod-api/auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: `Basic ${btoa('web:web')}` } });
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Median and slowest ms of the first page of the pending list (default order, then sorted by create time). */
export async function measurePendingList(server: RunningServer): Promise<{ total: number; medianMs: number; maxMs: number; sortedMedianMs: number }> {
  seedTasks(server);
  const token = await adminToken(server);
  const time = async (query: string) => {
    const ms: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/prod-api/htservice/approvalCenter/pendingList?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { total: number; rows: unknown[] };
      ms.push(performance.now() - t0);
      if (res.status !== 200 || body.rows.length !== 10) throw new Error(`pendingList answered ${res.status} with ${body.rows?.length} rows`);
      total = body.total;
    }
    ms.sort((a, b) => a - b);
    return { total, median: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1] };
  };
  const plain = await time('pageNum=1&pageSize=10');
  const sorted = await time('pageNum=1&pageSize=10&orderByColumn=createTime&isAsc=desc');
  return { total: plain.total, medianMs: plain.median, maxMs: plain.max, sortedMedianMs: sorted.median };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer();
  try {
    const r = await measurePendingList(server);
    console.log(
      `pendingList with ${r.total} open tasks: median ${r.medianMs.toFixed(1)} ms, slowest ${r.maxMs.toFixed(1)} ms, sorted by createTime median ${r.sortedMedianMs.toFixed(1)} ms (budget < ${PENDING_BUDGET_MS} ms)`,
    );
    process.exitCode = r.medianMs < PENDING_BUDGET_MS && r.total === OPEN ? 0 : 1;
  } finally {
    await server.stop();
  }
}
