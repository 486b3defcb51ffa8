/**
 * The users of the session's organisation, RuoYi's /system/user under /htservice/user. A user of
 * another organisation is as unknown as a missing one (404); a user holding the platform's admin
 * role may be changed by an administrator only (403), so a hotel's user manager cannot take it over.
 *
 * - `GET list` (system:user:list): filters userName, nickName, phonenumber (contains), status,
 *   beginTime/endTime (creation days); sort allowlist USER_SORT.
 * - `GET /` (system:user:add, query): the roles this organisation may assign (the add form's choices).
 * - `GET /{userId}` (system:user:query): the user (with department and position ids), their role ids,
 *   the assignable roles and the organisation's positions (`posts`, also on `GET /`).
 * - A user's department (`deptId`, list filter with the departments below it) and positions (`postIds`)
 *   must be the organisation's own (422 naming the field).
 * - `POST` (system:user:add), `PUT` (system:user:edit, version → 409), `DELETE /{userIds}`
 *   (system:user:remove: never oneself, never the last enabled administrator; all or nothing).
 * - `PUT resetPwd` (system:user:resetPwd), `PUT changeStatus` (system:user:edit),
 *   `GET authRole/{userId}` (system:user:query), `PUT authRole` (system:user:edit).
 * Disabling, resetting the password or changing the roles of a user ends all their sessions in the
 * same transaction (db/revoke-sessions.ts); deleting them deletes their sessions (cascade). A password
 * set here (a new user's, a reset) is the administrator's choice, not the user's: the user must choose
 * their own at the next sign-in before anything else works (plugins/auth.ts).
 */
import type { Hono } from 'hono';
import { userAdd, userAuthRole, userChangeStatus, userChoices, userEdit, userGet, userList, userRemove, userResetPassword, userSetRoles, type AdminUser } from '../contracts/user-admin.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { isAdmin } from '../db/grants.js';
import { adminsAmong, adminsLeft, assignableRoles, roleWire } from '../db/org-roles.js';
import { deptNames } from '../db/assets.js';
import { assertDeptsOfOrg, selfAndBelow } from '../db/departments.js';
import { postIdsOf, postOptions, setUserPosts } from '../db/user-posts.js';
import { revokeUserSessions } from '../db/revoke-sessions.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { announceSessionsEnded } from '../push/session-ended.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { withinDays, withRuoYiRange } from '../lib/day-range.js';
import { contains, listReply, parseListInput, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { hashPassword } from '../lib/password.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { strongEnough } from '../../shared/account-rules.js';
import type { Kysely } from 'kysely';

const USER_SORT: SortAllowlist = { userId: 'user_id', userName: 'user_name', nickName: 'nick_name', status: 'status', createTime: 'created_at' };
const ORDER: OrderBy = [['user_id', 'asc']];
const FIELDS = ['user_id', 'user_name', 'nick_name', 'phonenumber', 'email', 'sex', 'avatar', 'status', 'created_at', 'version'] as const;
type UserRow = { user_id: number; user_name: string; nick_name: string; phonenumber: string; email: string; sex: string; avatar: string; status: string; created_at: number; version: number };
/** What the user page reads beyond userWire's fields: the department (migration 0016). */
const MANAGED = [...FIELDS, 'dept_id'] as const;
const managedWire = (r: UserRow & { dept_id: number | null }, deptName = ''): AdminUser => ({ ...userWire(r), deptId: r.dept_id === null ? null : Number(r.dept_id), deptName });

export function userWire(r: UserRow): AdminUser {
  return {
    userId: r.user_id,
    userName: r.user_name,
    nickName: r.nick_name,
    phonenumber: r.phonenumber,
    email: r.email,
    sex: (['0', '1', '2'].includes(r.sex) ? r.sex : '2') as AdminUser['sex'],
    avatar: r.avatar,
    status: r.status === '1' ? '1' : '0',
    createTime: formatDateTime(Number(r.created_at)),
    version: Number(r.version),
  };
}

/** The user `userId` of the session's organisation, or 404; 403 when they hold admin and the caller does not. */
async function target(db: Kysely<Database>, engine: Deps['engine'], auth: AuthInfo, userId: number): Promise<UserRow> {
  const row = await lockRow(engine, db.selectFrom('users').select(FIELDS).where('user_id', '=', userId).where('org_id', '=', auth.orgId)).executeTakeFirst();
  if (!row) throw new HttpError(404, 'notFound', 'userId');
  if (!isAdmin(auth) && (await adminsAmong(db, [userId])).length > 0) throw new HttpError(403, 'adminOnly', 'userId');
  return row;
}

/** 409 when the change would leave the platform without an enabled administrator. */
async function keepAnAdmin(trx: WriteTx, losing: readonly number[]): Promise<void> {
  if ((await adminsAmong(trx, losing)).length === 0) return;
  if ((await adminsLeft(trx, losing)) === 0) throw new HttpError(409, 'lastAdmin', 'userIds');
}

/**
 * Gives `userId` exactly `roleIds` (each assignable by `auth` in this organisation: another
 * hotel's role or an unknown id → 404, admin by a non-administrator or a disabled role → 403).
 * Returns whether anything changed.
 */
async function setRoles(trx: WriteTx, auth: AuthInfo, userId: number, roleIds: readonly number[]): Promise<boolean> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length > 0) {
    const seen = await trx
      .selectFrom('roles')
      .select('role_id')
      .where('role_id', 'in', wanted)
      .where((eb) => eb.or([eb('org_id', '=', auth.orgId), eb('org_id', 'is', null)]))
      .execute();
    if (seen.length !== wanted.length) throw new HttpError(404, 'notFound', 'roleIds');
    const allowed = new Set((await assignableRoles(trx, auth)).map((r) => r.role_id));
    if (wanted.some((id) => !allowed.has(id))) throw new HttpError(403, 'roleNotAssignable', 'roleIds');
  }
  const current = (await trx.selectFrom('role_users').select('role_id').where('user_id', '=', userId).execute()).map((r) => r.role_id);
  if (current.length === wanted.length && current.every((id) => wanted.includes(id))) return false;
  const admins = await adminsAmong(trx, [userId]);
  await trx.deleteFrom('role_users').where('user_id', '=', userId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto('role_users')
      .values(wanted.map((role_id) => ({ role_id, user_id: userId })))
      .execute();
  if (admins.length > 0 && (await adminsLeft(trx, [])) === 0) throw new HttpError(409, 'lastAdmin', 'roleIds');
  return true;
}

