/** A labelled form field of the login page: the label names the control, the error is announced with it. */
import { cloneElement, useId, type ReactElement } from 'react';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * `children` is the control, or a wrapper whose first child is the control (the password field with its
 * show/hide button); the control gets the id, aria-invalid and aria-describedby (the hint, then the
 * error). `hint` states a rule before anyone breaks it (the registration page's user name and password).
 */
export function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: ReactElement<ControlProps & { children?: unknown }> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const wire = (control: ReactElement<ControlProps>) => cloneElement(control, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  const isWrapper = children.type === 'span';
  const inner = isWrapper ? (children.props.children as ReactElement<ControlProps>[]) : null;
  return (
    <div className="ht-field">
      <label htmlFor={id}>{label}</label>
      {inner ? cloneElement(children, {}, wire(inner[0]), ...inner.slice(1)) : wire(children)}
      {hint && (
        <span id={hintId} className="ht-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ht-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
