/** The calls of a CrudResource, over the one HTTP client (src/lib/api.ts). */
import type { CompactTableReply } from '../../../server/contracts/common';
import { PAGE_SIZE_ALL } from '../../../shared/wire-constants';
import { api } from '../../lib/api';
import { compactRows } from '../compact-rows';
import type { CrudResource } from './crud-types';

export type ListReply<Row> = { rows: Row[]; total: number };

/**
 * A compact list answer as the rows a table takes (an endpoint answering in RuoYi's shape passes through):
 * each row object is built when first read (compact-rows.ts), so 'all' paints before 100,000 are built.
 */
export function expandRows<Row>(reply: ListReply<Row> | CompactTableReply): ListReply<Row> {
  if (!('fields' in reply)) return reply;
  return { rows: compactRows<Row>(reply.fields, reply.rows), total: reply.total };
}

export function crudCalls<Row>(resource: CrudResource<Row>) {
  const { base } = resource;
  const listUrl = resource.listUrl ?? `${base}/list`;
  return {
    listUrl,
    /**
     * `signal`: the server-state layer cancels a list request a newer one superseded. A projected list, and
     * any list at page size 'all', asks for the compact answer (server/lib/compact-list.ts, which every list
     * call gives): a third of the bytes and a faster parse at 'all'.
     */
    list: (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
      resource.projection || Number(query.pageSize) === PAGE_SIZE_ALL
        ? api.get<ListReply<Row> | CompactTableReply>(listUrl, { ...query, ...resource.fixedQuery, format: 'compact' }, { signal }).then((reply) => expandRows<Row>(reply))
        : api.get<ListReply<Row>>(listUrl, { ...query, ...resource.fixedQuery }, { signal }),
    get: (id: string | number) => api.get<{ data: Row }>(`${base}/${id}`).then((r) => r.data),
    create: (row: Partial<Row>) => api.post(base, row),
    update: (row: Partial<Row>) => api.put(base, row),
    remove: (ids: (string | number)[]) => api.delete(`${base}/${ids.join(',')}`),
  };
}

/** Column customisation records of one table on one page (SPEC.md section 7). */
export function customCalls(pageId: string, tableId: string) {
  type Row = { customId: number; content: string };
  const find = () => api.get<ListReply<Row>>('/htservice/custom/list', { pageId, tableId }).then((r) => r.rows[0] ?? null);
  return {
    find,
    save: (content: string) => api.post('/htservice/custom', { pageId, tableId, content }).then(() => undefined),
    reset: async () => {
      const row = await find();
      if (row) await api.delete(`/htservice/custom/${row.customId}`);
    },
  };
}

/** Saved query plans of one table on one page. */
export function planCalls(pageId: string, tableId: string) {
  type Row = { planId: number; planName: string; content: string };
  return {
    list: () => api.get<ListReply<Row>>('/htservice/queryPlan/list', { pageId, tableId }).then((r) => r.rows.map((p) => ({ id: p.planId, name: p.planName, content: p.content }))),
    save: (content: string, planName: string) => api.post('/htservice/queryPlan', { pageId, tableId, planName, content }).then(() => undefined),
    rename: (planId: string | number, content: string, planName: string) => api.put('/htservice/queryPlan', { planId, planName, content }).then(() => undefined),
    remove: (planId: string | number) => api.delete(`/htservice/queryPlan/${planId}`).then(() => undefined),
  };
}
