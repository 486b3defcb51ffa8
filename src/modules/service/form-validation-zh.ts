/**
 * A form-js viewer module that puts the Validator's English messages into Chinese (the table in
 * form-errors-zh.ts). form-js does not export its Validator class, so this wraps the `validator` service
 * the viewer already holds: every message it answers, on change, on blur and on submit, passes through
 * `messageInZh`. FormView adds it only while the UI is Chinese; English keeps form-js's own words.
 */
import { formErrorsZh } from './form-errors-zh';

/** A validation message in Chinese; one the table does not know (a form author's own) as it was. */
export function messageInZh(message: string): string {
  for (const [pattern, zh] of formErrorsZh) if (pattern.test(message)) return message.replace(pattern, zh);
  return message;
}

type Validate = (...args: unknown[]) => string[];
type ValidatorService = { validateField: Validate; validateFieldInstance: Validate };

function ChineseValidation(validator: ValidatorService) {
  for (const method of ['validateField', 'validateFieldInstance'] as const) {
    const original = validator[method].bind(validator);
    validator[method] = (...args) => original(...args).map(messageInZh);
  }
}
ChineseValidation.$inject = ['validator'];

/** The viewer module (`additionalModules`). */
export const chineseValidation = { __init__: ['chineseValidation'], chineseValidation: ['type', ChineseValidation] };
