/** The user and role lists as CrudPage descriptions (the pages add their row actions and links). */
import { keysUnder, t } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import type { CrudColumn, CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { AdminRole, AdminUser } from '../../../server/contracts/user-admin';
import type { PostOption } from '../../../server/contracts/post';
import { statusOptions } from '../../ui/choice-options';

const userKey = keysUnder('system.user');
const roleKey = keysUnder('system.role');

export const sexOptions = (): FieldOption[] => [
  { value: '0', label: t('system.user.male') },
  { value: '1', label: t('system.user.female') },
  { value: '2', label: t('system.user.unknown') },
];

type Render<Row> = (row: Row) => React.ReactNode;

/** What the user form picks beyond roles: the department (tree options, indented) and positions. */
export type UserChoices = { depts: FieldOption[]; posts: PostOption[] };

export function userResource(roles: AdminRole[], links: { name: Render<AdminUser>; status: Render<AdminUser> }, choices: UserChoices = { depts: [], posts: [] }): CrudResource<AdminUser> {
  const columns: CrudColumn<AdminUser>[] = [
    { key: 'userId', label: userKey('userId'), prop: 'userId', width: 90, sortable: true },
    { key: 'userName', label: userKey('userName'), prop: 'userName', width: 130, sortable: true, phoneKey: true, render: links.name },
    { key: 'nickName', label: userKey('nickName'), prop: 'nickName', width: 120, sortable: true },
    { key: 'deptName', label: userKey('dept'), prop: 'deptName', width: 110 },
    { key: 'phonenumber', label: userKey('phonenumber'), prop: 'phonenumber', width: 120 },
    { key: 'status', label: userKey('status'), prop: 'status', width: 90, sortable: true, render: links.status },
    { key: 'createTime', label: userKey('createTime'), prop: 'createTime', width: 170, sortable: true },
  ];
  return {
    tableId: 'sys-user',
    title: userKey('title'),
    idField: 'userId',
    base: '/htservice/user',
    columns,
    filters: [
      { key: 'userName', label: userKey('userName'), type: 'text' },
      { key: 'nickName', label: userKey('nickName'), type: 'text' },
      { key: 'phonenumber', label: userKey('phonenumber'), type: 'text' },
      { key: 'status', label: userKey('status'), type: 'select', options: statusOptions },
      // A filter may name a disabled department too (its users are still listed).
      { key: 'deptId', label: userKey('dept'), type: 'select', options: choices.depts.map(({ value, label, depth }) => ({ value, label, depth })) },
    ],
    fields: [
      { key: 'userName', label: userKey('userName'), type: 'text', required: true, maxLength: 20, readOnlyOnEdit: true },
      { key: 'nickName', label: userKey('nickName'), type: 'text', required: true, maxLength: 30 },
      { key: 'password', label: userKey('password'), type: 'password', required: true, maxLength: 64, createOnly: true },
      { key: 'phonenumber', label: userKey('phonenumber'), type: 'text', maxLength: 11 },
      { key: 'email', label: userKey('email'), type: 'text', maxLength: 50 },
      { key: 'sex', label: userKey('sex'), type: 'select', options: sexOptions },
      { key: 'status', label: userKey('status'), type: 'select', options: statusOptions },
      { key: 'roleIds', label: userKey('roles'), type: 'multiselect', createOnly: true, options: () => roles.map((r) => ({ value: String(r.roleId), label: roleName(r) })) },
      { key: 'deptId', label: userKey('dept'), type: 'select', options: choices.depts },
      { key: 'postIds', label: userKey('posts'), type: 'multiselect', options: choices.posts.map((p) => ({ value: String(p.postId), label: p.postName, disabled: p.status !== '0' })) },
    ],
    newRecord: { status: '0', sex: '2', phonenumber: '', email: '' },
    permissions: { add: 'system:user:add', edit: 'system:user:edit', remove: 'system:user:remove' },
  };
}

export function roleResource(links: { name: Render<AdminRole>; status: Render<AdminRole> }): CrudResource<AdminRole> {
  return {
    tableId: 'sys-role',
    title: roleKey('title'),
    idField: 'roleId',
    base: '/htservice/role',
    columns: [
      { key: 'roleId', label: roleKey('roleId'), prop: 'roleId', width: 90, sortable: true },
      { key: 'roleName', label: roleKey('roleName'), prop: 'roleName', width: 240, sortable: true, phoneKey: true, render: links.name },
      { key: 'roleKey', label: roleKey('roleKey'), prop: 'roleKey', width: 140, sortable: true },
      { key: 'roleSort', label: roleKey('roleSort'), prop: 'roleSort', width: 100, sortable: true },
      { key: 'status', label: roleKey('status'), prop: 'status', width: 90, sortable: true, render: links.status },
      { key: 'createTime', label: roleKey('createTime'), prop: 'createTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'roleName', label: roleKey('roleName'), type: 'text' },
      { key: 'roleKey', label: roleKey('roleKey'), type: 'text' },
      { key: 'status', label: roleKey('status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'roleName', label: roleKey('roleName'), type: 'text', required: true, maxLength: 30 },
      { key: 'roleKey', label: roleKey('roleKey'), type: 'text', required: true, maxLength: 64 },
      { key: 'roleSort', label: roleKey('roleSort'), type: 'number' },
      { key: 'status', label: roleKey('status'), type: 'select', options: statusOptions },
      { key: 'remark', label: roleKey('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0', roleSort: 0, remark: '' },
    permissions: { add: 'system:role:add', edit: 'system:role:edit', remove: 'system:role:remove' },
    readOnlyRow: (row) => row.builtIn,
  };
}
