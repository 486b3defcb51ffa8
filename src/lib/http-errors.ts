/**
 * SPEC.md section 8, the error catalogue, as one function the request layer calls for every JSON answer.
 * What the user sees is decided here; how it is shown (message, notification, confirm box) is injected,
 * so the catalogue is testable without a browser UI.
 */
import { t } from './i18n';

export type Feedback = {
  /** A short toast. */
  message(text: string, kind: 'error' | 'success' | 'info' | 'warning', durationMs?: number): void;
  /** A notification that stays a little longer. */
  notify(text: string, kind: 'error'): void;
  /** A confirm box; resolves true for OK, false for Cancel (which the caller ignores silently). */
  confirm(options: { title: string; text: string; ok: string; cancel?: string }): Promise<boolean>;
  /** Signs the user out locally and reloads, for the 401 re-login choice. */
  relogin(): void | Promise<void>;
  /** Closes the window (403 flow). */
  closeWindow(): void;
  /** The current location path, to tell the quiet 401 paths. */
  currentPath(): string;
};

/** Paths where a 401 only shows a message, because the user is about to sign in anyway. */
const QUIET_401_PATHS = new Set(['/', '/index', '/module', '/module/module', '/initplat/index', '/login', '/initplat/login']);

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request field the server's answer names (a 422's invalid field, a 409's `version`); none for other errors. */
export function fieldNamedBy(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** A 409 for a stale version: someone saved the record after this form read it. */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.code === 409 && fieldNamedBy(error) === 'version';

/** Code-to-message table: the code's own text wins over the server's msg (SPEC.md section 8). */
export function messageFor(code: number, msg: unknown): string {
  if (code === 401 || code === 403 || code === 404) return t(`http.code${code}`);
  if (typeof msg === 'string' && msg !== '') return msg;
  return t('http.default');
}

let reloginOpen = false;

/**
 * Interprets one answer body: resolves with it when code is 200, otherwise shows what the catalogue says
 * and rejects with an ApiError. `code` defaults to 200 when the body has none.
 */
export async function interpret<T>(body: T, status: number, feedback: Feedback): Promise<T> {
  const record = (body ?? {}) as { code?: unknown; msg?: unknown };
  const code = typeof record.code === 'number' ? record.code : status >= 400 ? status : 200;
  if (code === 200) return body;

  const msg = messageFor(code, record.msg);
  // The caller is answered at once and the dialog stays open on its own: a request that waited for the
  // person's decision would keep the page busy (whenIdle) for as long as the dialog is open.
  if (code === 401) {
    if (QUIET_401_PATHS.has(feedback.currentPath())) {
      feedback.message(t('http.expiredMessage'), 'error');
    } else if (!reloginOpen) {
      reloginOpen = true;
      void feedback
        .confirm({ title: t('http.hint'), text: t('http.expiredConfirm'), ok: t('http.relogin'), cancel: t('common.cancel') })
        .finally(() => (reloginOpen = false))
        .then((again) => (again ? feedback.relogin() : undefined));
    }
    throw new ApiError(401, t('http.expiredMessage'), body);
  }
  if (code === 403) {
    void feedback.confirm({ title: t('http.hint'), text: msg, ok: t('common.ok') }).then(() => feedback.closeWindow());
    throw new ApiError(403, msg, body);
  }
  if (code === 404 || code === 500) {
    feedback.message(msg, 'error');
    throw new ApiError(code, msg, body);
  }
  feedback.notify(msg, 'error');
  throw new ApiError(code, msg, body);
}

/** A request that never got an answer: a message lasting 5 s, then rejection. */
export function networkFailure(error: unknown, feedback: Feedback): never {
  const text = String((error as Error)?.message ?? '');
  const key = /timeout|timed out|aborted/i.test(text) ? 'http.timeout' : 'http.network';
  feedback.message(t(key), 'error', 5000);
  throw new ApiError(0, t(key));
}
