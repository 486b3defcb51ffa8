/**
 * Departments, RuoYi's /system/dept under /htservice/dept: a tree per organisation (parentId 0 = top).
 * Everyone manages the departments of their session's organisation; the platform administrator may
 * name another one (`orgId` on the list and on an add) as on the organisation pages
 * (lib/org-scope.ts: anyone else naming another organisation gets 403). A department of an organisation
 * out of reach is as unknown as a missing one (404).
 *
 * - `GET list` (system:dept:list): orgId?, deptName (contains), status; every match, flat, in tree order
 *   (parent, order, id): the page builds the tree.
 * - `GET /{deptId}` (system:dept:query).
 * - `POST` (system:dept:add): under an enabled parent of the same organisation (or at the top); the
 *   code unique within the organisation (409); the leader a user of that organisation (422).
 * - `PUT` (system:dept:edit, version → 409): never under itself or below itself (422); disabling one
 *   whose sub-departments are still enabled → 409.
 * - `DELETE /{deptId}` (system:dept:remove): refused (409, with the reason and what to do) while it has
 *   sub-departments, users, asset cards or checks, or voucher lines.
 * Pickers (treeselect, leaders) live in dept-pickers.ts.
 */
import type { Hono } from 'hono';
import { deptAdd, deptEdit, deptGet, deptList, deptRemove } from '../contracts/dept.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { assertDeletable, DEPT_FIELDS, deptsWithLeader, deptWire, selfAndBelow, type DeptRow } from '../db/departments.js';
import { isForeignKeyViolation } from '../db/fk-violation.js';
import { isAdmin } from '../db/grants.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contains, parseListInput } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { reachableOrg } from './dept-pickers.js';

/** Departments the caller may reach: every organisation's for the platform administrator, else the session's. */
function reach(db: Db | WriteTx, auth: AuthInfo) {
  const all = deptsWithLeader(db);
  return isAdmin(auth) ? all : all.where('d.org_id', '=', auth.orgId);
}

/** 422 unless `parentId` is 0 or a department of `orgId` (enabled, when `mustBeEnabled`). */
async function checkParent(trx: WriteTx, orgId: number, parentId: number, mustBeEnabled: boolean): Promise<void> {
  if (parentId === 0) return;
  const parent = await trx.selectFrom('departments').select(['dept_name', 'status']).where('dept_id', '=', parentId).where('org_id', '=', orgId).executeTakeFirst();
  if (!parent) throw new HttpError(422, 'deptParentUnknown', 'parentId');
  if (mustBeEnabled && parent.status !== '0') throw new HttpError(422, 'deptParentDisabled', 'parentId', { name: parent.dept_name });
}

async function checkLeader(trx: WriteTx, orgId: number, userId: number | null | undefined): Promise<void> {
  if (userId === null || userId === undefined) return;
  const user = await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).where('org_id', '=', orgId).executeTakeFirst();
  if (!user) throw new HttpError(422, 'deptLeaderUnknown', 'leaderUserId');
}

const readOne = async (trx: WriteTx, deptId: number) => deptWire((await deptsWithLeader(trx).select(DEPT_FIELDS).where('d.dept_id', '=', deptId).executeTakeFirstOrThrow()) as DeptRow);

