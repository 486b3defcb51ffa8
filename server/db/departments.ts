/**
 * Reading departments for the department page and for whoever names one (a user, a voucher line):
 * the wire shape, the tree's rules (no department under itself), whether a department belongs to an
 * organisation, and what still refers to it (a delete's reasons, said before the key would).
 */
import type { Dept } from '../contracts/dept.js';
import { HttpError } from '../errors.js';
import type { MsgKey } from '../i18n.js';
import { formatDateTime } from '../lib/time.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

export const DEPT_FIELDS = [
  'd.dept_id',
  'd.org_id',
  'd.parent_id',
  'd.dept_code',
  'd.dept_name',
  'd.order_num',
  'd.leader_user_id',
  'd.status',
  'd.created_at',
  'd.version',
  'u.nick_name',
  'u.user_name',
] as const;

export type DeptRow = {
  dept_id: number;
  org_id: number;
  parent_id: number;
  dept_code: string;
  dept_name: string;
  order_num: number;
  leader_user_id: number | null;
  status: string;
  created_at: number | string;
  version: number;
  nick_name: string | null;
  user_name: string | null;
};

/** Departments with their leader's names joined (`d`, `u`), for a select of DEPT_FIELDS. */
export const deptsWithLeader = (db: Db | WriteTx) => db.selectFrom('departments as d').leftJoin('users as u', 'u.user_id', 'd.leader_user_id');

export function deptWire(r: DeptRow): Dept {
  return {
    deptId: Number(r.dept_id),
    orgId: Number(r.org_id),
    parentId: Number(r.parent_id),
    deptCode: r.dept_code,
    deptName: r.dept_name,
    orderNum: Number(r.order_num),
    leaderUserId: r.leader_user_id === null ? null : Number(r.leader_user_id),
    leader: r.nick_name || r.user_name || '',
    status: r.status === '1' ? '1' : '0',
    createTime: formatDateTime(Number(r.created_at)),
    version: Number(r.version),
  };
}

/** `deptId` and every department below it in `orgId` (a department tree is small: read once, walked here). */
export async function selfAndBelow(db: Db | WriteTx, orgId: number, deptId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('departments').select(['dept_id', 'parent_id']).where('org_id', '=', orgId).execute();
  const found = new Set([deptId]);
  // Repeat until nothing is added: depth-independent, and a cycle in old data cannot loop forever.
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) if (found.has(r.parent_id) && !found.has(r.dept_id)) found.add(r.dept_id), (grew = true);
  }
  return found;
}

/** 422 naming `field` unless every id of `deptIds` is a department of `orgId`. */
export async function assertDeptsOfOrg(db: Db | WriteTx, orgId: number, deptIds: ReadonlyArray<number>, fieldOf: (index: number) => string, key: MsgKey = 'deptUnknown'): Promise<void> {
  const wanted = [...new Set(deptIds)];
  if (wanted.length === 0) return;
  const rows = await db.selectFrom('departments').select('dept_id').where('org_id', '=', orgId).where('dept_id', 'in', wanted).execute();
  const known = new Set(rows.map((r) => r.dept_id));
  const bad = deptIds.findIndex((id) => !known.has(id));
  if (bad >= 0) throw new HttpError(422, key, fieldOf(bad), { line: bad + 1 });
}

/** The first reason `dept` cannot be deleted, as a 409 naming `field`; nothing when nothing refers to it. */
export async function assertDeletable(trx: WriteTx, dept: { dept_id: number; dept_name: string }, field: string): Promise<void> {
  const id = dept.dept_id;
  const n = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);
  const refuse = (key: MsgKey, count: number) => {
    if (count > 0) throw new HttpError(409, key, field, { name: dept.dept_name, count });
  };
  refuse(
    'deptHasChildren',
    n(
      await trx
        .selectFrom('departments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirst(),
    ),
  );
  refuse(
    'deptHasUsers',
    n(
      await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('dept_id', '=', id)
        .executeTakeFirst(),
    ),
  );
  const cards = n(
    await trx
      .selectFrom('asset_cards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('dept_id', '=', id)
      .executeTakeFirst(),
  );
  const checks = n(
    await trx
      .selectFrom('asset_checks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('dept_id', '=', id)
      .executeTakeFirst(),
  );
  refuse('deptHasAssets', cards + checks);
  refuse(
    'deptInVouchers',
    n(
      await trx
        .selectFrom('voucher_lines')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('dept_id', '=', id)
        .executeTakeFirst(),
    ),
  );
}
