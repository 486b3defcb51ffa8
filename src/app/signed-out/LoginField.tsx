/** @jsxImportSource preact */
/** A labelled form field of the signed-out pages: the label names the control, the error is announced with it. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** What the field hands its control: the label's target, and the hint and error that describe it. */
export type ControlWiring = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * `children` renders the control with the wiring spread on it (the password field puts it on its input,
 * beside the show/hide button). `hint` states a rule before anyone breaks it (the registration page).
 */
export function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (wiring: ControlWiring) => ComponentChildren }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class="ht-field">
      <label for={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} class="ht-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} class="ht-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
