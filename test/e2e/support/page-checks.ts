/**
 * What the walk checks on every page beside "it opens": the product's own words are in the page's
 * language, no browser-native date input, and no serious or critical accessibility violation.
 *
 * "The product's own words" are the texts of its chrome and labels: headings, labels, buttons, tabs,
 * menus, table headers, status tags, placeholders and accessible names. Data a person typed (hotel,
 * customer and user names, voucher numbers, summaries) stays as typed: it lives in table cells and
 * fields, and where the product shows it inside its chrome (the user panel, a detail page's title,
 * a dialog naming a record) the element carries `data-user-text`, which these checks skip.
 */
import type { Page } from 'puppeteer-core';
import { seriousViolations } from './axe';

/**
 * Words that read the same in a Chinese UI: file formats, standards, product and protocol names.
 * Anything else in Latin letters on a Chinese page is an untranslated text.
 */
const LATIN_IN_CHINESE = [
  'PDF',
  'Excel',
  'xlsx',
  'XLSX',
  'csv',
  'CSV',
  'CRM',
  'PMS',
  'POS',
  'BPMN',
  'Cron',
  'cron',
  'URL',
  'API',
  'OpenAPI',
  'HTML',
  'JSON',
  'SQL',
  'IP',
  'ID',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'mm',
  'ss',
  'Java',
  'Vue',
  'TypeScript',
  'React',
  'Kysely',
  'Hono',
  'OAuth',
  'Token',
  'token',
  'WebSocket',
  'LDAP',
  'SMTP',
  'RMB',
  'CNY',
  'Enter',
  'Esc',
  'Ctrl',
  'Shift',
  'Alt',
  'Tab',
  'admin',
  'HT',
];

/**
 * The check as plain browser JavaScript (a string, so the test runner's transpiler adds no helpers the
 * page does not have); called with the page's language and LATIN_IN_CHINESE.
 */
const WRONG_LANGUAGE_SOURCE = String.raw`(lang, allowed) => {
  const cjk = /[\u3400-\u9fff]/;
  const allowedWords = new Set(allowed);
  // Placeholders ({date}) and codes (sys_user_sex, FA-0001) are neither language.
  const words = (text) => text.replace(/\{[^}]*\}/g, ' ').split(/[^A-Za-z0-9_]+/).filter((w) => /^[A-Za-z]{3,}$/.test(w) && !allowedWords.has(w));
  const wrong = (text) => (lang === 'en' ? cjk.test(text) : words(text).length > 0);
  // Data a person typed: marked by the product, or an accessible name naming a row's record.
  const skip = (el) => Boolean(el.closest('[data-user-text], [aria-hidden="true"], [data-ht="palette-results"]'));
  const rowScoped = (el) => Boolean(el.closest('tbody, [role="row"], [role="treeitem"], [data-user-text]'));
  const visible = (el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed';
  // The element's own text, without what marked descendants (user data) say.
  const ownText = (el) => {
    let text = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const marked = node.parentElement && node.parentElement.closest('[data-user-text], [aria-hidden="true"]');
      if (!marked || !el.contains(marked)) text += node.nodeValue + ' ';
    }
    return text.trim().replace(/\s+/g, ' ');
  };
  const found = new Set();
  const chrome = 'h1, h2, h3, h4, h5, label, legend, button, th, [role="tab"], [role="menuitem"], [role="option"], [data-ht="menu-item"], [data-ht="breadcrumb"], [data-ht="tabs"], .mantine-Badge-label, .mantine-InputWrapper-description, .mantine-Alert-title, [data-ht="pager"], [data-ht="empty"]';
  for (const el of document.querySelectorAll(chrome)) {
    if (skip(el) || !visible(el)) continue;
    const text = ownText(el);
    if (text && wrong(text)) found.add(text.slice(0, 60));
  }
  for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (skip(el) || !visible(el)) continue;
    for (const name of ['placeholder', 'aria-label', 'title']) {
      if (name !== 'placeholder' && rowScoped(el)) continue;
      const text = (el.getAttribute(name) || '').trim();
      if (text && wrong(text)) found.add(name + '="' + text.slice(0, 60) + '"');
    }
  }
  return [...found];
}`;

function wrongLanguageTexts(page: Page, locale: 'zh' | 'en'): Promise<string[]> {
  return page.evaluate(`(${WRONG_LANGUAGE_SOURCE})(${JSON.stringify(locale)}, ${JSON.stringify(LATIN_IN_CHINESE)})`) as Promise<string[]>;
}

/** Browser-native date inputs (their look and format follow the browser, not the product). */
function nativeDateInputs(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('input[type="date"], input[type="datetime-local"], input[type="month"]').length);
}

/** Everything the walk reports about a page beyond whether it opened, one line each ([] when clean). */
export async function pageFindings(page: Page, locale: 'zh' | 'en', withAxe: boolean): Promise<string[]> {
  const findings: string[] = [];
  const words = await wrongLanguageTexts(page, locale);
  if (words.length) findings.push(`${locale === 'en' ? 'Chinese in English' : 'English in Chinese'}: ${words.join(' | ')}`);
  const dates = await nativeDateInputs(page);
  if (dates) findings.push(`${dates} native date input(s)`);
  if (withAxe) findings.push(...(await seriousViolations(page)).map((v) => `axe ${v}`));
  return findings;
}
