/**
 * A to-do's title and content in the UI language. The server words the to-dos it wrote itself (stored as
 * message keys with parameters) in the request's language, but only the shell knows the English names of
 * the product's modules and approval definitions, so it words those to-dos again from the same keys with
 * the names translated; a to-do stored as text, or a key this shell does not know, shows as answered.
 */
import type { TaskNotice } from '../../../../server/contracts/task-notice';
import { textOr } from '../../../lib/i18n';
import { routeTitle } from '../../route-title';

/** Parameters that hold the product's own names (the rest are dates, counts and what people typed). */
const PRODUCT_NAMES = ['module', 'name'] as const;

function worded(key: string | null, params: TaskNotice['params'], answered: string): string {
  if (!key || !params) return answered;
  const named = { ...params };
  for (const name of PRODUCT_NAMES) if (typeof named[name] === 'string') named[name] = routeTitle(named[name]);
  // The key is stored with the to-do: one this shell does not know keeps the answered text.
  return textOr(`fixed.notice.${key}`, answered, named);
}

export const noticeTitle = (row: TaskNotice) => worded(row.titleKey, row.params, row.title);
export const noticeContent = (row: TaskNotice) => worded(row.contentKey, row.params, row.content);
