/**
 * What the login page needs from the server (the organisations, a first captcha, whether registration
 * is open), requested as soon as the shell starts rather than after the first render, so they arrive
 * while React is still painting; and the registration call of the registration page.
 */
import { api } from '../../lib/api';
import type { CaptchaReply, RegisterBody, RegisterReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';

/** The config key that opens self-registration; the server answers it without a session. */
export const REGISTER_CONFIG_KEY = 'sys.account.registerUser';

let orgs: Promise<LoginOrg[]> | null = null;
let firstCaptcha: Promise<CaptchaReply | null> | null = null;
let registration: Promise<boolean> | null = null;

export function loginOrgs(): Promise<LoginOrg[]> {
  orgs ??= api.get<{ data: LoginOrg[] }>('/htservice/org/getLoginOrgData', undefined, { isToken: false }).then(
    (reply) => reply.data,
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
  registration ??= api
    .get<{ msg: string }>(`/htservice/config/configKey/${REGISTER_CONFIG_KEY}`, undefined, { isToken: false, raw: true })
    .then(
      (reply) => reply.msg.trim().toLowerCase() === 'true',
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
  return early ?? api.get<CaptchaReply>('/code', undefined, { isToken: false }).catch(() => null);
}

/** Starts the requests; called once at start-up when the first page is a login page. */
export function warmLoginData(): void {
  void loginOrgs();
  void registrationOpen();
  firstCaptcha = nextCaptcha();
}

/** `POST /register`; rejects with the server's ApiError (its message names what to fix). */
export function register(body: RegisterBody): Promise<RegisterReply> {
  return api.post<RegisterReply>('/register', body, { isToken: false, raw: true });
}
