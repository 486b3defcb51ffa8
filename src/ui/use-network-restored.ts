/**
 * Runs `onRestored` (its latest version) each time the shell reports the server reachable again after an
 * outage (`network:restored`, state/network.model.ts): a page re-runs the loads that failed meanwhile,
 * so the user continues without reloading.
 */
import { useEffect, useRef } from 'react';
import { bus } from '../lib/bus';

export function useNetworkRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  latest.current = onRestored;
  useEffect(() => {
    const handler = () => latest.current();
    bus.on('network:restored', handler);
    return () => bus.off('network:restored', handler);
  }, []);
}
