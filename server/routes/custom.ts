/**
 * Column customisation (SPEC.md sections 3, 4 and 7): which columns a user shows, in which order and
 * width, per table of a page. A record belongs to the session's user in the session's organisation,
 * always: there is no way to read or change anyone else's. `userId`/`orgId` are accepted because the
 * shell sends them, but one that differs from the session's is refused (403), and an id of someone
 * else's record is answered as if it did not exist (404), so ids reveal nothing.
 *
 * - `POST /htservice/custom` { userId?, orgId?, customId?, pageId, tableId, content }: save = create
 *   or update (one record per user, organisation, page and table) → `data: customId`.
 * - `GET /htservice/custom/list` ?userId&orgId&pageId&tableId → rows { customId, pageId, tableId, content, version }.
 * - `DELETE /htservice/custom/{customId}`: reset to the page's default columns.
 * Any signed-in user: these only ever touch the caller's own rows.
 */
import type { Hono } from 'hono';
import { customList, customReset, customSave, CustomContent, MAX_CONTENT_CHARS } from '../contracts/user-tables.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { parseWith } from '../plugins/validate.js';

const SORT: SortAllowlist = { customId: 'custom_id', pageId: 'page_id', tableId: 'table_id', updateTime: 'updated_at' };
const DEFAULT_ORDER: OrderBy = [['custom_id', 'asc']];

/** 403 when the request names another user or organisation than the session's. */
function assertOwnScope(auth: AuthInfo, named: { userId?: number; orgId?: number }): void {
  if (named.userId !== undefined && named.userId !== auth.user.userId) throw new HttpError(403, 'otherUser', 'userId');
  if (named.orgId !== undefined && named.orgId !== auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
}

/** The column list as saved: parsed from JSON text when sent as text, checked, and written back as compact JSON. */
function columnsText(content: string | unknown[]): string {
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = JSON.parse(content);
    } catch {
      throw new HttpError(422, 'fieldInvalid', 'content', { field: 'content' });
    }
  }
  parseWith(CustomContent, { content: value });
  const text = JSON.stringify(value);
  if (text.length > MAX_CONTENT_CHARS) throw new HttpError(422, 'fieldInvalid', 'content', { field: 'content' });
  return text;
}

export function mountCustom(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);

  api.post('/htservice/custom', session, contract(customSave), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    assertOwnScope(auth, body);
    const content = columnsText(body.content);
    const owner = { org_id: auth.orgId, user_id: auth.user.userId, page_id: body.pageId, table_id: body.tableId };
    if (body.customId !== undefined) {
      // An id, when sent, must name this very record of the caller's; anything else does not exist for them.
      const mine = await deps.db
        .selectFrom('sys_custom')
        .select('custom_id')
        .where('custom_id', '=', body.customId)
        .where('org_id', '=', owner.org_id)
        .where('user_id', '=', owner.user_id)
        .where('page_id', '=', owner.page_id)
        .where('table_id', '=', owner.table_id)
        .executeTakeFirst();
      if (!mine) throw new HttpError(404, 'notFound', 'customId');
    }
    const now = deps.now();
    // One statement: two windows saving the same table at once both land on the one record.
    const row = await deps.db
      .insertInto('sys_custom')
      .values({ ...owner, content, version: 1, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['org_id', 'user_id', 'page_id', 'table_id']).doUpdateSet((eb) => ({
          content: eb.ref('excluded.content'),
          updated_at: eb.ref('excluded.updated_at'),
          version: eb('sys_custom.version', '+', 1),
        })),
      )
      .returning('custom_id')
      .executeTakeFirstOrThrow();
    return c.json({ code: 200, msg: t(c, 'ok'), data: row.custom_id });
  });

  api.get('/htservice/custom/list', session, contract(customList), async (c) => {
    const { page, filters } = parseList(c, customList.list, SORT);
    const auth = c.var.auth;
    assertOwnScope(auth, filters);
    let query = deps.db.selectFrom('sys_custom').where('org_id', '=', auth.orgId).where('user_id', '=', auth.user.userId);
    if (filters.pageId) query = query.where('page_id', '=', filters.pageId);
    if (filters.tableId) query = query.where('table_id', '=', filters.tableId);
    const result = await runList(query, page, (q) => q.select(['custom_id as customId', 'page_id as pageId', 'table_id as tableId', 'content', 'version']), DEFAULT_ORDER);
    return c.json(listReply(c, result));
  });

  api.delete('/htservice/custom/:customId{[0-9]+}', session, contract(customReset), async (c) => {
    const { customId } = c.req.valid('param');
    const auth = c.var.auth;
    const result = await deps.db.deleteFrom('sys_custom').where('custom_id', '=', customId).where('org_id', '=', auth.orgId).where('user_id', '=', auth.user.userId).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new HttpError(404, 'notFound', 'customId');
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
