/**
 * The signed-in session (SPEC.md sections 3 and 4): token in the HTService-Token cookie, user, roles
 * (ROLE_DEFAULT when none), permissions, userinfo in session storage, organisation in local storage,
 * loginDate in local and session storage, loginPeriod in session storage. The cookie is only the
 * shell's storage; the server reads the token from the Authorization header alone.
 *
 * Two areas keep their own token (SPEC.md section 9): the shell's modules in HTService-Token and the
 * initialisation platform (paths under /initplat/) in Initplat-Token, so signing in to one never
 * replaces the other. `token` is the token of the area the address is in (`area`, kept in step with
 * the address by the app); the guard asks `tokenOf(areaOf(path))` for the page it is about to show.
 */
import { batch, computed, signal, type Signal } from '@preact/signals-core';
import { today } from '../lib/format-date';
import { api, ApiError } from '../lib/api';
import { bus } from '../lib/bus';
import { t } from '../lib/i18n';
import { cookies, localCache, sessionCache } from '../lib/storage';
import { whenIdle } from './activity.model';
import type { FirstScreen, TokenInitReply, TokenReply, UserInfoReply } from '../../server/contracts/auth';
import type { LoginLogStatus } from '../../server/contracts/monitor';
import type { AccountingPeriod, LoginOrg } from '../../server/contracts/org';

export const TOKEN_COOKIE = 'HTService-Token';
const INITPLAT_TOKEN_COOKIE = 'Initplat-Token';
export const FAIL_COOKIE = 'failNum';
export const FAIL_RELOAD_THRESHOLD = 3;
const DEFAULT_ROLE = 'ROLE_DEFAULT';
const ADMIN_ROLE = 'admin';
/** The token call's `websource` that opens an initialisation-platform session. */
const INITPLAT_WEBSOURCE = 'initplat';
export const INITPLAT_LOGIN_PATH = '/initplat/login';
/** The initialisation module's (3002) home page. */
export const INITPLAT_HOME_PATH = '/initplat/index';

export type Area = 'main' | 'initplat';
const TOKEN_COOKIES: Record<Area, string> = { main: TOKEN_COOKIE, initplat: INITPLAT_TOKEN_COOKIE };

/**
 * The area of a path: the initialisation platform's pages, their refresh helper (/redirect/initplat/…)
 * and its login page (whose calls after the token call need the initplat token) are 'initplat'; so are
 * its detail pages under /pppp/ (SPEC.md section 2), opened from its lists with the same sign-in.
 */
export function areaOf(path: string): Area {
  return /^\/(redirect\/)?(initplat|pppp)(\/|$)/.test(path) ? 'initplat' : 'main';
}

/** Where the guard sends a visitor of `area` without a token. */
export function loginPathOf(area: Area): string {
  return area === 'initplat' ? INITPLAT_LOGIN_PATH : '/login';
}

/**
 * The SPA's OAuth client (public: the browser carries it). The server names its secret in
 * `<meta name="ht-client-secret">` when the operator changed it (HT_CLIENT_SECRET).
 */
const CLIENT = { id: 'web', grantType: 'password', scope: 'server', websource: 'pc' } as const;

function clientSecret(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="ht-client-secret"]')?.content || 'web';
}

export type Organisation = { id: number; code: string; name: string };
export type UserInfo = { userId: number; orgId: number; userName: string; nickName: string; phonenumber: string };
export type LoginForm = { username: string; password: string; code?: string; uuid?: string; org: LoginOrg; loginDate?: string };
/** The initialisation platform's form: without an organisation the server uses the user's home one. */
export type InitplatLoginForm = Omit<LoginForm, 'org'> & { org?: LoginOrg };

const tokens: Record<Area, Signal<string | undefined>> = {
  main: signal(cookies.get(TOKEN_COOKIE)),
  initplat: signal(cookies.get(INITPLAT_TOKEN_COOKIE)),
};
/** The area the shell is in: follows the address (`syncArea`), and a sign-in moves it to its own. */
export const area = signal<Area>(areaOf(location.pathname));
/** The token of the current area: what every request carries. */
export const token = computed(() => tokens[area.value].value);

