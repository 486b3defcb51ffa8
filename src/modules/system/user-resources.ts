/** The user and role lists as CrudPage descriptions (the pages add their row actions and links). */
import { t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import type { Column } from '../../ui/column-types';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { AdminRole, AdminUser } from '../../../server/contracts/user-admin';
import type { PostOption } from '../../../server/contracts/post';
import { statusOptions } from '../../ui/choice-options';

const userText = (k: string) => t(`system.user.${k}`);
const roleText = (k: string) => t(`system.role.${k}`);

export const sexOptions = (): FieldOption[] => [
  { value: '0', label: t('system.user.male') },
  { value: '1', label: t('system.user.female') },
  { value: '2', label: t('system.user.unknown') },
];

type Render<Row> = (row: Row) => React.ReactNode;

/** What the user form picks beyond roles: the department (tree options, indented) and positions. */
export type UserChoices = { depts: FieldOption[]; posts: PostOption[] };

export function userResource(roles: AdminRole[], links: { name: Render<AdminUser>; status: Render<AdminUser> }, choices: UserChoices = { depts: [], posts: [] }): CrudResource<AdminUser> {
  const columns: Column<AdminUser>[] = [
    { key: 'userId', label: userText('userId'), prop: 'userId', width: 90, sortable: true },
    { key: 'userName', label: userText('userName'), prop: 'userName', width: 150, sortable: true, render: links.name },
    { key: 'nickName', label: userText('nickName'), prop: 'nickName', width: 150, sortable: true },
    { key: 'deptName', label: userText('dept'), prop: 'deptName', width: 120 },
    { key: 'phonenumber', label: userText('phonenumber'), prop: 'phonenumber', width: 140 },
    { key: 'status', label: userText('status'), prop: 'status', width: 90, sortable: true, render: links.status },
    { key: 'createTime', label: userText('createTime'), prop: 'createTime', width: 170, sortable: true },
  ];
  return {
    tableId: 'sys-user',
    title: userText('title'),
    idField: 'userId',
    base: '/htservice/user',
    columns,
    filters: [
      { key: 'userName', label: userText('userName'), type: 'text' },
      { key: 'nickName', label: userText('nickName'), type: 'text' },
      { key: 'phonenumber', label: userText('phonenumber'), type: 'text' },
      { key: 'status', label: userText('status'), type: 'select', options: statusOptions() },
      // A filter may name a disabled department too (its users are still listed).
      { key: 'deptId', label: userText('dept'), type: 'select', options: choices.depts.map(({ value, label, depth }) => ({ value, label, depth })) },
    ],
    fields: [
      { key: 'userName', label: userText('userName'), type: 'text', required: true, maxLength: 20, readOnlyOnEdit: true },
      { key: 'nickName', label: userText('nickName'), type: 'text', required: true, maxLength: 30 },
      { key: 'password', label: userText('password'), type: 'password', required: true, maxLength: 64, createOnly: true },
      { key: 'phonenumber', label: userText('phonenumber'), type: 'text', maxLength: 11 },
      { key: 'email', label: userText('email'), type: 'text', maxLength: 50 },
      { key: 'sex', label: userText('sex'), type: 'select', options: sexOptions() },
      { key: 'status', label: userText('status'), type: 'select', options: statusOptions() },
      { key: 'roleIds', label: userText('roles'), type: 'multiselect', createOnly: true, options: roles.map((r) => ({ value: String(r.roleId), label: roleName(r) })) },
      { key: 'deptId', label: userText('dept'), type: 'select', options: choices.depts },
      { key: 'postIds', label: userText('posts'), type: 'multiselect', options: choices.posts.map((p) => ({ value: String(p.postId), label: p.postName, disabled: p.status !== '0' })) },
    ],
    newRecord: { status: '0', sex: '2', phonenumber: '', email: '' },
    permissions: { add: 'system:user:add', edit: 'system:user:edit', remove: 'system:user:remove' },
  };
}

export function roleResource(links: { name: Render<AdminRole>; status: Render<AdminRole> }): CrudResource<AdminRole> {
  return {
    tableId: 'sys-role',
    title: roleText('title'),
    idField: 'roleId',
    base: '/htservice/role',
    columns: [
      { key: 'roleId', label: roleText('roleId'), prop: 'roleId', width: 90, sortable: true },
      { key: 'roleName', label: roleText('roleName'), prop: 'roleName', width: 160, sortable: true, render: links.name },
      { key: 'roleKey', label: roleText('roleKey'), prop: 'roleKey', width: 160, sortable: true },
      { key: 'roleSort', label: roleText('roleSort'), prop: 'roleSort', width: 100, sortable: true },
      { key: 'status', label: roleText('status'), prop: 'status', width: 90, sortable: true, render: links.status },
      { key: 'createTime', label: roleText('createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'roleName', label: roleText('roleName'), type: 'text' },
      { key: 'roleKey', label: roleText('roleKey'), type: 'text' },
      { key: 'status', label: roleText('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'roleName', label: roleText('roleName'), type: 'text', required: true, maxLength: 30 },
      { key: 'roleKey', label: roleText('roleKey'), type: 'text', required: true, maxLength: 64 },
      { key: 'roleSort', label: roleText('roleSort'), type: 'number' },
      { key: 'status', label: roleText('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: roleText('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0', roleSort: 0, remark: '' },
    permissions: { add: 'system:role:add', edit: 'system:role:edit', remove: 'system:role:remove' },
    readOnlyRow: (row) => row.builtIn,
  };
}
