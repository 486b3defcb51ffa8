/**
 * A dialog's save: `busy` while it runs (the save button shows it and cannot be pressed twice), and a
 * failed call leaves the dialog open to correct. The request layer has already shown the server's reason;
 * `onError` is for a dialog that words it inside (a refusal shown in its alert). `run` may return early
 * after its own checks (a missing field revealed): the dialog is then only busy for that instant.
 */
import { useState, type FormEvent } from 'react';

export function useDialogSubmit(run: () => Promise<unknown>, onError: (error: unknown) => void = () => undefined): { busy: boolean; submit: (event?: FormEvent) => void } {
  const [busy, setBusy] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    void run()
      .catch(onError)
      .finally(() => setBusy(false));
  };
  return { busy, submit };
}
