/**
 * A dialog that shows one answer of the server closes when that answer cannot be had: the request layer
 * already told the user why (gone meanwhile, refused), and an empty dialog would say nothing more.
 */
import { useEffect } from 'react';

export function useCloseOnFailure(failed: boolean, close: () => void): void {
  useEffect(() => {
    if (failed) close();
  }, [failed]);
}
