/**
 * The assignee pickers' choices (the designer's roles and users, a decision's transfer targets): the
 * organisation's roles and colleagues through the server-state layer. Raw, so a user who may not read
 * those lists gets an empty choice, not an error box.
 */
import type { ApprovalColleague } from '../../../server/contracts/approval';
import type { AdminRole } from '../../../server/contracts/user-admin';
import { PAGE_SIZE_ALL } from '../../../shared/wire-constants';
import { useEndpoint } from '../../ui/use-endpoint';

const NO_ROLES: AdminRole[] = [];
const NO_COLLEAGUES: ApprovalColleague[] = [];

export function useAssigneeRoles(): AdminRole[] {
  return useEndpoint('/htservice/role/list', { pageNum: 1, pageSize: PAGE_SIZE_ALL }, (r: { rows: AdminRole[] }) => r.rows, { raw: true }).data ?? NO_ROLES;
}

export function useColleagues(enabled = true): ApprovalColleague[] {
  return useEndpoint('/htservice/approvalCenter/colleagues', undefined, (r: { data: ApprovalColleague[] }) => r.data, { raw: true, enabled }).data ?? NO_COLLEAGUES;
}
