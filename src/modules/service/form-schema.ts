/**
 * Approval forms are form-js schemas. Labels in two languages follow one convention: `label` holds the
 * Chinese text and the field's custom property `labelEn` (form-js editor: "Custom properties") the English
 * one; English pages show `labelEn` when it is given. The same holds for `description` / `descriptionEn`.
 */
import type { Locale } from '../../lib/i18n';

type Component = { key?: string; label?: string; description?: string; type?: string; properties?: Record<string, unknown>; components?: Component[] };
type Schema = Record<string, unknown> & { components?: Component[] };

/** A schema for form-js with labels in `lang` (a copy; the stored schema keeps both languages). */
export function localizeSchema(schema: Record<string, unknown>, lang: Locale): Record<string, unknown> {
  const copy = structuredClone(schema) as Schema;
  if (lang === 'en')
    walk(copy.components ?? [], (c) => {
      const p = c.properties ?? {};
      if (typeof p.labelEn === 'string' && p.labelEn) c.label = p.labelEn;
      if (typeof p.descriptionEn === 'string' && p.descriptionEn) c.description = p.descriptionEn;
    });
  return copy;
}

/** The keys of the input fields (what gateway conditions may test), with their labels. */
export function formFields(schema: Record<string, unknown> | undefined): Array<{ key: string; label: string }> {
  const out: Array<{ key: string; label: string }> = [];
  walk((schema as Schema | undefined)?.components ?? [], (c) => {
    if (c.key) out.push({ key: c.key, label: c.label ?? c.key });
  });
  return out;
}

/** A new definition's empty form (form-js needs a type and an id). */
export function emptyFormSchema(): Record<string, unknown> {
  return { type: 'default', id: 'approvalForm', components: [] };
}

/** True when the draft has no form yet (a new definition's `{}`). */
export function hasForm(schema: Record<string, unknown> | undefined): boolean {
  return Boolean(schema && Array.isArray((schema as Schema).components));
}

/** Visits every component of a schema's tree (groups and dynamic lists nest theirs). */
export function walk(components: Component[], visit: (c: Component) => void): void {
  for (const c of components) {
    visit(c);
    if (c.components) walk(c.components, visit);
  }
}
