/**
 * The rules of a user name and a password, written once (issue 17): the server refuses what breaks
 * them (registration, an administrator's new user or reset, a password change) and the register form
 * says so before sending. Pure code without imports: shared/ is imported by the browser and the server.
 */

/** 2–20 letters, digits or '_'. */
export const USER_NAME_RULE = /^[A-Za-z0-9_]{2,20}$/;

/** 8-64 characters with at least one letter and one digit. */
export function strongEnough(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
