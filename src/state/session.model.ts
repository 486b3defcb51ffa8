/**
 * The signed-in session (SPEC.md sections 3 and 4): token in the HTService-Token cookie, user, roles
 * (ROLE_DEFAULT when none), permissions, userinfo in session storage, organisation in local storage,
 * loginDate in local and session storage, loginPeriod in session storage. The cookie is only the
 * shell's storage; the server reads the token from the Authorization header alone.
 */
import { signal } from '@preact/signals-react';
import dayjs from 'dayjs';
import { api, ApiError } from '../lib/api';
import { bus } from '../lib/bus';
import { cookies, localCache, sessionCache } from '../lib/storage';
import type { LoginLogStatus, TokenReply, UserInfoReply } from '../../server/contracts/auth';
import type { AccountingPeriod, LoginOrg } from '../../server/contracts/org';

export const TOKEN_COOKIE = 'HTService-Token';
export const FAIL_COOKIE = 'failNum';
export const FAIL_RELOAD_THRESHOLD = 3;
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
/**
 * The SPA's OAuth client (public: the browser carries it). The server names its secret in
 * `<meta name="ht-client-secret">` when the operator changed it (HT_CLIENT_SECRET).
 */
export const CLIENT = { id: 'web', grantType: 'password', scope: 'server', websource: 'pc' } as const;

function clientSecret(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="ht-client-secret"]')?.content || 'web';
}

export type Organisation = { id: number; code: string; name: string };
export type UserInfo = { userId: number; orgId: number; userName: string; nickName: string; phonenumber: string };
export type LoginForm = { username: string; password: string; code?: string; uuid?: string; org: LoginOrg; loginDate?: string };

export const token = signal<string | undefined>(cookies.get(TOKEN_COOKIE));
export const user = signal<{ name: string; nickName: string; avatar: string } | null>(null);
export const roles = signal<string[]>([]);
export const permissions = signal<string[]>([]);
export const userinfo = signal<UserInfo | null>(sessionCache.getJSON<UserInfo>('userinfo'));
export const organisation = signal<Organisation | null>(localCache.getJSON<Organisation>('organization'));
export const loginDate = signal<string>(sessionCache.get('loginDate') ?? localCache.get('loginDate') ?? dayjs().format('YYYY-MM-DD'));
export const loginPeriod = signal<AccountingPeriod | null>(sessionCache.getJSON<AccountingPeriod>('loginPeriod'));

function setToken(value: string | undefined): void {
  token.value = value;
  if (value) cookies.set(TOKEN_COOKIE, value);
  else cookies.remove(TOKEN_COOKIE);
}

export function setLoginDate(date: string): void {
  loginDate.value = date;
  localCache.set('loginDate', date);
  sessionCache.set('loginDate', date);
}

function browserFacts(): { browser: string; os: string } {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : 'Unknown';
  const os = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac OS X' : /Android/.test(ua) ? 'Android' : /Linux/.test(ua) ? 'Linux' : 'Unknown';
  return { browser, os };
}

/** Writes a login-log entry; never blocks or breaks the sign-in journey. */
function writeLoginLog(status: LoginLogStatus, userName: string, msg: string, nickName = ''): Promise<void> {
  return api
    .post<unknown>('/htservice/logininfor', { userName, nickName, status, msg, ...browserFacts() }, { raw: true, isToken: status !== 'Error' })
    .then(() => undefined, () => undefined);
}

/** Failed sign-ins this hour (the failNum cookie): the shell's courtesy; the server enforces lockout. */
export function failCount(): number {
  return Number(cookies.get(FAIL_COOKIE) ?? 0) || 0;
}

/**
 * Signs in. Resolves when the token is stored; rejects with the server's ApiError after counting the
 * failure and writing an Error log entry (the caller shows the message).
 */
export async function login(form: LoginForm): Promise<void> {
  const username = form.username.trim();
  const query = {
    username,
    password: form.password,
    code: form.code,
    uuid: form.uuid,
    client_id: CLIENT.id,
    client_secret: clientSecret(),
    grant_type: CLIENT.grantType,
    scope: CLIENT.scope,
    orgId: form.org.orgId,
    websource: CLIENT.websource,
    loginDate: form.loginDate || undefined,
  };
  try {
    const reply = await api.post<TokenReply>('/auth/oauth/token', undefined, {
      query,
      isToken: false,
      raw: true,
      headers: { Authorization: `Basic ${btoa(`${CLIENT.id}:${clientSecret()}`)}` },
    });
    setToken(reply.access_token);
    cookies.remove(FAIL_COOKIE);
    organisation.value = { id: form.org.orgId, code: form.org.orgCode, name: form.org.orgName };
    localCache.setJSON('organization', organisation.value);
    setLoginDate(form.loginDate || dayjs().format('YYYY-MM-DD'));
    void writeLoginLog('Success', username, 'login', reply.nick_name);
    bus.emit('session:signed-in', { userName: username, orgId: form.org.orgId });
  } catch (error) {
    cookies.set(FAIL_COOKIE, String(failCount() + 1), { expires: 1 / 24 });
    const message = error instanceof ApiError ? error.message : String(error);
    // Awaited: the page may reload a second later (third failure), which would cancel an unsent entry.
    await writeLoginLog('Error', username, message);
    throw error;
  }
}

/** Loads user, roles and permissions; a failure clears the token (the caller returns to the root path). */
export async function loadUserInfo(): Promise<void> {
  try {
    const reply = await api.get<UserInfoReply>('/htservice/user/getInfo');
    const sysUser = reply.user;
    user.value = { name: sysUser.userName, nickName: sysUser.nickName, avatar: sysUser.avatar ? `/prod-api${sysUser.avatar}` : '' };
    roles.value = reply.roles.length ? reply.roles : [DEFAULT_ROLE];
    permissions.value = reply.permissions;
    userinfo.value = { userId: sysUser.userId, orgId: sysUser.orgId, userName: sysUser.userName, nickName: sysUser.nickName, phonenumber: sysUser.phonenumber };
    sessionCache.setJSON('userinfo', userinfo.value);
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Reloads the accounting period of the organisation for the login date (stored as loginPeriod). */
export async function loadLoginPeriod(): Promise<void> {
  const org = organisation.value;
  if (!org) return;
  const reply = await api
    .get<{ data: AccountingPeriod }>('/htservice/org/selectLoginDatePeriod', { orgId: org.id, loginDate: loginDate.value }, { raw: true })
    .catch(() => null);
  loginPeriod.value = reply?.data ?? null;
  if (reply?.data) sessionCache.setJSON('loginPeriod', reply.data);
  else sessionCache.remove('loginPeriod');
}

/** Forgets everything of the session on this terminal (kiosk: nothing left for the next person). */
export function clearSession(): void {
  setToken(undefined);
  user.value = null;
  roles.value = [];
  permissions.value = [];
  userinfo.value = null;
  loginPeriod.value = null;
  for (const key of ['userinfo', 'loginPeriod', 'loginDate', 'curModule', 'moduleTree']) sessionCache.remove(key);
}

/** Logs out on the server, writes the Logout entry, then forgets the session locally. */
export async function logout(): Promise<void> {
  const name = user.value?.name ?? userinfo.value?.userName ?? '';
  await writeLoginLog('Logout', name, 'logout', user.value?.nickName);
  await api.delete('/auth/token/logout', { raw: true }).catch(() => undefined);
  clearSession();
  bus.emit('session:signed-out', { reason: 'logout' });
}
