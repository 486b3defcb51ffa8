/** A labelled form field of the login page: the label names the control, the error is announced with it. */
import { cloneElement, useId, type ReactElement } from 'react';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * `children` is the control, or a wrapper whose first child is the control (the password field with its
 * show/hide button); the control gets the id, aria-invalid and aria-describedby.
 */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactElement<ControlProps & { children?: unknown }> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const wire = (control: ReactElement<ControlProps>) => cloneElement(control, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined });
  const isWrapper = children.type === 'span';
  const inner = isWrapper ? (children.props.children as ReactElement<ControlProps>[]) : null;
  return (
    <div className="ht-field">
      <label htmlFor={id}>{label}</label>
      {inner ? cloneElement(children, {}, wire(inner[0]), ...inner.slice(1)) : wire(children)}
      {error && (
        <span id={errorId} className="ht-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
