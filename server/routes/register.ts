/**
 * `POST /register`: self-registration, open only while config `sys.account.registerUser` is 'true'
 * (the seed says 'false'; an administrator opens it). Public, so every attempt spends the caller's
 * address budget (rate-limit.ts, kind 'register'), successful ones too: each creates an account.
 * Order of checks: open (403) → address budget (429) → fields (422, the field named) → captcha (400)
 * → organisation (422) → user name free (409).
 *
 * The new user is enabled, in the organisation chosen, with the role 'common' only: it grants no
 * menu, so they can sign in but see no module until an administrator grants one.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { register } from '../contracts/auth.js';
import type { AppEnv, Deps } from '../context.js';
import { captchaEnabled, configValue } from '../db/config-values.js';
import { COMMON_ROLE } from '../catalog/roles.js';
import { writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { hashPassword } from '../lib/password.js';
import { strongEnough, USER_NAME_RULE } from '../../shared/account-rules.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { assertIpAllowed, recordIpFailure } from '../plugins/rate-limit.js';
import { checkCaptcha } from './captcha.js';

const REGISTER_KEY = 'sys.account.registerUser';

async function registrationOpen(deps: Deps): Promise<boolean> {
  return (await configValue(deps.db, REGISTER_KEY))?.trim().toLowerCase() === 'true';
}

/** The role of self-registered users, created on first use where an administrator removed it. */
async function commonRoleId(trx: WriteTx): Promise<number> {
  const found = await trx.selectFrom('roles').select('role_id').where('role_key', '=', COMMON_ROLE.role_key).where('org_id', 'is', null).executeTakeFirst();
  if (found) return found.role_id;
  const made = await trx.insertInto('roles').values(COMMON_ROLE).returning('role_id').executeTakeFirstOrThrow();
  return made.role_id;
}

async function userExists(db: Deps['db'] | WriteTx, userName: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirst());
}

export function mountRegister(api: Hono<AppEnv>, deps: Deps) {
  /** Open (403) and the address budget (429) come before the body is even parsed; every attempt spends the budget. */
  const openAndBudget: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!(await registrationOpen(deps))) throw new HttpError(403, 'registerClosed');
    const ip = deps.clientIp(c);
    await assertIpAllowed(deps, ip, 'register');
    await recordIpFailure(deps, ip, '', 'register');
    await next();
  };

  api.post('/register', openAndBudget, contract(register), async (c) => {
    const body = c.req.valid('json');
    if (!USER_NAME_RULE.test(body.username)) throw new HttpError(422, 'badUserName', 'username');
    if (!strongEnough(body.password)) throw new HttpError(422, 'weakPassword', 'password');
    if (body.password !== body.confirmPassword) throw new HttpError(422, 'passwordMismatch', 'confirmPassword');
    if (await captchaEnabled(deps.db, deps.config)) await checkCaptcha(deps, body.uuid, body.code);
    const org = await deps.db.selectFrom('organisations').select('status').where('org_id', '=', body.orgId).executeTakeFirst();
    if (org?.status !== '0') throw new HttpError(422, 'unknownOrg', 'orgId');
    const taken = () => new HttpError(409, 'userExists', 'username', { name: body.username });
    if (await userExists(deps.db, body.username)) throw taken();

    const passwordHash = await hashPassword(body.password);
    const now = deps.now();
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        if (await userExists(trx, body.username)) throw taken();
        const user = await trx
          .insertInto('users')
          .values({
            org_id: body.orgId,
            user_name: body.username,
            nick_name: body.username,
            password_hash: passwordHash,
            phonenumber: '',
            email: '',
            sex: '2',
            avatar: '',
            status: '0',
            failed_count: 0,
            locked_until: null,
            version: 1,
            created_at: now,
            updated_at: now,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('role_users')
          .values({ role_id: await commonRoleId(trx), user_id: user.user_id })
          .execute();
      });
    } catch (error) {
      // Two racing registrations of one name: the unique index stops the second, which is a 409 too.
      if (!(error instanceof HttpError) && (await userExists(deps.db, body.username))) throw taken();
      throw error;
    }
    const reply: ReplyOf<typeof register> = { code: 200, msg: t(c, 'registerOk', { name: body.username }), data: { userName: body.username } };
    return c.json(reply);
  });
}
