/**
 * The users of the organisation (system/user/index, also initplat/initUser/index): list, search,
 * add (with an initial password and roles), edit, delete, a status switch, reset password and
 * assign roles in dialogs; a user's name opens their detail page (/htservice/user?userId=…, in the
 * initialisation platform /pppp/initSysUser?userId=…).
 */
import { Anchor } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { useHasPermi } from '../../ui/Permission';
import type { AdminRole, AdminUser } from '../../../server/contracts/user-admin';
import type { PostOption } from '../../../server/contracts/post';
import { PEOPLE_AREAS, type PeopleArea } from './people-areas';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StatusSwitch } from '../../ui/StatusSwitch';
import { useDeptOptions } from '../../ui/use-dept-options';
import { useEndpoint } from '../../ui/use-endpoint';
import { userResource } from './user-resources';
import { UserRolesDialog } from './UserRoles';
import { actionLabel } from '../../ui/action-label';

const NO_ROLES: AdminRole[] = [];
const NO_POSTS: PostOption[] = [];

export function UserPage({ menuId, area = 'main' }: { path: string; menuId: number; area?: PeopleArea }) {
  useSignals();
  const facts = PEOPLE_AREAS[area];
  const canChoose = useHasPermi(['system:user:add', 'system:user:query']);
  const canEdit = useHasPermi(['system:user:edit']);
  const canQuery = useHasPermi(['system:user:query']);
  const canReset = useHasPermi(['system:user:resetPwd']);
  // The form's roles, department tree and positions (migration 0028); the page waits for the roles it offers.
  const choices = useEndpoint('/htservice/user/', undefined, (r: { roles: AdminRole[]; posts?: PostOption[] }) => r, { enabled: canChoose });
  const roles = !canChoose || choices.isError ? NO_ROLES : (choices.data?.roles ?? null);
  const posts = choices.data?.posts ?? NO_POSTS;
  const depts = useDeptOptions(canChoose);
  const [refresh, setRefresh] = useState(0);
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const [rolesFor, setRolesFor] = useState<AdminUser | null>(null);

  const resource = useMemo(
    () =>
      roles &&
      userResource(
        roles,
        {
          // The detail page is a route only for those who may read a user.
          name: (row) =>
            canQuery ? (
              <Anchor component={Link} size="sm" href={`${facts.userDetail}?userId=${row.userId}`} aria-label={t('system.user.open', { name: row.userName })} data-ht="user-link">
                {row.userName}
              </Anchor>
            ) : (
              row.userName
            ),
          status: (row) => (
            <StatusSwitch
              status={row.status}
              label={t('system.user.statusOf', { name: row.userName })}
              disabled={!canEdit}
              url="/htservice/user/changeStatus"
              body={{ userId: row.userId }}
              onChanged={() => setRefresh((n) => n + 1)}
            />
          ),
        },
        { depts, posts },
      ),
    [roles, canEdit, canQuery, facts, depts, posts],
  );
  if (!resource) return null;
  const rowActions = (row: AdminUser) => [
    canReset && { label: t('system.user.resetPwd'), name: actionLabel(t('system.user.resetPwd'), row.userName), onClick: () => setResetFor(row) },
    canEdit && { label: t('system.user.authRole'), name: t('system.user.authRoleOf', { name: row.userName }), onClick: () => setRolesFor(row) },
  ];
  return (
    <>
      <CrudPage resource={{ ...resource, title: facts.texts.users, rowMenu: { actions: rowActions, name: (row) => row.userName } }} pageId={String(menuId)} refreshKey={refresh} />
      {resetFor && <ResetPasswordDialog user={resetFor} onClose={() => setResetFor(null)} />}
      {rolesFor && <UserRolesDialog user={rolesFor} canEdit={canEdit} onClose={() => setRolesFor(null)} />}
    </>
  );
}
