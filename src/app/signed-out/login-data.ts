/**
 * What the login page needs from the server (the organisations, a first captcha, whether registration
 * is open), requested as soon as the shell starts rather than after the first render, so they arrive
 * while the page is still being built; and the registration call of the registration page.
 */
import { api } from '../../lib/api';
import type { CaptchaReply, RegisterBody, RegisterReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';

/** The config key that opens self-registration; the server answers it without a session. */
const REGISTER_CONFIG_KEY = 'sys.account.registerUser';

let orgs: Promise<LoginOrg[]> | null = null;
let firstCaptcha: Promise<CaptchaReply | null> | null = null;
let registration: Promise<boolean> | null = null;

/** The three warmed answers together, once `warmLoginData` has started them. */
let warmed: Promise<void> = Promise.resolve();
/** The answers that are in already, so the login form's first render can show them (see `loginDataIn`). */
const settled: { orgs?: LoginOrg[]; registration?: boolean; captcha?: CaptchaReply | null } = {};

export function loginOrgs(): Promise<LoginOrg[]> {
  orgs ??= api.get<{ data: LoginOrg[] }>('/htservice/org/getLoginOrgData', undefined, { isToken: false }).then(
    (reply) => (settled.orgs = reply.data),
    () => {
      orgs = null; // asked again on the next visit
      return [];
    },
  );
  return orgs;
}

/**
 * Whether self-registration is open (`sys.account.registerUser` is 'true'). Asked once per page load;
 * a failed request counts as closed, which is the safe reading, and is asked again next time.
 */
export function registrationOpen(): Promise<boolean> {
  registration ??= api.get<{ msg: string }>(`/htservice/config/configKey/${REGISTER_CONFIG_KEY}`, undefined, { isToken: false, raw: true }).then(
    (reply) => (settled.registration = reply.msg.trim().toLowerCase() === 'true'),
    () => {
      registration = null;
      return false;
    },
  );
  return registration;
}

/** A captcha is single use: the early one is handed out once, later calls fetch a fresh one. */
export function nextCaptcha(): Promise<CaptchaReply | null> {
  const early = firstCaptcha;
  firstCaptcha = null;
  delete settled.captcha;
  return early ?? api.get<CaptchaReply>('/code', undefined, { isToken: false }).catch(() => null);
}

/** The organisations, if they are in already. */
export const loadedOrgs = (): LoginOrg[] | undefined => settled.orgs;
/** Whether registration is open, if that is known already. */
export const knownRegistration = (): boolean | undefined => settled.registration;
/** The early captcha if it is in already, handed out once like `nextCaptcha`'s; else undefined. */
export function takeLoadedCaptcha(): CaptchaReply | null | undefined {
  if (!('captcha' in settled)) return undefined;
  const captcha = settled.captcha;
  firstCaptcha = null;
  delete settled.captcha;
  return captcha;
}

/** Starts the requests; called once at start-up when the first page is a login page. */
export function warmLoginData(): void {
  void loginOrgs();
  void registrationOpen();
  firstCaptcha = nextCaptcha();
  const early = firstCaptcha;
  void early.then((captcha) => {
    if (firstCaptcha === early) settled.captcha = captcha;
  });
  warmed = Promise.all([orgs, registration, early]).then(() => undefined);
}

/**
 * Resolves once the warmed answers are in, or after `maxMs`: the shell waits for them before its first
 * render so the login form paints once, complete. They were announced in the page (preloads) and are
 * usually in before the code has run; a slow server only delays the form by `maxMs`.
 */
export function loginDataIn(maxMs: number): Promise<void> {
  return Promise.race([warmed, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/** `POST /register`; rejects with the server's ApiError (its message names what to fix). */
export function register(body: RegisterBody): Promise<RegisterReply> {
  return api.post<RegisterReply>('/register', body, { isToken: false, raw: true });
}
