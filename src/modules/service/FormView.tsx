/**
 * An approval form drawn by the form-js Viewer, labels in the current language (form-schema.ts). Editable
 * on the start page (the parent submits through the handle), read-only wherever the data is shown. Its
 * rich text (text and html components) is sanitised first (safe-form-html.ts); its money fields show yuan
 * and hold fen (MoneyField.tsx); its validation messages are Chinese in the Chinese UI (form-validation-zh.ts).
 */
import { Form } from '@bpmn-io/form-js-viewer';
import { useSignals } from '@preact/signals-react/runtime';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { locale } from '../../lib/i18n';
import { beginWork } from '../../state/activity.model';
import { localizeSchema } from './form-schema';
import { chineseValidation } from './form-validation-zh';
import { moneyField } from './MoneyField';
import { moneyValidation } from './money-validation';
import { sanitisingMarkdown, sanitizeFormSchema } from './safe-form-html';

export type FormViewHandle = { submit(): { data: Record<string, unknown>; errors: Record<string, unknown> } };
type Props = { schema: Record<string, unknown>; data?: Record<string, unknown>; readOnly?: boolean; label: string };

export const FormView = forwardRef<FormViewHandle, Props>(function FormView({ schema, data, readOnly, label }, handle) {
  useSignals();
  const lang = locale.value;
  const host = useRef<HTMLFieldSetElement>(null);
  const form = useRef<Form | null>(null);
  // What was typed, kept when only the language changes (the form is drawn again with the other labels).
  const typed = useRef<{ schema: unknown; data: unknown; values: Record<string, unknown> } | null>(null);

  useEffect(() => {
    const done = beginWork();
    // chineseValidation last: it wraps moneyValidation's messages too.
    const modules = [sanitisingMarkdown, moneyField, moneyValidation, ...(lang === 'zh' ? [chineseValidation] : [])];
    const f = new Form({ container: host.current, additionalModules: modules, properties: { readOnly: Boolean(readOnly) } });
    form.current = f;
    const same = typed.current && typed.current.schema === schema && typed.current.data === data;
    const values = same ? typed.current!.values : (data ?? {});
    f.on('changed', (event: { data: Record<string, unknown> }) => (typed.current = { schema, data, values: event.data }));
    void f
      .importSchema(sanitizeFormSchema(localizeSchema(schema, lang)), values)
      .catch(() => undefined)
      .finally(done);
    return () => {
      done();
      f.destroy();
      form.current = null;
    };
  }, [schema, data, readOnly, lang]);

  useImperativeHandle(handle, () => ({ submit: () => form.current!.submit() as ReturnType<FormViewHandle['submit']> }), []);
  // A fieldset: the form's controls as one named group (no border or spacing of its own: the form draws its own).
  return <fieldset ref={host} aria-label={label} data-ht="approval-form" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} />;
});
