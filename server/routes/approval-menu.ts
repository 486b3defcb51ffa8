/**
 * `GET /htservice/menu/getApprovalMenuList`: the approval forms a user can start, for the detail
 * routes the shell adds under /htservice/approvalInitiated (SPEC.md section 2). Forms are shared by
 * every organisation (org_id null) or belong to one; only enabled ones of the session's
 * organisation are listed, in their order.
 */
import type { Hono } from 'hono';
import type { ApprovalMenuItem, ApprovalMenuReply } from '../contracts/menu.js';
import type { AppEnv, Deps } from '../context.js';
import { t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';

export function mountApprovalMenu(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/menu/getApprovalMenuList', authenticate(deps), async (c) => {
    const orgId = c.var.auth.orgId;
    const rows = await deps.db
      .selectFrom('approval_menus')
      .select(['path', 'menu_name'])
      .where('status', '=', '0')
      .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
      .orderBy('order_num')
      .orderBy('approval_id')
      .execute();
    const data: ApprovalMenuItem[] = rows.map((r) => ({ path: r.path, menuName: r.menu_name }));
    const reply: ApprovalMenuReply = { code: 200, msg: t(c, 'ok'), data };
    return c.json(reply);
  });
}