export function tokenOf(which: Area): string | undefined {
  return tokens[which].value;
}

/** Called by the app on every navigation, so requests carry the token of the area now shown. */
export function syncArea(path: string): void {
  area.value = areaOf(path);
}

export const user = signal<{ name: string; nickName: string; avatar: string } | null>(null);
/**
 * Someone else set the password: the shell asks for a new one before anything else (the server insists).
 * Known from the token answer, kept for a reload, and confirmed by getInfo.
 */
export const passwordChangeRequired = signal(sessionCache.get('passwordChangeRequired') === '1');

export function setPasswordChangeRequired(required: boolean): void {
  passwordChangeRequired.value = required;
  if (required) sessionCache.set('passwordChangeRequired', '1');
  else sessionCache.remove('passwordChangeRequired');
}
export const roles = signal<string[]>([]);
export const permissions = signal<string[]>([]);
/** The session organisation asks for the work-area watermark (its parameter `watermark`, from getInfo). */
export const watermarkWanted = signal(false);
export const userinfo = signal<UserInfo | null>(sessionCache.getJSON<UserInfo>('userinfo'));
export const organisation = signal<Organisation | null>(localCache.getJSON<Organisation>('organization'));
export const loginDate = signal<string>(sessionCache.get('loginDate') ?? localCache.get('loginDate') ?? today());
export const loginPeriod = signal<AccountingPeriod | null>(sessionCache.getJSON<AccountingPeriod>('loginPeriod'));

/**
 * What the token answer brought for the first signed-in screen (user, routes, period, preferences, lock
 * time), kept until the shell takes it (signed-in-state.ts) instead of asking for each again.
 */
let firstScreen: FirstScreen | null = null;

/** The first screen of the sign-in just made, once: null after a reload, or once taken. */
export function takeFirstScreen(): FirstScreen | null {
  const taken = firstScreen;
  firstScreen = null;
  return taken;
}

// The login-date widget stored the date and its period; the session's signals follow it.
bus.on('login-date:changed', ({ loginDate: date, period }) => {
  loginDate.value = date;
  loginPeriod.value = period as AccountingPeriod | null;
});

function setToken(which: Area, value: string | undefined): void {
  tokens[which].value = value;
  if (value) cookies.set(TOKEN_COOKIES[which], value);
  else cookies.remove(TOKEN_COOKIES[which]);
}

