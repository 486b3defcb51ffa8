/**
 * A message the server writes now and someone reads later (a job run's outcome, a to-do notice) is
 * stored as a message key of server/i18n.ts with its parameters as JSON (migration 0040), and put into
 * words in the reader's language when it is answered or exported. A row without a key (a failure's
 * exception text, a notice someone typed, an old sentence the migration could not recognise) shows its
 * stored text as it is.
 */
import { isMsgKey, translate, type Lang, type MsgKey, type MsgParams } from '../i18n.js';

/** What a writer produces: the key and its parameters. */
export type StoredMessage = { key: MsgKey; params: MsgParams };

export const storedMessage = (key: MsgKey, params: MsgParams = {}): StoredMessage => ({ key, params });

/** The parameters of a stored row, `{}` when missing or unreadable (never a throw for a reader). */
export function storedParams(json: string | null): MsgParams {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as MsgParams) : {};
  } catch {
    return {};
  }
}

/** The stored message in `lang`: its key put into words, or `fallback` (the stored text) when it has none. */
export function storedText(lang: Lang, key: string | null, paramsJsonText: string | null, fallback: string): string {
  return key && isMsgKey(key) ? translate(lang, key, storedParams(paramsJsonText)) : fallback;
}
