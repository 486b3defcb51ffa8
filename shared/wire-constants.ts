/**
 * Numbers the browser and the server must agree on, written once (issue 17). Pure code without
 * imports: shared/ is imported by the browser and the server.
 */

/** The page size that means "every row": the RuoYi family's convention for an unpaged list (SPEC.md section 9). */
export const PAGE_SIZE_ALL = 100_000_000;

/** How often the shell sends a module's licence heartbeat (SPEC.md sections 4 and 9); the server's seat lease is a few of these. */
export const HEARTBEAT_INTERVAL_MS = 120_000;

/** The voucher word (凭证字) every organisation starts with: the word used when none is in use, and the only word of interface vouchers. */
export const VOUCHER_WORD = '记';

/** At most this many ids in one batch call (`DELETE …/{ids}`, a print of several vouchers): one bound value each. */
export const MAX_IDS = 1000;

/** Characters of a notice's text: a long announcement fits, a pasted document does not. */
export const MAX_NOTICE_CONTENT = 5000;

/** At most this many sidebar shortcut menus per user (their saved preferences). */
export const MAX_SHORTCUTS = 30;

/** The config key of the kiosk lock time in minutes: read by the shell, and sent with the token answer's first screen. */
export const LOCK_MINUTES_CONFIG_KEY = 'sys.kiosk.lockMinutes';
