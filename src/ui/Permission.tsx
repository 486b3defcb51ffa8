/**
 * Permission gates for React: the app provides the signed-in user's roles and permissions once, and
 * pages wrap controls in <HasRole> / <HasPermi> (the counterparts of RuoYi's v-hasRole / v-hasPermi:
 * the element is not rendered at all when not allowed). src/ui may not read the session model, hence
 * the context.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { hasPermi, hasRole } from './permissions';

export type PermissionValue = { roles: readonly string[]; permissions: readonly string[] };

const PermissionContext = createContext<PermissionValue>({ roles: [], permissions: [] });

export function PermissionProvider({ value, children }: { value: PermissionValue; children?: ReactNode }) {
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}

/** True when the user holds one of `roles` or is admin; throws on an empty list. */
export function useHasRole(roles: readonly string[]): boolean {
  return hasRole(useContext(PermissionContext).roles, roles);
}

/** True when the user holds one of `permissions` or '*:*:*'; throws on an empty list. */
export function useHasPermi(permissions: readonly string[]): boolean {
  return hasPermi(useContext(PermissionContext).permissions, permissions);
}

/**
 * A check to call once per action, for code that decides several actions at once (a row's): `can('x:y:z')`.
 * The same function while the permissions stay, so pages may memoise on it.
 */
export function usePermitted(): (permission: string) => boolean {
  const { permissions } = useContext(PermissionContext);
  return useCallback((permission: string) => hasPermi(permissions, [permission]), [permissions]);
}

export function HasRole({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  return useHasRole(value) ? children : null;
}

export function HasPermi({ value, children }: { value: readonly string[]; children?: ReactNode }) {
  return useHasPermi(value) ? children : null;
}
