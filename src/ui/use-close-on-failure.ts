/**
 * A dialog that shows one answer of the server closes when that answer cannot be had: the request layer
 * already told the user why (gone meanwhile, refused), and an empty dialog would say nothing more.
 */
import { useEffect, useRef } from 'react';

export function useCloseOnFailure(failed: boolean, close: () => void): void {
  // The close of the last render: callers pass a new arrow each render, which must not close the dialog again.
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (failed) latest.current();
  }, [failed]);
}
