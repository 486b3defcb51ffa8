/**
 * Server-side permission checks (DESIGN.md section 5): every endpoint names what it needs.
 * The role 'admin' and the permission '*:*:*' pass everything, as in the shell's directives.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthInfo } from '../context.js';
import { ALL_PERMISSIONS, isAdmin } from '../db/grants.js';
import { HttpError } from '../errors.js';
import { withFacts } from '../lib/route-facts.js';

export function hasPermi(auth: AuthInfo, ...perms: string[]): boolean {
  if (isAdmin(auth) || auth.permissions.includes(ALL_PERMISSIONS)) return true;
  return perms.some((p) => auth.permissions.includes(p));
}

export function hasRole(auth: AuthInfo, ...roles: string[]): boolean {
  return isAdmin(auth) || roles.some((r) => auth.roles.includes(r));
}

/** 403 unless the signed-in user holds one of `perms`. Mount after `authenticate`. */
export function requirePermi(...perms: string[]): MiddlewareHandler<AppEnv> {
  if (perms.length === 0) throw new Error('requirePermi needs at least one permission');
  return withFacts<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      if (!hasPermi(c.var.auth, ...perms)) throw new HttpError(403, 'forbidden');
      await next();
    },
    { permissions: perms },
  );
}

/** 403 unless the signed-in user holds one of `roles`. Mount after `authenticate`. */
export function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  if (roles.length === 0) throw new Error('requireRole needs at least one role');
  return withFacts<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      if (!hasRole(c.var.auth, ...roles)) throw new HttpError(403, 'forbidden');
      await next();
    },
    { roles },
  );
}
