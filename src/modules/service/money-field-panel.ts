/**
 * The money field (MoneyField.tsx) in the form editor. Its panel is a number field's (label, required,
 * minimum, maximum…); the minimum and maximum are typed in yuan, which the validation group's title says.
 * form-js-editor 1.23 draws its own texts in English and editor-translate.ts puts them into the UI
 * language; the money field's texts (its palette name, that title) are given to form-js as English source
 * texts too and shown from the zh/en tables by `moneyFieldEditorText`.
 */
import { t } from '../../lib/i18n';
import { MONEY_TYPE, MoneyField } from './MoneyField';

/** The title of a money field's validation group (its minimum and maximum are yuan). */
const VALIDATION = 'Validation (yuan)';

/** The money field's source texts in the editor → their keys in the zh/en tables. */
const TEXTS = {
  [MoneyField.config.name]: 'approvals.moneyField.name',
  [VALIDATION]: 'approvals.moneyField.validation',
} as const;

/** One of the money field's editor texts in the current language; undefined for any other text. */
export function moneyFieldEditorText(source: string): string | undefined {
  return Object.hasOwn(TEXTS, source) ? t(TEXTS[source as keyof typeof TEXTS]) : undefined;
}

type Group = { id: string; label?: string };
type PropertiesPanel = { registerProvider(provider: MoneyFieldPanel, priority: number): void };

/** After form-js's own provider (priority 1000): retitles a money field's validation group. */
class MoneyFieldPanel {
  static $inject = ['propertiesPanel'];
  constructor(propertiesPanel: PropertiesPanel) {
    propertiesPanel.registerProvider(this, 500);
  }
  getGroups(field: { type?: string } | null) {
    return (groups: Group[]) => (field?.type === MONEY_TYPE ? groups.map((g) => (g.id === 'validation' ? { ...g, label: VALIDATION } : g)) : groups);
  }
}

/** The editor module (`additionalModules` of the FormEditor, with `moneyField`). */
export const moneyFieldPanel = { __init__: ['moneyFieldPanel'], moneyFieldPanel: ['type', MoneyFieldPanel] };
