/**
 * Validation of the money field (MoneyField.tsx) in the form-js viewer. form-js's Validator knows only its
 * own types and compares a field's minimum and maximum with the value as it is; a money field's data is
 * fen while its author typed the bounds in yuan. This module wraps the viewer's `validator` service (form-js
 * exports no Validator class to extend, as in form-validation-zh.ts): for a money field it answers text
 * that is no amount itself and hands the Validator the amount in yuan, so "minimum 100" means 100 yuan
 * and its messages name yuan. Messages are the Validator's own English, so the Chinese UI's module (listed
 * after this one in `additionalModules`, it wraps this) puts them into Chinese like every other.
 */
import { MONEY_TYPE } from './MoneyField';

type FieldOrInstance = { id?: string; type?: string };
type Validate = (field: FieldOrInstance, value: unknown, ...rest: unknown[]) => string[];
type ValidatorService = { validateField: Validate; validateFieldInstance: Validate };
type FieldRegistry = { get(id: string | undefined): { type?: string } | undefined };

/** Typed text that is an amount but for its third decimal ("12.345"): the Validator's own words for it. */
const TOO_PRECISE = /^-?[\d,，\s]*\.\d{3,}$/;

/** The errors of a money field's value: its text's, or the Validator's for the amount in yuan. */
function moneyErrors(validate: Validate, field: FieldOrInstance, value: unknown, rest: unknown[]): string[] {
  if (typeof value === 'string') return [TOO_PRECISE.test(value.trim()) ? 'Value is expected to have at most 2 decimal digits.' : 'Value is not a number.'];
  return validate(field, typeof value === 'number' ? value / 100 : value, ...rest);
}

function MoneyValidation(validator: ValidatorService, formFieldRegistry: FieldRegistry) {
  const validateField = validator.validateField.bind(validator);
  const validateFieldInstance = validator.validateFieldInstance.bind(validator);
  validator.validateField = (field, value, ...rest) => (field?.type === MONEY_TYPE ? moneyErrors(validateField, field, value, rest) : validateField(field, value, ...rest));
  validator.validateFieldInstance = (instance, value, ...rest) =>
    formFieldRegistry.get(instance?.id)?.type === MONEY_TYPE ? moneyErrors(validateFieldInstance, instance, value, rest) : validateFieldInstance(instance, value, ...rest);
}
MoneyValidation.$inject = ['validator', 'formFieldRegistry'];

/** The viewer module (`additionalModules`, before `chineseValidation`). */
export const moneyValidation = { __init__: ['moneyValidation'], moneyValidation: ['type', MoneyValidation] };
