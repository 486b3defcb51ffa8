/** What every module's dashboard is computed from: the app's seams, the caller, the business date and the language. */
import type { AuthInfo, Deps } from '../context.js';
import type { Lang } from '../i18n.js';

export type DashboardContext = {
  deps: Deps;
  auth: AuthInfo;
  /** The business date the figures are for (YYYY-MM-DD): the shell's login date, else the session's. */
  asOf: string;
  lang: Lang;
};

/** How many rows a dashboard's to-do lists show; the card's count says how many there are in all. */
export const LIST_SIZE = 8;

/** The expiry window of agreements and contracts, in days from the business date. */
export const EXPIRY_DAYS = 30;

/** A COUNT or SUM as both engines return it (PostgreSQL sends bigint sums as text), as a number. */
export const num = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);
