/**
 * One page of a list endpoint through the server-state layer (server-query.ts): keyed by endpoint and
 * params; the page shown stays on screen while the next one loads (a sort or page click), and a request a
 * newer click superseded is cancelled, so its late answer is never shown. When the list shrank under the
 * page (a delete emptied the last page), the new last page is asked for instead of showing 暂无数据
 * beside 共 N 条.
 */
import { keepPreviousData, replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { usePageShown } from './page-shown';
import { pageCountOf } from './pager';
import { endpointKey, invalidateEndpoints, useServerQuery, type EndpointParams } from './server-query';

type ListPage<Row> = { rows: Row[]; total: number };
/** Pages longer than this are taken as they come, without structural sharing (see below). */
const SHARED_ROWS_MAX = 2000;
export type ListParams = EndpointParams & { pageNum: number; pageSize: number };

type ListQueryOptions<Row> = {
  endpoint: string;
  params: ListParams;
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<ListPage<Row>>;
  /** Moves the list to `pageNum` (its state lives in the URL or in a dialog, not here). */
  onClamp: (pageNum: number) => void;
};

export type ListQuery<Row> = ListPage<Row> & {
  /** A request is out (the first, a newer page, a refetch): the table shows its loading veil. */
  loading: boolean;
  /** The last request failed (the request layer already said why). */
  failed: boolean;
  /** Marks this list stale: it refetches now if its page is shown, else when it is shown again. The same function while the endpoint stays. */
  invalidate: () => void;
};

export function useListQuery<Row>({ endpoint, params, fetchPage, onClamp }: ListQueryOptions<Row>): ListQuery<Row> {
  const client = useQueryClient();
  const shown = usePageShown();
  const query = useServerQuery<ListPage<Row>>({
    queryKey: endpointKey(endpoint, params),
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
    // TanStack compares a new answer with the old one field by field to keep unchanged rows' identity
    // (memoised table rows then stay as they are); for a long page ('all': 100,000 rows) that walk costs
    // more than re-drawing the screenful of rows a new answer changes.
    structuralSharing: (old, next) => ((next as ListPage<Row>).rows.length > SHARED_ROWS_MAX ? next : replaceEqualDeep(old, next)),
  });
  const page = query.data;
  const lastPage = page ? pageCountOf(page.total, params.pageSize) : 1;
  const beyondEnd = page !== undefined && !query.isPlaceholderData && params.pageNum > lastPage;
  const clamp = useRef(onClamp);
  clamp.current = onClamp;
  useEffect(() => {
    if (beyondEnd) clamp.current(lastPage);
  }, [beyondEnd, lastPage]);
  const { refetch } = query;
  const invalidate = useCallback(() => {
    void invalidateEndpoints(client, (e) => e === endpoint);
    // A query already marked stale (a failed fetch is) hears no new invalidation: asked here instead.
    if (shown.get()) void refetch({ cancelRefetch: false });
  }, [client, endpoint, shown, refetch]);
  return {
    rows: beyondEnd ? [] : (page?.rows ?? []),
    total: page?.total ?? 0,
    loading: query.isFetching || beyondEnd,
    failed: query.isError,
    invalidate,
  };
}
