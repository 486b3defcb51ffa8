/**
 * What forms pick a department or a department's leader from, and which organisation a department
 * call is about:
 * - `GET /htservice/dept/treeselect` (orgId?): the organisation's departments as a tree of
 *   `{ id, label, disabled, children }` (disabled departments are shown but not chosen). One call feeds
 *   every department picker: the department page's parent, the user form, the voucher lines and the
 *   asset forms, so any page that picks a department may read it (DEPT_PICKER_PERMISSIONS).
 * - `GET /htservice/dept/leaders` (orgId?; system:dept:add or :edit): the organisation's users.
 */
import type { Hono } from 'hono';
import { deptLeaders, deptTreeSelect, type DeptLeaderOption, type DeptTreeNode } from '../contracts/dept.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { assertOrgAccess } from '../lib/org-scope.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { ASSET_PAGE_PERMISSIONS } from './asset-card.js';

/** Pages whose forms pick a department: the department page, users, vouchers and fixed assets. */
const DEPT_PICKER_PERMISSIONS = [
  'system:dept:list',
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:query',
  'accounting:voucher:list',
  'accounting:voucher:query',
  'accounting:voucher:add',
  'accounting:voucher:edit',
  // The auxiliary detail ledger picks a department as its item (routes/aux-ledger.ts).
  'accounting:ledger:auxDetail',
  ...ASSET_PAGE_PERMISSIONS,
];

/**
 * The organisation a department call is about: the session's unless `requested` names another, which
 * only the platform administrator may (403 otherwise) and which must exist (404).
 */
export async function reachableOrg(db: Db, auth: AuthInfo, requested: number | undefined): Promise<number> {
  if (requested === undefined || requested === auth.orgId) return auth.orgId;
  assertOrgAccess(auth, requested);
  const org = await db.selectFrom('organisations').select('org_id').where('org_id', '=', requested).executeTakeFirst();
  if (!org) throw new HttpError(404, 'notFound', 'orgId');
  return requested;
}

type Flat = { dept_id: number; parent_id: number; dept_name: string; status: string };

/** Flat rows in tree order → nested nodes (a row whose parent is missing becomes a root). */
function deptTree(rows: readonly Flat[]): DeptTreeNode[] {
  const nodes = new Map<number, DeptTreeNode>(rows.map((r) => [r.dept_id, { id: r.dept_id, label: r.dept_name, disabled: r.status !== '0' }]));
  const roots: DeptTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.dept_id)!;
    const parent = r.parent_id !== r.dept_id ? nodes.get(r.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export function mountDeptPickers(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.get('/htservice/dept/treeselect', session, requirePermi(...DEPT_PICKER_PERMISSIONS), contract(deptTreeSelect), async (c) => {
    const orgId = await reachableOrg(deps.db, c.var.auth, c.req.valid('query').orgId);
    const rows = await deps.db
      .selectFrom('departments')
      .select(['dept_id', 'parent_id', 'dept_name', 'status'])
      .where('org_id', '=', orgId)
      .orderBy('parent_id')
      .orderBy('order_num')
      .orderBy('dept_id')
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data: deptTree(rows) });
  });

  api.get('/htservice/dept/leaders', session, requirePermi('system:dept:add', 'system:dept:edit'), contract(deptLeaders), async (c) => {
    const orgId = await reachableOrg(deps.db, c.var.auth, c.req.valid('query').orgId);
    const data: DeptLeaderOption[] = await deps.db
      .selectFrom('users')
      .select(['user_id as userId', 'user_name as userName', 'nick_name as nickName'])
      .where('org_id', '=', orgId)
      .where('status', '=', '0')
      .orderBy('user_id')
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });
}
