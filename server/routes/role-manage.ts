/**
 * The roles of the session's organisation, RuoYi's /system/role under /htservice/role. A hotel
 * sees its own roles and the platform's built-in ones (admin, common), and changes only its own:
 * a built-in role → 403, another hotel's role or an unknown id → 404.
 *
 * - `GET list` (system:role:list): filters roleName, roleKey (contains), status, beginTime/endTime.
 * - `GET /{roleId}` (system:role:query); `POST` (system:role:add); `PUT` (system:role:edit, version
 *   → 409; `menuIds`: the menus and permissions granted, each grantable by the caller, else 403;
 *   menus the role holds that the caller cannot grant stay as they are).
 * - `DELETE /{roleIds}` (system:role:remove): 409 naming the roles users still hold; all or nothing.
 * - `PUT changeStatus` (system:role:edit).
 * - `GET allocatedList` / `unallocatedList` (system:role:list): this organisation's users holding
 *   the role or not; `PUT authUser/selectAll` (roleId, userIds) and `authUser/cancel` (roleId,
 *   userId) / `authUser/cancelAll` (roleId, userIds) (system:role:edit).
 * A change of a role's grants or status, or of who holds it, ends the sessions of the users
 * concerned at once (db/revoke-sessions.ts), so nobody keeps a permission that was taken away.
 */
