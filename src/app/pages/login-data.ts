/**
 * What the login page needs from the server (the organisations and a first captcha), requested as soon
 * as the shell starts rather than after the first render, so both arrive while React is still painting.
 */
import { api } from '../../lib/api';
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';

let orgs: Promise<LoginOrg[]> | null = null;
let firstCaptcha: Promise<CaptchaReply | null> | null = null;

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

/** A captcha is single use: the early one is handed out once, later calls fetch a fresh one. */
export function nextCaptcha(): Promise<CaptchaReply | null> {
  const early = firstCaptcha;
  firstCaptcha = null;
  return early ?? api.get<CaptchaReply>('/code', undefined, { isToken: false }).catch(() => null);
}

/** Starts both requests; called once at start-up when the first page is a login page. */
export function warmLoginData(): void {
  void loginOrgs();
  firstCaptcha = nextCaptcha();
}
