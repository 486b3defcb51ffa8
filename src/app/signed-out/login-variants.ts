/**
 * The three doors of the login page (SPEC.md section 2): /login for the shell's modules, /initplat/login
 * for the initialisation platform (its own token, organisation optional) and /admin/login for the admin
 * area (administrators only). One page, three entries in this table.
 */
import type { TextKey } from '../../lib/i18n';
import { areaOf, INITPLAT_HOME_PATH, INITPLAT_LOGIN_PATH, login, loginAdmin, loginInitplat, type InitplatLoginForm } from '../../state/session.model';

export type LoginVariant = 'main' | 'initplat' | 'admin';

type VariantSpec = {
  /** The page's own path (data-route). */
  path: string;
  titleKey: TextKey;
  /** The initialisation platform may sign in without naming an organisation (the user's home one). */
  orgOptional: boolean;
  /** Where a sign-in goes when no (acceptable) redirect was asked for. */
  home: string;
  /** Whether a `redirect` target may be followed; the admin area always opens at module selection. */
  follows: (path: string) => boolean;
  signIn: (form: InitplatLoginForm) => Promise<void>;
  /** Only the shell's own login offers self-registration. */
  offersRegistration: boolean;
};

/** Pages of the login family: never a place to return to after signing in. */
const PUBLIC_PREFIXES = ['/login', '/admin/login', INITPLAT_LOGIN_PATH, '/register', '/bind', '/auth-redirect'];

/** A same-site path (not `//host` or `/\host`, which browsers read as another site), or null. */
export function sameSitePath(raw: string | null): string | null {
  return raw?.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;
}

export const VARIANTS: Record<LoginVariant, VariantSpec> = {
  main: {
    path: '/login',
    titleKey: 'app.loginTitle',
    orgOptional: false,
    home: '/module/module',
    follows: (path) => areaOf(path) === 'main',
    signIn: (form) => login({ ...form, org: form.org! }),
    offersRegistration: true,
  },
  initplat: {
    path: INITPLAT_LOGIN_PATH,
    titleKey: 'login.initplatTitle',
    orgOptional: true,
    home: INITPLAT_HOME_PATH,
    // Its token opens the initialisation platform only: anywhere else would ask to sign in again.
    follows: (path) => areaOf(path) === 'initplat',
    signIn: loginInitplat,
    offersRegistration: false,
  },
  admin: {
    path: '/admin/login',
    titleKey: 'login.adminTitle',
    orgOptional: false,
    home: '/module/module',
    follows: () => false,
    signIn: (form) => loginAdmin({ ...form, org: form.org! }),
    offersRegistration: false,
  },
};

/** Only same-site paths of the variant's area are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function redirectTarget(variant: LoginVariant, raw: string | null): string {
  const spec = VARIANTS[variant];
  const path = sameSitePath(raw);
  const publicPage = path !== null && PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`));
  return path && !publicPage && spec.follows(path) ? path : spec.home;
}
