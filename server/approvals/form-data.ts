/**
 * The form data of a start or resubmit, checked against the version's form-js schema: the fields the
 * form marks required are present, number fields hold numbers (gateway conditions compare them),
 * money fields (the product's `money` type, src/modules/service/money-field.ts) hold integer fen like
 * every amount on the wire, and the whole fits a sane size. Everything else is the form's own business
 * (form-js validates in the browser); a failure is a 422 naming `data.<key>`.
 */
import { HttpError } from '../errors.js';

/** Form data larger than this (as JSON) is refused: an approval form, not a file store. */
const MAX_FORM_DATA_CHARS = 64_000;

type FormField = { key?: unknown; type?: unknown; validate?: { required?: unknown }; components?: unknown };

/** Every field with a key, including those inside groups (form-js nests `components`). */
function fieldsOf(components: unknown): FormField[] {
  if (!Array.isArray(components)) return [];
  return components.flatMap((c: FormField) => [...(typeof c?.key === 'string' ? [c] : []), ...fieldsOf(c?.components)]);
}

export function checkFormData(formSchema: Record<string, unknown>, data: Record<string, unknown>): void {
  if (JSON.stringify(data).length > MAX_FORM_DATA_CHARS) throw new HttpError(422, 'fieldInvalid', 'data', { field: 'data' });
  for (const field of fieldsOf(formSchema.components)) {
    const key = field.key as string;
    const value = data[key];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (field.validate?.required === true) throw new HttpError(422, 'fieldRequired', `data.${key}`, { field: `data.${key}` });
      continue;
    }
    // Integer fen only, never yuan (1234.56) or text ("123456"): gateway conditions compare fen.
    if (field.type === 'money' && !Number.isSafeInteger(value)) {
      throw new HttpError(422, 'approvalFieldFen', `data.${key}`, { field: `data.${key}` });
    }
    if (field.type === 'number' && !(typeof value === 'number' && Number.isFinite(value)) && !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))) {
      throw new HttpError(422, 'fieldInvalid', `data.${key}`, { field: `data.${key}` });
    }
  }
}
