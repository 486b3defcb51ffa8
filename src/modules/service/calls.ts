/** The approval calls of server/contracts/approval.ts over the one HTTP client. */
import { api } from '../../lib/api';
import { bus } from '../../lib/bus';
import type { ApprovalDefinition, ApprovalDraft, ApprovalStatus, ApprovalVersionInfo, DecideBody, SaveDraftBody, StartApprovalBody } from '../../../server/contracts/approval';

export const DICT_BASE = '/htservice/approvalDict';
export const DEFINITION_BASE = '/htservice/approvalDefinition';
export const MINE_URL = '/htservice/approvalInitiated/mine';
export const PENDING_URL = '/htservice/approvalCenter/pendingList';
export const STATUS_LIST_URL = '/htservice/approvalCenter/statusList';

type Data<T> = { data: T };
const data = <T>(reply: Data<T>) => reply.data;
/** Says on the bus that an approval changed, so every view of it is refetched (src/app/server-state.ts). */
const changed = (instanceId: number) => bus.emit('approval:changed', { instanceId });
export const statusUrl = (instanceId: number) => `/htservice/approvalCenter/status/${instanceId}`;
/** Read through the server-state layer (useEndpoint) by the pages that show them. */
export const versionsUrl = (definitionId: number) => `${DEFINITION_BASE}/${definitionId}/versions`;
export const startFormUrl = (defKey: string) => `/htservice/approvalInitiated/form/${encodeURIComponent(defKey)}`;
export const APPROVAL_MENU_URL = '/htservice/menu/getApprovalMenuList';

export const approvalCalls = {
  /** `raw`: the designer and form editor explain a 409 themselves. */
  saveDraft: (id: number, body: SaveDraftBody) => api.put<Data<ApprovalDraft>>(`${DEFINITION_BASE}/${id}/draft`, body, { raw: true }).then(data),
  publish: (id: number, draftVersion: number) => api.post<Data<ApprovalVersionInfo>>(`${DEFINITION_BASE}/${id}/publish`, { draftVersion }).then(data),
  /** The same fields the definition form edits (the server refuses fields it does not know), with the new status. */
  setStatus: (row: ApprovalDefinition, status: '0' | '1') => {
    const { definitionId, categoryId, defKey, name, nameEn, description, version } = row;
    return api.put(DEFINITION_BASE, { definitionId, categoryId, defKey, name, nameEn, description, status, version });
  },
  start: (body: StartApprovalBody) =>
    api.post<Data<{ instanceId: number }> & { instanceId?: number }>('/htservice/approvalInitiated/start', body).then((r) => {
      const instanceId = r.data?.instanceId ?? r.instanceId!;
      changed(instanceId);
      return instanceId;
    }),
  withdraw: (instanceId: number) => api.post(`/htservice/approvalInitiated/${instanceId}/withdraw`).then(() => changed(instanceId)),
  decide: (taskId: number, body: DecideBody) =>
    api.post<Data<ApprovalStatus>>(`/htservice/approvalCenter/task/${taskId}/decide`, body).then((r) => {
      changed(r.data.instance.instanceId);
      return r.data;
    }),
  status: (instanceId: number, signal?: AbortSignal) => api.get<Data<ApprovalStatus>>(statusUrl(instanceId), undefined, { signal }).then(data),
};
