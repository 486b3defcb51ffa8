/**
 * `GET /htservice/user/getInfo`: who is signed in, in which organisation, with which roles and
 * permissions. The organisation is the session's (admin may sign in to any hotel), never the user's
 * home one, so every later call is scoped to what the user chose at sign-in. It also says whether that
 * organisation wants the work-area watermark (parameter `watermark`), read in the same query, so the
 * shell knows before its first paint without another round trip.
 */
import type { Hono } from 'hono';
import { userInfo as userInfoContract, type SysUser, type UserInfoReply } from '../contracts/auth.js';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { WATERMARK_PARA } from '../db/org-para-defaults.js';
import { pickLang, translate, type Lang } from '../i18n.js';
import type { FastRoutes } from '../fast-answers.js';
import { cachedAnswer, rememberedAnswer, type PreparedAnswer } from '../lib/cached-answer.js';
import { createHotCache, INFO_TABLES } from '../lib/hot-cache.js';
import { nodeHeader, requestHeader } from '../lib/request-header.js';
import { authenticate, rememberedAuth } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

/** Answers by user, organisation and language, made again after a write to what they are read from (lib/cached-answer.ts). */
const infoAnswers = createHotCache<PreparedAnswer>(INFO_TABLES, 10_000);
const infoKey = (auth: AuthInfo, lang: Lang) => `${auth.user.userId}|${auth.orgId}|${lang}`;

/** `fast`: where the answer, once made, is also given before the app for a session already known (fast-answers.ts). */
export function mountUser(api: Hono<AppEnv>, deps: Deps, fast?: FastRoutes) {
  // Answers also while a new password is due: the shell reads the flag here and asks for one.
  api.get('/htservice/user/getInfo', authenticate(deps, { pendingPassword: true }), contract(userInfoContract), async (c) => {
    const auth = c.var.auth;
    const lang = pickLang(requestHeader(c, 'accept-language'));
    // The session's own facts (roles, permissions, the password flag) come with `auth`, read from the same tables.
    return cachedAnswer(c, deps.db, infoAnswers, infoKey(auth, lang), () => userInfoOf(deps, auth, lang));
  });
  fast?.route('/htservice/user/getInfo', (req) => {
    const auth = rememberedAuth(deps, nodeHeader(req, 'authorization'));
    return auth && rememberedAnswer(req, deps.db, infoAnswers, infoKey(auth, pickLang(nodeHeader(req, 'accept-language'))));
  });
}

/** The getInfo answer of a session (also carried by the token answer, routes/auth-first-screen.ts). */
export async function userInfoOf(deps: Pick<Deps, 'db'>, auth: AuthInfo, lang: Lang): Promise<UserInfoReply> {
  const row = await deps.db
    .selectFrom('users')
    .innerJoin('organisations', (join) => join.on('organisations.org_id', '=', auth.orgId))
    .leftJoin('base_org_para', (join) => join.onRef('base_org_para.org_id', '=', 'organisations.org_id').on('base_org_para.para_key', '=', WATERMARK_PARA))
    .select([
      'users.user_id',
      'users.user_name',
      'users.nick_name',
      'users.phonenumber',
      'users.email',
      'users.sex',
      'users.avatar',
      'users.status',
      'organisations.org_id',
      'organisations.org_code',
      'organisations.org_name',
      'base_org_para.para_value as watermark',
    ])
    .where('users.user_id', '=', auth.user.userId)
    .executeTakeFirstOrThrow();
  const user: SysUser = {
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    orgId: row.org_id,
    orgCode: row.org_code,
    orgName: row.org_name,
    phonenumber: row.phonenumber,
    email: row.email,
    sex: (['0', '1', '2'].includes(row.sex) ? row.sex : '2') as SysUser['sex'],
    avatar: row.avatar,
    status: row.status === '1' ? '1' : '0',
    passwordChangeRequired: auth.passwordChangeRequired,
  };
  return { code: 200, msg: translate(lang, 'ok'), user, roles: auth.roles, permissions: auth.permissions, watermark: row.watermark === 'Y' };
}
