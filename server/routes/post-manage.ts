/**
 * Positions (岗位), RuoYi's /system/post under /htservice/post, per organisation (the session's): a
 * position of another hotel is as unknown as a missing one (404).
 *
 * - `GET list` (system:post:list): filters postCode, postName (contains), status; sort allowlist POST_SORT.
 * - `GET /{postId}` (system:post:query).
 * - `POST` (system:post:add), `PUT` (system:post:edit, version → 409): code and name each unique
 *   within the organisation (409 naming the field).
 * - `DELETE /{postIds}` (system:post:remove): all or nothing; a position someone holds is refused
 *   (409 naming it and how many hold it).
 * - `POST export` (system:post:export): the filtered list as .xlsx in the request's language.
 * Who holds which position is set on the user (user-manage.ts, db/user-posts.ts).
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { postAdd, postEdit, postExport, postGet, postList, postRemove, type Post } from '../contracts/post.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t, translate } from '../i18n.js';
import { exportInput } from '../lib/export-input.js';
import { applyOrder, assertRowBudget, contains, listReply, orderFor, parseList, parseListInput, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';

const POST_SORT: SortAllowlist = { postId: 'post_id', postCode: 'post_code', postName: 'post_name', postSort: 'post_sort', status: 'status', createTime: 'created_at' };
const ORDER: OrderBy = [
  ['post_sort', 'asc'],
  ['post_id', 'asc'],
];
const FIELDS = ['post_id', 'post_code', 'post_name', 'post_sort', 'status', 'remark', 'created_at', 'version'] as const;
type PostRow = { post_id: number; post_code: string; post_name: string; post_sort: number; status: string; remark: string; created_at: number | string; version: number };

function postWire(r: PostRow): Post {
  return {
    postId: Number(r.post_id),
    postCode: r.post_code,
    postName: r.post_name,
    postSort: Number(r.post_sort),
    status: r.status === '1' ? '1' : '0',
    remark: r.remark,
    createTime: formatDateTime(Number(r.created_at)),
    version: Number(r.version),
  };
}

function filtered(db: Db, orgId: number, f: z.output<typeof postList.list>) {
  let q = db.selectFrom('posts').where('org_id', '=', orgId);
  if (f.postCode) q = q.where(contains('post_code', f.postCode));
  if (f.postName) q = q.where(contains('post_name', f.postName));
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

const COLUMNS: Array<ListColumn<Post>> = [
  { header: { zh: '岗位编号', en: 'Post ID' }, width: 10, value: (r) => r.postId },
  { header: { zh: '岗位编码', en: 'Post code' }, width: 16, value: (r) => r.postCode },
  { header: { zh: '岗位名称', en: 'Post name' }, width: 18, value: (r) => r.postName },
  { header: { zh: '显示顺序', en: 'Order' }, width: 10, value: (r) => r.postSort },
  { header: { zh: '状态', en: 'Status' }, width: 8, value: (r, lang) => translate(lang, r.status === '0' ? 'sheetNormal' : 'sheetDisabled') },
  { header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark },
  { header: { zh: '创建时间', en: 'Created' }, width: 20, value: (r) => r.createTime },
];
const SHEET = { zh: '岗位', en: 'Posts' };

/** A unique key broken by a write: which one, said with the field the caller can correct. */
function taken(error: unknown, body: { postCode?: string; postName?: string }): unknown {
  if (!isUniqueViolation(error)) return error;
  const text = String((error as { message?: string }).message ?? '') + String((error as { constraint?: string }).constraint ?? '');
  return /name/i.test(text) ? new HttpError(409, 'postNameExists', 'postName', { name: body.postName ?? '' }) : new HttpError(409, 'postCodeExists', 'postCode', { code: body.postCode ?? '' });
}

export function mountPostManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;

  api.get('/htservice/post/list', session, requirePermi('system:post:list'), contract(postList), async (c) => {
    const { page, filters } = parseList(c, postList.list, POST_SORT);
    const result = await runList(filtered(db, c.var.auth.orgId, filters), page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: result.rows.map(postWire), total: result.total }));
  });

  api.get('/htservice/post/:postId{[0-9]+}', session, requirePermi('system:post:query'), contract(postGet), async (c) => {
    const { postId } = c.req.valid('param');
    const row = await db.selectFrom('posts').select(FIELDS).where('post_id', '=', postId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'postId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: postWire(row) });
  });

  api.post('/htservice/post', session, requirePermi('system:post:add'), contract(postAdd), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    try {
      const row = await db
        .insertInto('posts')
        .values({
          org_id: c.var.auth.orgId,
          post_code: body.postCode,
          post_name: body.postName,
          post_sort: body.postSort,
          status: body.status,
          remark: body.remark,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning(FIELDS)
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: postWire(row) });
    } catch (error) {
      throw taken(error, body);
    }
  });

  api.put('/htservice/post', session, requirePermi('system:post:edit'), contract(postEdit), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    try {
      const set = { post_code: body.postCode, post_name: body.postName, post_sort: body.postSort, status: body.status, remark: body.remark, updated_at: deps.now() };
      const row = await updateVersionedOrThrow(db, 'posts', { key: { post_id: body.postId, org_id: orgId }, version: body.version, set, returning: FIELDS }, 'postId');
      return c.json({ code: 200, msg: t(c, 'ok'), data: postWire(row) });
    } catch (error) {
      throw taken(error, body);
    }
  });

  api.delete('/htservice/post/:postIds{[0-9,]+}', session, requirePermi('system:post:remove'), contract(postRemove), async (c) => {
    const { postIds } = c.req.valid('param');
    await writeTransaction(db, engine, async (trx) => {
      const found = await lockRow(engine, trx.selectFrom('posts').select(['post_id', 'post_name']).where('post_id', 'in', postIds).where('org_id', '=', c.var.auth.orgId)).execute();
      if (found.length !== new Set(postIds).size) throw new HttpError(404, 'notFound', 'postIds');
      const held = await trx
        .selectFrom('user_posts')
        .select(['post_id', (eb) => eb.fn.countAll().as('n')])
        .where('post_id', 'in', postIds)
        .groupBy('post_id')
        .orderBy('post_id')
        .executeTakeFirst();
      if (held) throw new HttpError(409, 'postHeld', 'postIds', { name: found.find((p) => p.post_id === held.post_id)?.post_name ?? '', count: Number(held.n) });
      await trx.deleteFrom('posts').where('post_id', 'in', postIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.post('/htservice/post/export', session, requirePermi('system:post:export'), contract(postExport), async (c) => {
    const { page, filters } = parseListInput(await exportInput(c), postExport.list, POST_SORT);
    const query = filtered(db, c.var.auth.orgId, filters);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = await applyOrder(query.select(FIELDS), orderFor(page, ORDER)).execute();
    const lang = pickLang(c.req.header('accept-language'));
    const bytes = await writeXlsx(SHEET[lang], inLanguage(COLUMNS, lang), rows.map(postWire));
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `post_${stamp}.xlsx`);
  });
}
