/**
 * The bpmn.io editors' own texts in the UI language (their English stays theirs).
 *
 * - bpmn-js asks its `translate` service for every text it draws: `bpmnTranslateModule` replaces that
 *   service (an `additionalModules` entry), and firing `i18n.changed` redraws the palette after a switch.
 * - form-js-editor 1.23 has no translate service: its palette and properties panel write their English
 *   straight into the page. `translateFormEditor` therefore rewrites those texts (text nodes and the
 *   title, placeholder and aria-label attributes) as they appear, and back when the language changes.
 *   The form canvas (the user's own fields and labels) and the panel header's label are left alone.
 *   The money field's own texts (money-field-panel.ts) come from the zh/en tables in both languages.
 */
import { locale } from '../../lib/i18n';
import { bpmnTextsZh } from './bpmn-texts-zh';
import { formEditorTextsZh } from './form-editor-texts-zh';
import { moneyFieldEditorText } from './money-field-panel';

const fill = (template: string, replacements: Record<string, string>) => template.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`);

/** bpmn-js's translate(template, replacements) in the current language. */
export function translateBpmn(template: string, replacements: Record<string, string> = {}): string {
  return fill(locale.value === 'zh' ? (bpmnTextsZh[template] ?? template) : template, replacements);
}

export const bpmnTranslateModule = { translate: ['value', translateBpmn] };

/** A palette entry's tooltip ("Create a Text field element"), built by form-js from the field's name. */
const CREATE_ELEMENT = /^Create an? (.+) element$/;

/** One of the form editor's own English texts in the current language; anything else as it is. */
export function translateFormEditorText(text: string): string {
  // Our own fields' texts come from the zh/en tables, in either language.
  const own = moneyFieldEditorText(text);
  if (own) return own;
  if (locale.value !== 'zh') return text;
  const known = formEditorTextsZh[text];
  if (known) return known;
  const created = CREATE_ELEMENT.exec(text);
  const name = created && (formEditorTextsZh[created[1]] ?? moneyFieldEditorText(created[1]));
  return name ? `创建${name}` : text;
}

/** Where the user's own words are drawn (the form canvas, the selected field's label, text being edited): never rewritten. */
const USER_AREAS = '.fjs-form-container, .bio-properties-panel-header-label';
const USER_TEXT = `${USER_AREAS}, textarea, [contenteditable]`;
const ATTRIBUTES = ['title', 'placeholder', 'aria-label'] as const;

type Written = { source: string; shown: string };

/**
 * Keeps the form editor under `root` in the current language until the returned stop is called;
 * `refresh()` re-applies the language to everything (after a language switch).
 */
export function translateFormEditor(root: HTMLElement): { refresh(): void; stop(): void } {
  // What the library wrote (its English) per node and attribute, and what we showed instead.
  const texts = new WeakMap<Node, Written>();
  const attributes = new WeakMap<Element, Map<string, Written>>();
  const inside = (el: Element | null, selector: string) => el?.closest(selector) != null;

  const apply = (current: string, written: Written | undefined): Written => {
    // The library replaced our text with a new one of its own: that is the new source.
    const source = written && current === written.shown ? written.source : current;
    return { source, shown: translateFormEditorText(source) };
  };
  const text = (node: Text) => {
    const current = node.nodeValue ?? '';
    const trimmed = current.trim();
    if (!trimmed || inside(node.parentElement, USER_TEXT)) return;
    const next = apply(trimmed, texts.get(node));
    texts.set(node, next);
    if (trimmed !== next.shown) node.nodeValue = current.replace(trimmed, next.shown);
  };
  const element = (el: Element) => {
    if (inside(el, USER_AREAS)) return;
    for (const name of ATTRIBUTES) {
      const current = el.getAttribute(name);
      if (!current) continue;
      let byName = attributes.get(el);
      if (!byName) attributes.set(el, (byName = new Map()));
      const next = apply(current, byName.get(name));
      byName.set(name, next);
      if (current !== next.shown) el.setAttribute(name, next.shown);
    }
  };
  const walk = (node: Node) => {
    if (node instanceof Text) return text(node);
    if (!(node instanceof Element)) return;
    element(node);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) {
      if (next instanceof Text) text(next);
      else element(next as Element);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(walk);
      else if (record.type === 'characterData') text(record.target as Text);
      else element(record.target as Element);
    }
    // Our own writes are recorded too; they change nothing the second time.
    observer.takeRecords();
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: [...ATTRIBUTES] });
  walk(root);
  return {
    refresh: () => {
      walk(root);
      observer.takeRecords();
    },
    stop: () => observer.disconnect(),
  };
}
