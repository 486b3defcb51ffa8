/**
 * The record a detail page shows, through the server-state layer (server-query.ts): `undefined` while it
 * loads (or while the page has no id to ask for), `null` when it cannot be had (no such record, refused),
 * else the record. Keyed by its endpoint, so a write to its resource (an edit here or on its list page)
 * refetches it; `replace` puts a record the page already holds (a reload after a conflict) in its place.
 * `endpoint`: undefined asks nothing (no id yet), null says there is no such record (an id that is not one).
 */
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useServerQuery } from './server-query';

export function useRecordQuery<T>(endpoint: string | null | undefined, read: (endpoint: string, signal: AbortSignal) => Promise<T>): [T | null | undefined, (record: T) => void] {
  const client = useQueryClient();
  const key = endpointKey(endpoint ?? '');
  const query = useServerQuery<T>({ queryKey: key, queryFn: ({ signal }) => read(endpoint!, signal), enabled: Boolean(endpoint) });
  const replace = (record: T) => void client.setQueryData(key, record);
  if (!endpoint) return [endpoint === null ? null : undefined, replace];
  return [query.isError ? null : query.data, replace];
}

/** The endpoint of the record `id` (a page's query parameter) names under `base`, in useRecordQuery's terms. */
export function idEndpoint(base: string, id: string | null): string | null | undefined {
  if (!id) return undefined;
  return /^\d+$/.test(id) ? `${base}/${id}` : null;
}
