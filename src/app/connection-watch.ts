/**
 * Starts, for as long as someone is signed in, the two watches that keep a long-open terminal honest:
 * whether the server can be reached (state/network.model.ts, the offline banner) and whether a newer
 * build was deployed (state/build-version.model.ts, the reload offer).
 */
import { useEffect } from 'react';
import { watchBuild } from '../state/build-version.model';
import { watchNetwork } from '../state/network.model';

export function useConnectionWatch(): void {
  useEffect(() => {
    const stops = [watchNetwork(), watchBuild()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
}