export function mountDeptManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;
  const codeTaken = (error: unknown, code: string | undefined) => (isUniqueViolation(error) ? new HttpError(409, 'deptCodeExists', 'deptCode', { code: code ?? '' }) : error);

  api.get('/htservice/dept/list', session, requirePermi('system:dept:list'), contract(deptList), async (c) => {
    // Tree order only (as the menu list): a sort column is refused by the list layer (422).
    const { filters: q } = parseListInput(c.req.query(), deptList.list, {});
    const orgId = await reachableOrg(db, c.var.auth, q.orgId);
    let query = deptsWithLeader(db).where('d.org_id', '=', orgId);
    if (q.deptName) query = query.where(contains('d.dept_name', q.deptName));
    if (q.status) query = query.where('d.status', '=', q.status);
    const rows = await query.select(DEPT_FIELDS).orderBy('d.parent_id').orderBy('d.order_num').orderBy('d.dept_id').execute();
    return c.json({ code: 200, msg: t(c, 'ok'), data: (rows as DeptRow[]).map(deptWire) });
  });

  api.get('/htservice/dept/:deptId{[0-9]+}', session, requirePermi('system:dept:query'), contract(deptGet), async (c) => {
    const { deptId } = c.req.valid('param');
    const row = await reach(db, c.var.auth).select(DEPT_FIELDS).where('d.dept_id', '=', deptId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'deptId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: deptWire(row as DeptRow) });
  });

  api.post('/htservice/dept', session, requirePermi('system:dept:add'), contract(deptAdd), async (c) => {
    const body = c.req.valid('json');
    const orgId = await reachableOrg(db, c.var.auth, body.orgId);
    const now = deps.now();
    try {
      const data = await writeTransaction(db, engine, async (trx) => {
        await checkParent(trx, orgId, body.parentId, true);
        await checkLeader(trx, orgId, body.leaderUserId);
        const row = await trx
          .insertInto('departments')
          .values({
            org_id: orgId,
            parent_id: body.parentId,
            dept_code: body.deptCode,
            dept_name: body.deptName,
            order_num: body.orderNum,
            leader_user_id: body.leaderUserId,
            status: body.status,
            version: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('dept_id')
          .executeTakeFirstOrThrow();
        return readOne(trx, row.dept_id);
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      throw codeTaken(error, body.deptCode);
    }
  });

  api.put('/htservice/dept', session, requirePermi('system:dept:edit'), contract(deptEdit), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    try {
      const data = await writeTransaction(db, engine, async (trx) => {
        let target = trx.selectFrom('departments').select(['org_id', 'dept_name', 'parent_id', 'status', 'version']).where('dept_id', '=', body.deptId);
        if (!isAdmin(auth)) target = target.where('org_id', '=', auth.orgId);
        const current = await lockForEdit(engine, target, body.version, 'deptId');
        const orgId = current.org_id;
        if (body.parentId !== undefined && body.parentId !== current.parent_id) {
          if ((await selfAndBelow(trx, orgId, body.deptId)).has(body.parentId)) throw new HttpError(422, 'deptParentLoop', 'parentId');
          await checkParent(trx, orgId, body.parentId, false);
        }
        await checkLeader(trx, orgId, body.leaderUserId);
        if (body.status === '1' && current.status !== '1') {
          const below = [...(await selfAndBelow(trx, orgId, body.deptId))].filter((id) => id !== body.deptId);
          const enabled = below.length ? await trx.selectFrom('departments').select('dept_id').where('dept_id', 'in', below).where('status', '=', '0').executeTakeFirst() : undefined;
          if (enabled) throw new HttpError(409, 'deptChildrenEnabled', 'status', { name: body.deptName ?? current.dept_name });
        }
        const set = {
          parent_id: body.parentId,
          dept_code: body.deptCode,
          dept_name: body.deptName,
          order_num: body.orderNum,
          leader_user_id: body.leaderUserId,
          status: body.status,
          updated_at: deps.now(),
        };
        await updateVersionedOrThrow(trx, 'departments', { key: { dept_id: body.deptId }, version: body.version, set, returning: ['version'] }, 'deptId');
        return readOne(trx, body.deptId);
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      throw codeTaken(error, body.deptCode);
    }
  });

  api.delete('/htservice/dept/:deptId{[0-9]+}', session, requirePermi('system:dept:remove'), contract(deptRemove), async (c) => {
    const { deptId } = c.req.valid('param');
    const auth = c.var.auth;
    let name = '';
    try {
      await writeTransaction(db, engine, async (trx) => {
        let target = trx.selectFrom('departments').select(['dept_id', 'dept_name']).where('dept_id', '=', deptId);
        if (!isAdmin(auth)) target = target.where('org_id', '=', auth.orgId);
        const dept = await lockRow(engine, target).executeTakeFirst();
        if (!dept) throw new HttpError(404, 'notFound', 'deptId');
        name = dept.dept_name;
        await assertDeletable(trx, dept, 'deptId');
        await trx.deleteFrom('departments').where('dept_id', '=', deptId).execute();
      });
    } catch (error) {
      // A table added later that points at departments: still the caller's conflict, said as such.
      if (isForeignKeyViolation(error)) throw new HttpError(409, 'deptInUse', 'deptId', { name });
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
