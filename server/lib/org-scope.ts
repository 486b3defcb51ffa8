/**
 * Who may manage which organisation. Organisations are a group-level function: the platform
 * administrator (role 'admin') manages all of them; any other user, whatever permissions they hold,
 * reaches only the organisation of their session. Naming another one is a 403, never data.
 */
import type { AuthInfo } from '../context.js';
import { ADMIN_ROLE } from '../db/grants.js';
import { HttpError } from '../errors.js';

export function isPlatformAdmin(auth: AuthInfo): boolean {
  return auth.roles.includes(ADMIN_ROLE);
}

/** 403 (naming `field`) unless the caller may manage organisation `orgId`. */
export function assertOrgAccess(auth: AuthInfo, orgId: number, field = 'orgId'): void {
  if (!isPlatformAdmin(auth) && orgId !== auth.orgId) throw new HttpError(403, 'otherOrg', field);
}

/** 403 unless the caller is the platform administrator (creating an organisation, changing its status). */
export function assertPlatformAdmin(auth: AuthInfo, field?: string): void {
  if (!isPlatformAdmin(auth)) throw new HttpError(403, 'forbidden', field);
}
