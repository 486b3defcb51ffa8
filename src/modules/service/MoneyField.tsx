/** @jsxImportSource preact */
/**
 * The approval forms' money field, form-js type `money`: people type and read yuan ("1,234.56"), the
 * form data holds integer fen (123456) like every amount on the wire, so gateway conditions compare fen
 * (`amount > 500000` is above 5,000 yuan) and the server takes nothing else (server/approvals/form-data.ts).
 * The typed text is parsed from its digits by the shell's money helpers (src/lib/money.ts), never through
 * a float; text that is no amount stays in the data as typed, for the validator to name
 * (money-validation.ts), and the form cannot be submitted with it. The field is registered with form-js
 * by `moneyField` below (viewer and editor); the editor's palette and panel texts are money-field-panel.ts.
 */
import { Description, Errors, iconsByType, Label } from '@bpmn-io/form-js-viewer';
import { useState } from 'preact/hooks';
import { tIn } from '../../lib/i18n';
import { formatFen, parseYuan } from '../../lib/money';

export const MONEY_TYPE = 'money';

type Field = { id: string; label?: string; description?: string; validate?: { required?: boolean } };
type Props = {
  field: Field;
  value?: unknown;
  domId: string;
  errors?: string[];
  disabled?: boolean;
  readonly?: boolean;
  onChange(update: { field: Field; value: unknown }): void;
  onBlur?(): void;
  onFocus?(): void;
};

/** The form value of typed yuan: fen, null for nothing, or the text itself when it is no amount. */
function moneyValueOf(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parseYuan(text, { negative: true }) ?? text;
}

/** The class attribute of the names given (form-js marks a field's states with classes). */
const classes = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/** What the input shows for a form value: yuan with separators and two decimals, or text as typed. */
const shown = (value: unknown) => (typeof value === 'number' ? formatFen(value) : typeof value === 'string' ? value : '');

export function MoneyField({ field, value, domId, errors = [], disabled, readonly, onChange, onBlur, onFocus }: Props) {
  // What was typed, shown while it is what the form holds; otherwise (drawn, reset, left) the value as yuan.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && moneyValueOf(typed) === (value ?? null) ? typed : shown(value);
  const descriptionId = `${domId}-description`;
  const errorMessageId = `${domId}-error-message`;
  return (
    <div class={classes('fjs-form-field', `fjs-form-field-${MONEY_TYPE}`, errors.length > 0 && 'fjs-has-errors', Boolean(disabled) && 'fjs-disabled', Boolean(readonly) && 'fjs-readonly')}>
      <Label htmlFor={domId} label={field.label} required={field.validate?.required} />
      {/* form-js's own input frame (border, height, focus and error states), as its text field draws it */}
      <div class={classes('fjs-input-group', Boolean(disabled) && 'fjs-disabled', Boolean(readonly) && 'fjs-readonly', errors.length > 0 && 'hasErrors')}>
        <input
          class="fjs-input ht-amount"
          id={domId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          readOnly={readonly}
          required={field.validate?.required}
          value={text}
          aria-describedby={`${descriptionId} ${errorMessageId}`}
          aria-invalid={errors.length > 0}
          onInput={(event) => {
            setTyped(event.currentTarget.value);
            onChange({ field, value: moneyValueOf(event.currentTarget.value) });
          }}
          onFocus={() => onFocus?.()}
          onBlur={() => {
            // Once left, an amount reads like every amount of the product: "1234.5" becomes "1,234.50".
            setTyped(null);
            onBlur?.();
          }}
        />
      </div>
      <Description id={descriptionId} description={field.description} />
      <Errors id={errorMessageId} errors={errors} />
    </div>
  );
}

MoneyField.config = {
  type: MONEY_TYPE,
  keyed: true,
  // The palette's name: a source text that editor-translate.ts shows in the UI language (money-field-panel.ts).
  name: 'Money',
  group: 'basic-input',
  icon: iconsByType('number'),
  emptyValue: null,
  // Only fen is a value: anything else the data holds is dropped when the form is drawn.
  sanitizeValue: ({ value }: { value: unknown }) => (Number.isSafeInteger(value) ? value : null),
  // The editor's panel for it: what a number field offers, minimum and maximum typed in yuan.
  propertiesPanelEntries: ['key', 'label', 'description', 'required', 'min', 'max', 'disabled', 'readonly'],
  // A new field's labels in both languages (the Chinese in `label`, the English in `labelEn`: form-schema.ts).
  create: (options: Record<string, unknown> = {}) => ({
    label: tIn('zh', 'approvals.moneyField.label'),
    properties: { labelEn: tIn('en', 'approvals.moneyField.label') },
    ...options,
  }),
};

function RegisterMoneyField(formFields: { register(type: string, field: unknown): void }) {
  formFields.register(MONEY_TYPE, MoneyField);
}
RegisterMoneyField.$inject = ['formFields'];

/** The form-js module (`additionalModules` of the viewer and the editor) that knows the money field. */
export const moneyField = { __init__: ['moneyFieldType'], moneyFieldType: ['type', RegisterMoneyField] };
