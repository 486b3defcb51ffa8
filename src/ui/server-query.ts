/**
 * Server state: lists, details and other answers of the server go through TanStack Query, beside the
 * signals that hold client state. The one QueryClient is the signed-in shell's (src/app/server-state.ts).
 * Queries are keyed by endpoint and params, so invalidating an endpoint (after this tab's writes, on a bus
 * event) reaches every view of it. Nothing goes stale by age unless a query says so (`staleTime`): data is
 * refetched when something says it changed. An invalidated query refetches at once on the page shown, and
 * on a page kept alive behind another tab when that page is shown again.
 */
import { hashKey, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { usePageShown } from './page-shown';

export type EndpointParams = Record<string, string | number | undefined>;

/** The key of an endpoint's answer: its path, then its params (absent for a path that says it all). */
export function endpointKey(endpoint: string, params?: EndpointParams): QueryKey {
  return params ? [endpoint, params] : [endpoint];
}

const endpointOf = (key: QueryKey): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);

/** Marks the answers of every endpoint `matches` accepts as stale; pages showing them refetch (useServerQuery). */
export function invalidateEndpoints(client: QueryClient, matches: (endpoint: string) => boolean): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const endpoint = endpointOf(query.queryKey);
      return endpoint !== undefined && matches(endpoint);
    },
    refetchType: 'none',
  });
}

/** `invalidateEndpoints` on the shell's QueryClient, for a view that knows a write changed an answer its resource does not name. */
export function useInvalidateEndpoints(): (matches: (endpoint: string) => boolean) => Promise<void> {
  const client = useQueryClient();
  // One function per client, so a view may depend on it (an effect, a callback) without running again.
  return useCallback((matches) => invalidateEndpoints(client, matches), [client]);
}

/** Invalidations already answered by a refetch: two views of one query on a page fetch it once. */
const answered = new WeakSet<object>();

/**
 * `useQuery` that refetches its query when it was invalidated, as soon as its page is shown. The query
 * function gets the query's AbortSignal: pass it to the api seam, so a superseded request is cancelled.
 */
export function useServerQuery<Reply, T = Reply>(options: UseQueryOptions<Reply, Error, T>): UseQueryResult<T, Error> {
  const client = useQueryClient();
  const shown = usePageShown();
  const result = useQuery(options, client);
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;
  const hash = hashKey(options.queryKey);
  const enabled = options.enabled !== false;
  useEffect(() => {
    if (!enabled) return;
    // Shown again: refetch what went stale meanwhile (an invalidation, or age for a query with a staleTime).
    const refetchIfStale = () => {
      const query = client.getQueryCache().get(hash);
      if (shown.get() && query && query.state.fetchStatus === 'idle' && (query.state.isInvalidated || query.isStale())) void refetch.current({ cancelRefetch: false });
    };
    const stopShown = shown.subscribe(refetchIfStale);
    const stopCache = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate' || event.query.queryHash !== hash || !shown.get() || answered.has(event.action)) return;
      answered.add(event.action);
      // A fetch in flight may have been answered before the change: it is replaced (cancelRefetch).
      void refetch.current({ cancelRefetch: true });
    });
    return () => {
      stopShown();
      stopCache();
    };
  }, [client, shown, hash, enabled]);
  return result;
}
