/**
 * Who may manage which organisation. Organisations are a group-level function: the platform
 * administrator (role 'admin') manages all of them; any other user, whatever permissions they hold,
 * reaches only the organisation of their session. Naming another one is a 403, never data.
 */
import type { AuthInfo } from '../context.js';
import { isAdmin } from '../db/grants.js';
import { HttpError } from '../errors.js';

/** 403 (naming `field`) unless the caller may manage organisation `orgId`. */
export function assertOrgAccess(auth: AuthInfo, orgId: number, field = 'orgId'): void {
  if (!isAdmin(auth) && orgId !== auth.orgId) throw new HttpError(403, 'otherOrg', field);
}

/** 403 unless the caller is the platform administrator (creating an organisation, changing its status). */
export function assertPlatformAdmin(auth: AuthInfo, field?: string): void {
  if (!isAdmin(auth)) throw new HttpError(403, 'forbidden', field);
}
