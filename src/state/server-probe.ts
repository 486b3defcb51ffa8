/**
 * One cheap question to the server, `GET /prod-api/build` (server/routes/build-info.ts): does it answer,
 * and which build of the shell does it hand out now. Asked with plain fetch, not the request layer: a
 * probe is the shell's own housekeeping, so it must not show error toasts, nor make the shell "busy" for
 * automation (activity.model counts the request layer's calls), nor wait 100 s for a dead connection.
 */
import { API_BASE } from '../lib/api';

const BUILD_URL = `${API_BASE}/build`;
const PROBE_TIMEOUT_MS = 10000;

export type ProbeResult = { reachable: true; build: string | null } | { reachable: false };
export type Probe = () => Promise<ProbeResult>;

export const probeServer: Probe = async () => {
  try {
    const response = await fetch(BUILD_URL, { cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    // A proxy's 502/504 while the server is down is as good as no answer.
    if (!response.ok) return { reachable: false };
    const body = (await response.json().catch(() => null)) as { data?: { build?: unknown } } | null;
    const build = body?.data?.build;
    return { reachable: true, build: typeof build === 'string' && build ? build : null };
  } catch {
    return { reachable: false };
  }
};
