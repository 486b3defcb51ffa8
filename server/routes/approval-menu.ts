/**
 * `GET /htservice/menu/getApprovalMenuList`: the approvals a user can start, for the detail routes the
 * shell adds under /htservice/approvalInitiated (SPEC.md section 2): one item per published, enabled
 * definition of the session's organisation ({ path: defKey, menuName: name }), in key order, and none
 * for a user without service:approval:initiate. The shared forms of migration 0002 (approval_menus)
 * are no longer read: they had no diagram to run.
 */
import type { Hono } from 'hono';
import { approvalMenu, type ApprovalMenuItem } from '../contracts/approval.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { hasPermi } from '../plugins/permission.js';

export function mountApprovalMenu(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/menu/getApprovalMenuList', authenticate(deps), contract(approvalMenu), async (c) => {
    const reply: ReplyOf<typeof approvalMenu> = { code: 200, msg: t(c, 'ok'), data: await approvalMenuOf(deps, c.var.auth) };
    return c.json(reply);
  });
}

/** The approvals `auth` can start (also carried by the token answer, routes/auth-first-screen.ts). */
export async function approvalMenuOf(deps: Pick<Deps, 'db'>, auth: AuthInfo): Promise<ApprovalMenuItem[]> {
  if (!hasPermi(auth, 'service:approval:initiate')) return [];
  const rows = await deps.db
    .selectFrom('approval_definitions')
    .select(['def_key', 'name'])
    .where('org_id', '=', auth.orgId)
    .where('status', '=', '0')
    .where('published_version', 'is not', null)
    .orderBy('def_key')
    .execute();
  return rows.map((r) => ({ path: r.def_key, menuName: r.name }));
}