const ok = (c: { json: (v: unknown) => Response }, msg: string, extra: object = {}) => c.json({ code: 200, msg, ...extra });

export function mountUserManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db, engine } = deps;

  api.get('/htservice/user/list', session, requirePermi('system:user:list'), contract(userList), async (c) => {
    const { page, filters } = parseListInput(withRuoYiRange(c.req.query()), userList.list, USER_SORT);
    let query = db.selectFrom('users').where('org_id', '=', c.var.auth.orgId);
    if (filters.userName) query = query.where(contains('user_name', filters.userName));
    if (filters.nickName) query = query.where(contains('nick_name', filters.nickName));
    if (filters.phonenumber) query = query.where(contains('phonenumber', filters.phonenumber));
    if (filters.status) query = query.where('status', '=', filters.status);
    for (const condition of withinDays('created_at', filters)) query = query.where(condition);
    if (filters.deptId !== undefined) query = query.where('dept_id', 'in', [...(await selfAndBelow(db, c.var.auth.orgId, filters.deptId))]);
    const result = await runList(query, page, (q) => q.select(MANAGED), ORDER);
    const names = await deptNames(
      db,
      c.var.auth.orgId,
      result.rows.flatMap((r) => (r.dept_id === null ? [] : [r.dept_id])),
    );
    return c.json(listReply(c, { rows: result.rows.map((r) => managedWire(r, r.dept_id === null ? '' : names.get(r.dept_id))), total: result.total }));
  });

  api.get('/htservice/user/', session, requirePermi('system:user:add', 'system:user:query'), contract(userChoices), async (c) => {
    const [roles, posts] = await Promise.all([assignableRoles(db, c.var.auth), postOptions(db, c.var.auth.orgId)]);
    return ok(c, t(c, 'ok'), { roles: roles.map(roleWire), posts });
  });

  api.get('/htservice/user/:userId{[0-9]+}', session, requirePermi('system:user:query'), contract(userGet), async (c) => {
    const { userId } = c.req.valid('param');
    const auth = c.var.auth;
    const row = await db.selectFrom('users').select(MANAGED).where('user_id', '=', userId).where('org_id', '=', auth.orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'userId');
    const [held, roles, postIds, posts, names] = await Promise.all([
      db.selectFrom('role_users').select('role_id').where('user_id', '=', userId).execute(),
      assignableRoles(db, auth),
      postIdsOf(db, userId),
      postOptions(db, auth.orgId),
      deptNames(db, auth.orgId, row.dept_id === null ? [] : [row.dept_id]),
    ]);
    const data = { ...managedWire(row, row.dept_id === null ? '' : names.get(row.dept_id)), postIds };
    const reply: ReplyOf<typeof userGet> = { code: 200, msg: t(c, 'ok'), data, roleIds: held.map((r) => r.role_id), roles: roles.map(roleWire), posts };
    return c.json(reply);
  });

  api.post('/htservice/user', session, requirePermi('system:user:add'), contract(userAdd), async (c) => {
    const body = c.req.valid('json');
    if (!strongEnough(body.password)) throw new HttpError(422, 'weakPassword', 'password');
    const passwordHash = await hashPassword(body.password);
    const now = deps.now();
    try {
      const data = await writeTransaction(db, engine, async (trx) => {
        const orgId = c.var.auth.orgId;
        if (body.deptId !== null) await assertDeptsOfOrg(trx, orgId, [body.deptId], () => 'deptId');
        const row = await trx
          .insertInto('users')
          .values({
            org_id: orgId,
            user_name: body.userName,
            nick_name: body.nickName,
            password_hash: passwordHash,
            password_change_required: 1,
            phonenumber: body.phonenumber,
            email: body.email,
            sex: body.sex,
            avatar: '',
            status: body.status,
            failed_count: 0,
            locked_until: null,
            version: 1,
            created_at: now,
            updated_at: now,
            dept_id: body.deptId,
          })
          .returning(MANAGED)
          .executeTakeFirstOrThrow();
        await setRoles(trx, c.var.auth, row.user_id, body.roleIds);
        await setUserPosts(trx, orgId, row.user_id, body.postIds);
        return managedWire(row);
      });
      return ok(c, t(c, 'ok'), { data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'userExists', 'userName', { name: body.userName });
      throw error;
    }
  });

  api.put('/htservice/user', session, requirePermi('system:user:edit'), contract(userEdit), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    const data = await writeTransaction(db, engine, async (trx) => {
      const current = await target(trx, engine, auth, body.userId);
      assertVersion(current, body.version);
      if (body.status === '1' && current.status !== '1') {
        if (body.userId === auth.user.userId) throw new HttpError(409, 'notYourself', 'status');
        await keepAnAdmin(trx, [body.userId]);
      }
      const rolesChanged = body.roleIds ? await setRoles(trx, auth, body.userId, body.roleIds) : false;
      if (typeof body.deptId === 'number') await assertDeptsOfOrg(trx, auth.orgId, [body.deptId], () => 'deptId');
      if (body.postIds) await setUserPosts(trx, auth.orgId, body.userId, body.postIds);
      const set = {
        nick_name: body.nickName,
        phonenumber: body.phonenumber,
        email: body.email,
        sex: body.sex,
        status: body.status,
        dept_id: body.deptId,
        updated_at: deps.now(),
      };
      const row = await updateVersionedOrThrow(trx, 'users', { key: { user_id: body.userId }, version: body.version, set, returning: MANAGED }, 'userId');
      if (rolesChanged || row.status !== current.status) await revokeUserSessions(trx, [body.userId], deps.now());
      return managedWire(row);
    });
    await announceSessionsEnded(deps.bus, [body.userId]); // committed: their open sockets close (if it ended them)
    return ok(c, t(c, 'ok'), { data });
  });

  api.delete('/htservice/user/:userIds{[0-9,]+}', session, requirePermi('system:user:remove'), contract(userRemove), async (c) => {
    const { userIds } = c.req.valid('param');
    const auth = c.var.auth;
    if (userIds.includes(auth.user.userId)) throw new HttpError(409, 'notYourself', 'userIds');
    await writeTransaction(db, engine, async (trx) => {
      const found = await lockRow(engine, trx.selectFrom('users').select('user_id').where('user_id', 'in', userIds).where('org_id', '=', auth.orgId)).execute();
      if (found.length !== userIds.length) throw new HttpError(404, 'notFound', 'userIds');
      if (!isAdmin(auth) && (await adminsAmong(trx, userIds)).length > 0) throw new HttpError(403, 'adminOnly', 'userIds');
      await keepAnAdmin(trx, userIds);
      await trx.deleteFrom('users').where('user_id', 'in', userIds).execute();
    });
    await announceSessionsEnded(deps.bus, userIds); // their sessions went with them: close their open sockets
    return ok(c, t(c, 'ok'));
  });

  api.put('/htservice/user/resetPwd', session, requirePermi('system:user:resetPwd'), contract(userResetPassword), async (c) => {
    const body = c.req.valid('json');
    if (!strongEnough(body.password)) throw new HttpError(422, 'weakPassword', 'password');
    const passwordHash = await hashPassword(body.password);
    await writeTransaction(db, engine, async (trx) => {
      await target(trx, engine, c.var.auth, body.userId);
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, password_change_required: 1, failed_count: 0, locked_until: null, version: eb('version', '+', 1), updated_at: deps.now() }))
        .where('user_id', '=', body.userId)
        .execute();
      await revokeUserSessions(trx, [body.userId], deps.now());
    });
    await announceSessionsEnded(deps.bus, [body.userId]);
    return ok(c, t(c, 'passwordReset'));
  });

  api.put('/htservice/user/changeStatus', session, requirePermi('system:user:edit'), contract(userChangeStatus), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    await writeTransaction(db, engine, async (trx) => {
      const current = await target(trx, engine, auth, body.userId);
      if (current.status === body.status) return;
      if (body.status === '1') {
        if (body.userId === auth.user.userId) throw new HttpError(409, 'notYourself', 'userId');
        await keepAnAdmin(trx, [body.userId]);
      }
      await trx
        .updateTable('users')
        .set((eb) => ({ status: body.status, version: eb('version', '+', 1), updated_at: deps.now() }))
        .where('user_id', '=', body.userId)
        .execute();
      await revokeUserSessions(trx, [body.userId], deps.now());
    });
    await announceSessionsEnded(deps.bus, [body.userId]);
    return ok(c, t(c, 'ok'));
  });

  api.get('/htservice/user/authRole/:userId{[0-9]+}', session, requirePermi('system:user:query'), contract(userAuthRole), async (c) => {
    const { userId } = c.req.valid('param');
    const auth = c.var.auth;
    const row = await db.selectFrom('users').select(FIELDS).where('user_id', '=', userId).where('org_id', '=', auth.orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'userId');
    const [held, roles] = await Promise.all([db.selectFrom('role_users').select('role_id').where('user_id', '=', userId).execute(), assignableRoles(db, auth)]);
    const mine = new Set(held.map((r) => r.role_id));
    const reply: ReplyOf<typeof userAuthRole> = { code: 200, msg: t(c, 'ok'), user: userWire(row), roles: roles.map((r) => ({ ...roleWire(r), flag: mine.has(r.role_id) })) };
    return c.json(reply);
  });

  api.put('/htservice/user/authRole', session, requirePermi('system:user:edit'), contract(userSetRoles), async (c) => {
    const body = c.req.valid('json');
    await writeTransaction(db, engine, async (trx) => {
      await target(trx, engine, c.var.auth, body.userId);
      if (await setRoles(trx, c.var.auth, body.userId, body.roleIds)) await revokeUserSessions(trx, [body.userId], deps.now());
    });
    await announceSessionsEnded(deps.bus, [body.userId]);
    return ok(c, t(c, 'ok'));
  });
}
