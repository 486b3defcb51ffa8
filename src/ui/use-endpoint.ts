/**
 * The answer of one GET endpoint through the server-state layer (server-query.ts), for a page or a hook
 * that shows it: keyed by the endpoint and its params, so a write to the same resource (this tab's, or a
 * bus event's) refetches it; the query's AbortSignal goes to the request, so a superseded one is
 * cancelled. The cache holds the reply as the server sent it, shared by every view of the same key;
 * `pick` (a pure function of the reply, `r => r.data`) takes what this view needs, again only when the
 * reply changed, so what it returns keeps its identity across renders.
 */
import { keepPreviousData, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api, type RequestOptions } from '../lib/api';
import { endpointKey, useServerQuery, type EndpointParams } from './server-query';

type EndpointOptions<Reply, T> = Omit<UseQueryOptions<Reply, Error, T>, 'queryKey' | 'queryFn' | 'select'> & {
  /** Asked with `raw`: a failure the caller handles itself (shows nothing) instead of the request layer's message. */
  raw?: RequestOptions['raw'];
  /** The language the server words the answer in (names it translates): part of the key, never sent. */
  language?: string;
  /** The answer shown stays on screen while the next params' answer loads (another span, range or page). */
  keepShown?: boolean;
};

export function useEndpoint<Reply, T>(
  endpoint: string,
  params: EndpointParams | undefined,
  pick: (reply: Reply) => T,
  { raw, language, keepShown, ...options }: EndpointOptions<Reply, T> = {},
): UseQueryResult<T, Error> {
  const latestPick = useRef(pick);
  latestPick.current = pick;
  // One function for the query's life: TanStack runs `select` again only when the reply or the function changes.
  const select = useCallback((reply: Reply) => latestPick.current(reply), []);
  return useServerQuery<Reply, T>({
    queryKey: language === undefined ? endpointKey(endpoint, params) : [...endpointKey(endpoint, params ?? {}), language],
    queryFn: ({ signal }) => api.get<Reply>(endpoint, params, { signal, raw }),
    select,
    ...(keepShown ? { placeholderData: keepPreviousData } : {}),
    ...options,
  });
}