import type { Context, Hono } from 'hono';
import { RESERVED_ROLE_KEYS } from '../catalog/roles.js';
import {
  roleAdd,
  roleAllocatedUsers,
  roleChangeStatus,
  roleEdit,
  roleGet,
  roleGrantUsers,
  roleList,
  roleRemove,
  roleRevokeUser,
  roleRevokeUsers,
  roleUnallocatedUsers,
} from '../contracts/user-admin.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { grantableMenus } from '../db/grantable-menus.js';
import { isAdmin } from '../db/grants.js';
import { adminsAmong, adminsLeft, assignableRoles, ROLE_FIELDS, roleWire, seenBy, type RoleRow } from '../db/org-roles.js';
import { holdersOf, revokeUserSessions } from '../db/revoke-sessions.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { announceSessionsEnded } from '../push/session-ended.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { withinDays, withRuoYiRange } from '../lib/day-range.js';
import { contains, listReply, parseList, parseListInput, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { userWire } from './user-manage.js';

const ROLE_SORT: SortAllowlist = { roleId: 'role_id', roleName: 'role_name', roleKey: 'role_key', roleSort: 'role_sort', status: 'status', createTime: 'created_at' };
const ORDER: OrderBy = [
  ['role_sort', 'asc'],
  ['role_id', 'asc'],
];
const USER_ORDER: OrderBy = [['users.user_id', 'asc']];
const USER_SORT: SortAllowlist = { userId: 'users.user_id', userName: 'users.user_name', nickName: 'users.nick_name', createTime: 'users.created_at' };
const USER_FIELDS = [
  'users.user_id',
  'users.user_name',
  'users.nick_name',
  'users.phonenumber',
  'users.email',
  'users.sex',
  'users.avatar',
  'users.status',
  'users.created_at',
  'users.version',
] as const;

/** A role this organisation may change: its own (built-in → 403, another's or unknown → 404). */
async function ownRole(trx: WriteTx, deps: Deps, auth: AuthInfo, roleId: number): Promise<RoleRow> {
  const row = await lockRow(deps.engine, trx.selectFrom('roles').select(ROLE_FIELDS).where('roles.role_id', '=', roleId).where(seenBy(auth.orgId))).executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound', 'roleId');
  if (row.org_id === null) throw new HttpError(403, 'builtinRole', 'roleId', { name: row.role_name });
  return row;
}

/** A role this organisation may hand out to its users (built-in 'common' too; 'admin' only by an administrator). */
async function assignable(trx: WriteTx, auth: AuthInfo, roleId: number): Promise<void> {
  const seen = await trx.selectFrom('roles').select('role_id').where('role_id', '=', roleId).where(seenBy(auth.orgId)).executeTakeFirst();
  if (!seen) throw new HttpError(404, 'notFound', 'roleId');
  if (!(await assignableRoles(trx, auth)).some((r) => r.role_id === roleId)) throw new HttpError(403, 'roleNotAssignable', 'roleId');
}

/** Replaces the role's grants by `wanted` (each grantable by the caller), keeping what the caller cannot grant. Returns whether anything changed. */
async function setMenus(trx: WriteTx, auth: AuthInfo, roleId: number, wanted: readonly number[]): Promise<boolean> {
  const grantable = new Set((await grantableMenus(trx, auth)).map((m) => m.menu_id));
  const unique = [...new Set(wanted)];
  if (unique.some((id) => !grantable.has(id))) throw new HttpError(403, 'menuNotGrantable', 'menuIds');
  const held = (await trx.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).execute()).map((r) => r.menu_id);
  const next = new Set([...unique, ...held.filter((id) => !grantable.has(id))]);
  if (held.length === next.size && held.every((id) => next.has(id))) return false;
  await trx.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
  if (next.size > 0)
    await trx
      .insertInto('role_menus')
      .values([...next].map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
  return true;
}

const reservedKey = (key: string) => RESERVED_ROLE_KEYS.includes(key);

export function mountRoleManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;
  const exists = (key: string) => new HttpError(409, 'roleKeyExists', 'roleKey', { key });

  api.get('/htservice/role/list', session, requirePermi('system:role:list'), contract(roleList), async (c) => {
    const { page, filters } = parseListInput(withRuoYiRange(c.req.query()), roleList.list, ROLE_SORT);
    let query = db.selectFrom('roles').where(seenBy(c.var.auth.orgId));
    if (filters.roleName) query = query.where(contains('role_name', filters.roleName));
    if (filters.roleKey) query = query.where(contains('role_key', filters.roleKey));
    if (filters.status) query = query.where('status', '=', filters.status);
    for (const condition of withinDays('created_at', filters)) query = query.where(condition);
    const result = await runList(query, page, (q) => q.select(ROLE_FIELDS), ORDER);
    return c.json(listReply(c, { rows: result.rows.map(roleWire), total: result.total }));
  });

  api.get('/htservice/role/:roleId{[0-9]+}', session, requirePermi('system:role:query'), contract(roleGet), async (c) => {
    const { roleId } = c.req.valid('param');
    const row = await db.selectFrom('roles').select(ROLE_FIELDS).where('roles.role_id', '=', roleId).where(seenBy(c.var.auth.orgId)).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'roleId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: roleWire(row) });
  });

  api.post('/htservice/role', session, requirePermi('system:role:add'), contract(roleAdd), async (c) => {
    const body = c.req.valid('json');
    if (reservedKey(body.roleKey)) throw new HttpError(422, 'roleKeyReserved', 'roleKey', { key: body.roleKey });
    try {
      const data = await writeTransaction(db, engine, async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({
            org_id: c.var.auth.orgId,
            role_name: body.roleName,
            role_key: body.roleKey,
            role_sort: body.roleSort,
            status: body.status,
            remark: body.remark,
            version: 1,
            created_at: deps.now(),
          })
          .returning('role_id')
          .executeTakeFirstOrThrow();
        await setMenus(trx, c.var.auth, row.role_id, body.menuIds);
        return roleWire(await trx.selectFrom('roles').select(ROLE_FIELDS).where('roles.role_id', '=', row.role_id).executeTakeFirstOrThrow());
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.roleKey);
      throw error;
    }
  });

  api.put('/htservice/role', session, requirePermi('system:role:edit'), contract(roleEdit), async (c) => {
    const body = c.req.valid('json');
    if (body.roleKey !== undefined && reservedKey(body.roleKey)) throw new HttpError(422, 'roleKeyReserved', 'roleKey', { key: body.roleKey });
    const auth = c.var.auth;
    try {
      const data = await writeTransaction(db, engine, async (trx) => {
        const current = await ownRole(trx, deps, auth, body.roleId);
        assertVersion(current, body.version);
        const menusChanged = body.menuIds ? await setMenus(trx, auth, body.roleId, body.menuIds) : false;
        const set = { role_name: body.roleName, role_key: body.roleKey, role_sort: body.roleSort, status: body.status, remark: body.remark };
        await updateVersionedOrThrow(trx, 'roles', { key: { role_id: body.roleId }, version: body.version, set, returning: ['version'] }, 'roleId');
        if (menusChanged || (body.status !== undefined && body.status !== current.status)) {
          await revokeUserSessions(trx, await holdersOf(trx, [body.roleId]), deps.now());
        }
        return roleWire(await trx.selectFrom('roles').select(ROLE_FIELDS).where('roles.role_id', '=', body.roleId).executeTakeFirstOrThrow());
      });
      await announceSessionsEnded(deps.bus, await holdersOf(db, [body.roleId])); // committed: close the holders' ended sockets
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.roleKey ?? '');
      throw error;
    }
  });

  api.delete('/htservice/role/:roleIds{[0-9,]+}', session, requirePermi('system:role:remove'), contract(roleRemove), async (c) => {
    const { roleIds } = c.req.valid('param');
    await writeTransaction(db, engine, async (trx) => {
      const rows = await lockRow(engine, trx.selectFrom('roles').select(ROLE_FIELDS).where('roles.role_id', 'in', roleIds).where(seenBy(c.var.auth.orgId))).execute();
      if (rows.length !== roleIds.length) throw new HttpError(404, 'notFound', 'roleIds');
      const builtIn = rows.find((r) => r.org_id === null);
      if (builtIn) throw new HttpError(403, 'builtinRole', 'roleIds', { name: builtIn.role_name });
      const used = new Set((await trx.selectFrom('role_users').select('role_id').distinct().where('role_id', 'in', roleIds).execute()).map((r) => r.role_id));
      if (used.size > 0) {
        const names = rows
          .filter((r) => used.has(r.role_id))
          .map((r) => `${r.role_name}(${r.role_key})`)
          .join(', ');
        throw new HttpError(409, 'roleInUse', 'roleIds', { names });
      }
      await trx.deleteFrom('roles').where('role_id', 'in', roleIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.put('/htservice/role/changeStatus', session, requirePermi('system:role:edit'), contract(roleChangeStatus), async (c) => {
    const body = c.req.valid('json');
    await writeTransaction(db, engine, async (trx) => {
      const current = await ownRole(trx, deps, c.var.auth, body.roleId);
      if (current.status === body.status) return;
      await trx
        .updateTable('roles')
        .set((eb) => ({ status: body.status, version: eb('version', '+', 1) }))
        .where('role_id', '=', body.roleId)
        .execute();
      await revokeUserSessions(trx, await holdersOf(trx, [body.roleId]), deps.now());
    });
    await announceSessionsEnded(deps.bus, await holdersOf(db, [body.roleId]));
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  const userList = (allocated: boolean) => async (c: Context<AppEnv>) => {
    const { page, filters } = parseList(c, roleAllocatedUsers.list, USER_SORT);
    const role = await db.selectFrom('roles').select('role_id').where('role_id', '=', filters.roleId).where(seenBy(c.var.auth.orgId)).executeTakeFirst();
    if (!role) throw new HttpError(404, 'notFound', 'roleId');
    const holders = db.selectFrom('role_users').select('role_users.user_id').where('role_users.role_id', '=', filters.roleId);
    let query = db
      .selectFrom('users')
      .where('users.org_id', '=', c.var.auth.orgId)
      .where('users.user_id', allocated ? 'in' : 'not in', holders);
    if (filters.userName) query = query.where(contains('users.user_name', filters.userName));
    if (filters.phonenumber) query = query.where(contains('users.phonenumber', filters.phonenumber));
    const result = await runList(query, page, (q) => q.select(USER_FIELDS), USER_ORDER);
    return c.json(listReply(c, { rows: result.rows.map(userWire), total: result.total }));
  };
  api.get('/htservice/role/authUser/allocatedList', session, requirePermi('system:role:list'), contract(roleAllocatedUsers), userList(true));
  api.get('/htservice/role/authUser/unallocatedList', session, requirePermi('system:role:list'), contract(roleUnallocatedUsers), userList(false));

  /** The users of this organisation among `ids` (all of them, else 404). */
  const orgUsers = async (trx: WriteTx, auth: AuthInfo, ids: number[]) => {
    const found = await trx.selectFrom('users').select('user_id').where('user_id', 'in', ids).where('org_id', '=', auth.orgId).execute();
    if (found.length !== new Set(ids).size) throw new HttpError(404, 'notFound', 'userIds');
    if (!isAdmin(auth) && (await adminsAmong(trx, ids)).length > 0) throw new HttpError(403, 'adminOnly', 'userIds');
  };

  api.put('/htservice/role/authUser/selectAll', session, requirePermi('system:role:edit'), contract(roleGrantUsers), async (c) => {
    const body = c.req.valid('json');
    await writeTransaction(db, engine, async (trx) => {
      await assignable(trx, c.var.auth, body.roleId);
      await orgUsers(trx, c.var.auth, body.userIds);
      const have = new Set((await trx.selectFrom('role_users').select('user_id').where('role_id', '=', body.roleId).execute()).map((r) => r.user_id));
      const added = [...new Set(body.userIds)].filter((id) => !have.has(id));
      if (added.length === 0) return;
      await trx
        .insertInto('role_users')
        .values(added.map((user_id) => ({ role_id: body.roleId, user_id })))
        .execute();
      await revokeUserSessions(trx, added, deps.now());
    });
    await announceSessionsEnded(deps.bus, body.userIds);
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  const cancel = async (auth: AuthInfo, roleId: number, ids: number[]) =>
    writeTransaction(db, engine, async (trx) => {
      await assignable(trx, auth, roleId);
      await orgUsers(trx, auth, ids);
      const removed = await trx.deleteFrom('role_users').where('role_id', '=', roleId).where('user_id', 'in', ids).returning('user_id').execute();
      if (removed.length === 0) return;
      if ((await adminsLeft(trx, [])) === 0) throw new HttpError(409, 'lastAdmin', 'userIds');
      await revokeUserSessions(
        trx,
        removed.map((r) => r.user_id),
        deps.now(),
      );
    });

  api.put('/htservice/role/authUser/cancel', session, requirePermi('system:role:edit'), contract(roleRevokeUser), async (c) => {
    const body = c.req.valid('json');
    await cancel(c.var.auth, body.roleId, [body.userId]);
    await announceSessionsEnded(deps.bus, [body.userId]);
    return c.json({ code: 200, msg: t(c, 'ok') });
  });

  api.put('/htservice/role/authUser/cancelAll', session, requirePermi('system:role:edit'), contract(roleRevokeUsers), async (c) => {
    const body = c.req.valid('json');
    await cancel(c.var.auth, body.roleId, body.userIds);
    await announceSessionsEnded(deps.bus, body.userIds);
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
