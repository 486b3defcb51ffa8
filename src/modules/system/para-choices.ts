/**
 * Organisation parameters whose value is one of a few codes (the server names them: `choices` on the
 * row, from server/db/org-para-defaults.ts): people read and pick the code's label in their language
 * (四舍五入 / Round half up); the code the server stores stays visible only as secondary text.
 */
import { textOr } from '../../lib/i18n';
import type { FieldOption } from '../../ui/crud/crud-types';

/** The label of `code` for `paraKey`, from the `system.orgPara.choices` tables; the code itself when they have none. */
function choiceLabel(paraKey: string, code: string): string {
  // Parameter and code are the server's data (their choices come with the row).
  return code ? textOr(`system.orgPara.choices.${paraKey}.${code}`, code) : code;
}

/**
 * The select options of a parameter with choices: its label, the code as the option's description. A stored
 * value outside them (set before the choices existed) stays listed, so the form shows what is stored.
 */
export function choiceOptions(paraKey: string, choices: readonly string[], current = ''): FieldOption[] {
  const codes = current && !choices.includes(current) ? [...choices, current] : choices;
  return codes.map((code) => ({ value: code, label: choiceLabel(paraKey, code), description: code }));
}

/** A value as a list shows it: the label when the parameter has choices, the stored text otherwise. */
export function paraValueText(paraKey: string, value: string | null, choices: readonly string[] | undefined): string {
  return value !== null && choices?.includes(value) ? choiceLabel(paraKey, value) : (value ?? '');
}
