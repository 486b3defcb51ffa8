/**
 * A kind's metadata and, when the page has an id, that record (null while loading; 'missing' when the
 * record store answers that there is no such record of this organisation).
 */
import type { RecordMeta, RecordRow } from '../../../../server/contracts/records';
import { useEndpoint } from '../../../ui/use-endpoint';

const data = <T>(reply: { data: T }) => reply.data;

export function useMeta(kind: string): RecordMeta | null {
  return useEndpoint(`/htservice/records/meta/${kind}`, undefined, data<RecordMeta>).data ?? null;
}

/** The record `id` of `kind` (null while it loads or without an id); a save to the records reads it again. */
export function useRecord(kind: string, id: number | null): RecordRow | null | 'missing' {
  // Raw: a record that cannot be had is said on the page, not in a message.
  const answer = useEndpoint(`/htservice/records/${kind}/${id}`, undefined, data<RecordRow>, { raw: true, enabled: id !== null });
  if (id === null) return null;
  return answer.isError ? 'missing' : (answer.data ?? null);
}
