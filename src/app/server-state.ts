/**
 * The signed-in shell's one QueryClient (TanStack Query, src/ui/server-query.ts) and what connects it to
 * the rest of the shell: its fetches count as work for `htShell.whenIdle()`, and the bus says what went
 * stale. Loaded with the signed-in area only, never by the login page.
 */
import { QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { bus } from '../lib/bus';
import { beginWork } from '../state/activity.model';
import { invalidateEndpoints } from '../ui/server-query';

export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh until something says it changed (a write, a bus event): no refetch per tab switch or focus.
        staleTime: Infinity,
        // The request layer already told the user what failed; a silent retry would only delay that.
        retry: false,
        // Whether the server is reachable is network.model's call (it probes); the browser's flag is not asked.
        networkMode: 'always',
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The resource a path belongs to: its first two segments (`/htservice/user/5` → `/htservice/user`). */
export function resourceOf(url: string): string {
  return `/${new URL(url, 'http://x').pathname.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}

const isApproval = (endpoint: string) => endpoint.startsWith('/htservice/approval');
/**
 * Resources whose answers are computed from another's rows: a voucher written changes the books (ledgers, statements)
 * and the period-end checks; a licence granted, changed or withdrawn (module page) changes the organisation's registration.
 */
const COMPUTED_FROM: Record<string, string[]> = {
  '/htservice/voucher': ['/htservice/accounting', '/htservice/periodClose'],
  '/htservice/module': ['/htservice/org/registration'],
};
/**
 * Task kinds whose result is a file alone (report exports). Every other task that ends done wrote rows — an import,
 * a generation, a depreciation or carry-forward posting vouchers, a calculation — which any cached answer may show.
 */
const FILE_ONLY_TASKS = new Set(['reportPdf', 'reportExcel']);
const within = (resources: string[]) => (endpoint: string) => resources.some((resource) => endpoint === resource || endpoint.startsWith(`${resource}/`));

/**
 * Counts each fetching query as work for `whenIdle()` (beside the request counter of api.ts, which does
 * not see the time a query function spends before or after its request).
 */
function trackFetches(client: QueryClient): () => void {
  const working = new Map<string, () => void>();
  return client.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    const { queryHash, state } = event.query;
    const fetching = event.type !== 'removed' && state.fetchStatus === 'fetching';
    const done = working.get(queryHash);
    if (fetching && !done) working.set(queryHash, beginWork());
    else if (!fetching && done) {
      working.delete(queryHash);
      done();
    }
  });
}

/** Invalidates what the bus says changed; a new or ended session starts with an empty cache. Returns a stop. */
export function connectServerState(client: QueryClient): () => void {
  const stopTracking = trackFetches(client);
  // This tab's own write: every answer of the same resource (its list, its records), and of what is computed from it, may show the old state.
  const onWritten = ({ url }: { url: string }) => {
    const resource = resourceOf(url);
    void invalidateEndpoints(client, within([resource, ...(COMPUTED_FROM[resource] ?? [])]));
  };
  // A decision (a start, a withdrawal) changes the approval's status page and the lists of the initiator, the approvers and the query.
  const onApproval = () => void invalidateEndpoints(client, isApproval);
  // A background task's writes reach no `data:written` (no request of this tab made them): every answer may be stale.
  const onTaskFinished = ({ kind, status }: { kind: string; status: string }) => {
    if (status === 'done' && !FILE_ONLY_TASKS.has(kind)) void invalidateEndpoints(client, () => true);
  };
  const onSession = () => client.clear();
  bus.on('data:written', onWritten);
  bus.on('task:finished', onTaskFinished);
  bus.on('approval:changed', onApproval);
  bus.on('session:signed-in', onSession);
  bus.on('session:signed-out', onSession);
  return () => {
    stopTracking();
    bus.off('data:written', onWritten);
    bus.off('approval:changed', onApproval);
    bus.off('task:finished', onTaskFinished);
    bus.off('session:signed-in', onSession);
    bus.off('session:signed-out', onSession);
  };
}

export const shellQueryClient = createShellQueryClient();
connectServerState(shellQueryClient);
