/**
 * A kind's metadata and, when the page has an id, that record (null while loading; 'missing' when the
 * record store answers that there is no such record of this organisation).
 */
import { useEffect, useState } from 'react';
import type { RecordMeta, RecordRow } from '../../../../server/contracts/records';
import { api } from '../../../lib/api';

export function useMeta(kind: string): RecordMeta | null {
  const [meta, setMeta] = useState<RecordMeta | null>(null);
  useEffect(() => void api.get<{ data: RecordMeta }>(`/htservice/records/meta/${kind}`).then((r) => setMeta(r.data), () => undefined), [kind]);
  return meta;
}

export function useRecord(kind: string, id: number | null): RecordRow | null | 'missing' {
  const [row, setRow] = useState<RecordRow | null | 'missing'>(null);
  useEffect(() => {
    setRow(null);
    if (id === null) return;
    void api.get<{ data: RecordRow }>(`/htservice/records/${kind}/${id}`, undefined, { raw: true }).then((r) => setRow(r.data), () => setRow('missing'));
  }, [kind, id]);
  return row;
}
