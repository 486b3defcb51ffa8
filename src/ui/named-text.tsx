/**
 * A translated text with names in it (a voucher number, a person's, a hotel's or an asset's name), each
 * name marked as data (`data-user-text`) where the language places it. Headings and dialog titles that
 * name a record go through here rather than `t(key, params)`, whose plain string cannot say which part
 * the product wrote and which part a person typed: the language check of the e2e walk skips only the
 * marked part (README: `data-user-text`), and the sentence's word order stays the language's own.
 */
import { Fragment, type ReactNode } from 'react';
import { t, type TextKey } from '../lib/i18n';

/** Stands for a name inside the translated template; a control character no message contains. */
const MARK = '\u0001';

export function namedText(key: TextKey, names: Record<string, string | number>): ReactNode {
  const placeholders = Object.fromEntries(Object.keys(names).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split on the marks: even parts are the product's words, odd parts the names of the placeholders.
  const parts = t(key, placeholders).split(MARK);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template, always in its order; they hold no state
    <Fragment key={i}>{i % 2 === 0 ? part : <span data-user-text>{names[part]}</span>}</Fragment>
  ));
}