function setLoginDate(date: string): void {
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

/**
 * Writes a login-log entry; never blocks or breaks the sign-in journey. `orgId` files a failed sign-in
 * under the organisation it was for (the server checks it exists); `token` names the session the entry
 * is about when that may no longer be the current area's.
 */
function writeLoginLog(status: LoginLogStatus, userName: string, msg: string, nickName = '', { orgId, token: bearer }: { orgId?: number; token?: string } = {}): Promise<void> {
  const auth = bearer ? { isToken: false, headers: { Authorization: `Bearer ${bearer}` } } : { isToken: status !== 'Error' };
  return api.post<unknown>('/htservice/logininfor', { userName, nickName, status, msg, ...browserFacts(), ...(orgId ? { orgId } : {}) }, { raw: true, ...auth }).then(
    () => undefined,
    () => undefined,
  );
}

/** The Success entry of the sign-in just made while it waits to be written; a logout writes it first. */
let pendingSuccessLog: { area: Area; write: () => Promise<void> } | null = null;

/**
 * The server logged the sign-in itself, so the shell's Success entry is no hurry: it is written once the
 * first signed-in screen is painted and the shell idle, taking neither a connection nor server time from
 * that screen (or before a Logout entry, or another sign-in's, if that comes first). It carries its own
 * session's token, whichever area is current by then.
 */
function writeSuccessLogSoon(which: Area, sessionToken: string, userName: string, nickName: string): void {
  void pendingSuccessLog?.write();
  const write = (): Promise<void> => {
    if (pendingSuccessLog?.write !== write) return Promise.resolve();
    pendingSuccessLog = null;
    return writeLoginLog('Success', userName, 'login', nickName, { token: sessionToken });
  };
  pendingSuccessLog = { area: which, write };
  void whenIdle().then(write);
}

/** Failed sign-ins this hour (the failNum cookie): the shell's courtesy; the server enforces lockout. */
export function failCount(): number {
  return Number(cookies.get(FAIL_COOKIE) ?? 0) || 0;
}

/** Builds the token call's query; the initplat variant may leave the organisation out. */
function tokenQuery(form: InitplatLoginForm, websource: string) {
  return {
    username: form.username.trim(),
    password: form.password,
    code: form.code,
    uuid: form.uuid,
    client_id: CLIENT.id,
    client_secret: clientSecret(),
    grant_type: CLIENT.grantType,
    scope: CLIENT.scope,
    orgId: form.org?.orgId,
    websource,
    // Always named, so the server's session and its first screen's period use the browser's date.
    loginDate: form.loginDate || today(),
  };
}

/**
 * The token call of either area, and what every sign-in does with its answer: the token goes to the
 * area's cookie and the shell moves to that area. `confirm` runs with the token stored (initplat's
 * tokenInit); if it fails the token is dropped again and the sign-in counts as failed. A failure
 * counts failNum and writes an Error log entry before the server's ApiError reaches the caller.
 */
async function signIn(form: InitplatLoginForm, target: Area, confirm?: () => Promise<void>): Promise<TokenReply> {
  const username = form.username.trim();
  try {
    const reply = await api.post<TokenReply>('/auth/oauth/token', undefined, {
      query: tokenQuery(form, target === 'initplat' ? INITPLAT_WEBSOURCE : CLIENT.websource),
      isToken: false,
      raw: true,
      headers: { Authorization: `Basic ${btoa(`${CLIENT.id}:${clientSecret()}`)}` },
    });
    area.value = target;
    setToken(target, reply.access_token);
    setPasswordChangeRequired(reply.password_change_required === true);
    firstScreen = reply.first_screen ?? null;
    await confirm?.().catch(async (error: unknown) => {
      // The server session is of no use without its set-up: end it rather than leave it to time out.
      await api.delete('/auth/token/logout', { raw: true }).catch(() => undefined);
      setToken(target, undefined);
      firstScreen = null;
      throw error;
    });
    cookies.remove(FAIL_COOKIE);
    if (form.org) {
      organisation.value = { id: form.org.orgId, code: form.org.orgCode, name: form.org.orgName };
      localCache.setJSON('organization', organisation.value);
    }
    setLoginDate(form.loginDate || today());
    writeSuccessLogSoon(target, reply.access_token, username, reply.nick_name);
    bus.emit('session:signed-in', { userName: username, orgId: reply.org_id });
    return reply;
  } catch (error) {
    cookies.set(FAIL_COOKIE, String(failCount() + 1), { expires: 1 / 24 });
    const message = error instanceof ApiError ? error.message : String(error);
    // Awaited: the page may reload a second later (third failure), which would cancel an unsent entry.
    await writeLoginLog('Error', username, message, '', { orgId: form.org?.orgId });
    throw error;
  }
}

/**
 * Signs in to the shell's modules. Resolves when the token is stored; rejects with the server's
 * ApiError after counting the failure and writing an Error log entry (the caller shows the message).
 */
export async function login(form: LoginForm): Promise<void> {
  await signIn(form, 'main');
}

/**
 * Signs in to the initialisation platform: the token call with websource 'initplat', then
 * `POST /auth/token/tokenInit` with that token; the token is kept in Initplat-Token. Without an
 * organisation the session is in the user's home organisation (user info names it).
 */
export async function loginInitplat(form: InitplatLoginForm): Promise<void> {
  await signIn(form, 'initplat', async () => {
    await api.post<TokenInitReply>('/auth/token/tokenInit', undefined, { raw: true });
  });
}

/**
 * The admin area's sign-in: an ordinary sign-in, kept only when the user holds the admin role;
 * anyone else is signed out again (Logout entry, server session revoked) and gets a clear refusal.
 */
export async function loginAdmin(form: LoginForm): Promise<void> {
  await login(form);
  const info = firstScreen?.info;
  if (info) applyUserInfo(info);
  else await loadUserInfo();
  if (roles.value.includes(ADMIN_ROLE)) return;
  await logout();
  throw new ApiError(403, t('login.adminOnly'));
}

/** Loads user, roles and permissions; a failure clears the token (the caller returns to the root path). */
export async function loadUserInfo(): Promise<void> {
  try {
    applyUserInfo(await api.get<UserInfoReply>('/htservice/user/getInfo'));
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Takes getInfo's answer (fetched, or carried by the token answer) into the session's signals, in one update. */
export function applyUserInfo(reply: UserInfoReply): void {
  const sysUser = reply.user;
  batch(() => {
    setPasswordChangeRequired(sysUser.passwordChangeRequired === true);
    user.value = { name: sysUser.userName, nickName: sysUser.nickName, avatar: sysUser.avatar ? `/prod-api${sysUser.avatar}` : '' };
    roles.value = reply.roles.length ? reply.roles : [DEFAULT_ROLE];
    permissions.value = reply.permissions;
    watermarkWanted.value = reply.watermark === true;
    userinfo.value = { userId: sysUser.userId, orgId: sysUser.orgId, userName: sysUser.userName, nickName: sysUser.nickName, phonenumber: sysUser.phonenumber };
    // The session's organisation as the server knows it: an initplat sign-in may not have named one.
    organisation.value = { id: sysUser.orgId, code: sysUser.orgCode, name: sysUser.orgName };
  });
  sessionCache.setJSON('userinfo', userinfo.value);
  localCache.setJSON('organization', organisation.value);
}

/** Reloads the accounting period of the organisation for the login date (stored as loginPeriod). */
export async function loadLoginPeriod(): Promise<void> {
  const org = organisation.value;
  if (!org) return;
  const reply = await api.get<{ data: AccountingPeriod }>('/htservice/org/selectLoginDatePeriod', { orgId: org.id, loginDate: loginDate.value }, { raw: true }).catch(() => null);
  setLoginPeriod(reply?.data ?? null);
}

/** Keeps the login date's accounting period (fetched, or carried by the token answer); null when there is none. */
export function setLoginPeriod(period: AccountingPeriod | null): void {
  loginPeriod.value = period;
  if (period) sessionCache.setJSON('loginPeriod', period);
  else sessionCache.remove('loginPeriod');
}

/**
 * Forgets everything of the session on this terminal (kiosk: nothing left for the next person): the
 * token of the current area (or the one named) and the user loaded with it.
 */
export function clearSession(which: Area = area.value): void {
  setToken(which, undefined);
  firstScreen = null;
  if (pendingSuccessLog?.area === which) pendingSuccessLog = null;
  user.value = null;
  roles.value = [];
  permissions.value = [];
  watermarkWanted.value = false;
  userinfo.value = null;
  loginPeriod.value = null;
  passwordChangeRequired.value = false;
  for (const key of ['userinfo', 'loginPeriod', 'loginDate', 'curModule', 'moduleTree', 'licenceChecked', 'passwordChangeRequired']) sessionCache.remove(key);
}

/** Logs out of the current area on the server, writes the Logout entry, then forgets the session locally. */
export async function logout(): Promise<void> {
  const name = user.value?.name ?? userinfo.value?.userName ?? '';
  await pendingSuccessLog?.write();
  await writeLoginLog('Logout', name, 'logout', user.value?.nickName);
  await api.delete('/auth/token/logout', { raw: true }).catch(() => undefined);
  clearSession();
  bus.emit('session:signed-out', { reason: 'logout' });
}
