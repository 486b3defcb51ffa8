/**
 * The organisation's users and roles (/htservice/user, /htservice/role) and the caller's own profile,
 * each call declared once as a contract (contracts/endpoint.ts); and the menu trees a role grants
 * (/htservice/menu/treeselect, userMenuTreeselect).
 */
import { z } from 'zod';
import { USER_NAME_RULE } from '../../shared/account-rules.js';
import { dayFilter, idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, envelopeReply, fileReply, okReply, tableReply } from './endpoint.js';
import { PostOption } from './post.js';

const status = z.enum(['0', '1']);

/** A user of the session's organisation as lists and forms show them. */
export const AdminUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  sex: z.enum(['0', '1', '2']),
  avatar: z.string(),
  status,
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
  version: z.number().int(),
  /** The user's department (user list and detail, migration 0016); null when none. */
  deptId: z.number().int().nullable().optional(),
  deptName: z.string().optional(),
  /** The positions the user holds (user detail, migration 0028). */
  postIds: z.array(z.number().int()).optional(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A role as the role list, forms and pickers show it. `builtIn`: the platform's (admin, common); no hotel edits it. */
export const AdminRole = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number().int(),
  status,
  remark: z.string(),
  builtIn: z.boolean(),
  createTime: z.string(),
  version: z.number().int(),
});
export type AdminRole = z.infer<typeof AdminRole>;

// ---- users ----

/** The fields a user's own profile and an administrator's form share. */
const profileFields = {
  nickName: z.string().trim().min(1).max(30),
  phonenumber: z.union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/)]),
  email: z.union([z.literal(''), z.string().trim().max(50).pipe(z.email())]),
  sex: z.enum(['0', '1', '2']),
};
const roleIdList = z.array(numericId).max(100);
const postIdList = z.array(numericId).max(100);
/** A department, or none ('' or null, as a cleared select sends it). */
const deptChoice = z.union([numericId, z.null(), z.literal('').transform(() => null)]);
/** 8–64 characters with a letter and a digit (shared/account-rules.ts), checked after parsing as 422 `weakPassword`. */
const newPassword = z.string().max(128);

export const userList = endpoint({
  summary: "A page of the organisation's users (userName, nickName, phonenumber: contains; status; creation days; deptId with the departments below it)",
  list: z.object({
    userName: textFilter(),
    nickName: textFilter(),
    phonenumber: textFilter(),
    status: status.optional(),
    /** YYYY-MM-DD, also as RuoYi's `params[beginTime]`. */
    beginTime: dayFilter,
    endTime: dayFilter,
    deptId: numericId.optional(),
  }),
  reply: tableReply(AdminUser),
});
export const userChoices = endpoint({
  summary: "The add form's choices: the roles this organisation may assign and its positions",
  reply: envelopeReply({ roles: z.array(AdminRole), posts: z.array(PostOption) }),
});
/** GET /htservice/user/{userId}: the user, the ids of their roles, and the roles this organisation may assign. */
export const userGet = endpoint({
  summary: 'One user with their role ids, the assignable roles and the positions',
  params: z.object({ userId: numericId }),
  reply: envelopeReply({ data: AdminUser, roleIds: z.array(z.number().int()), roles: z.array(AdminRole), posts: z.array(PostOption) }),
  refusals: [404],
});
export type UserDetailReply = z.infer<typeof userGet.reply.schema>;
export const userAdd = endpoint({
  summary: 'Adds a user (who must choose their own password at the first sign-in)',
  body: z.object({
    userName: z.string().trim().regex(USER_NAME_RULE),
    password: newPassword,
    ...profileFields,
    phonenumber: profileFields.phonenumber.default(''),
    email: profileFields.email.default(''),
    sex: profileFields.sex.default('2'),
    status: status.default('0'),
    roleIds: roleIdList.default([]),
    deptId: deptChoice.default(null),
    postIds: postIdList.default([]),
  }),
  reply: dataReply(AdminUser),
  refusals: [403, 404, 409],
});
export const userEdit = endpoint({
  summary: 'Edits a user with the version last read (a change of roles or status ends their sessions)',
  body: z
    .object(profileFields)
    .partial()
    .extend({ userId: numericId, version: versionNumber, status: status.optional(), roleIds: roleIdList.optional(), deptId: deptChoice.optional(), postIds: postIdList.optional() }),
  reply: dataReply(AdminUser),
  refusals: [403, 404, 409],
});
export const userRemove = endpoint({
  summary: 'Deletes users (never oneself, never the last enabled administrator; all or nothing)',
  params: z.object({ userIds: idList }),
  reply: okReply,
  refusals: [403, 404, 409],
});
export const userResetPassword = endpoint({
  summary: "Sets a user's password (they must choose their own at the next sign-in; their sessions end)",
  body: z.object({ userId: numericId, password: newPassword }),
  reply: okReply,
  refusals: [403, 404],
});
export const userChangeStatus = endpoint({
  summary: 'Enables or disables a user (disabling ends their sessions)',
  body: z.object({ userId: numericId, status }),
  reply: okReply,
  refusals: [403, 404, 409],
});
export const userAuthRole = endpoint({
  summary: 'A user and the assignable roles, each flagged when the user holds it',
  params: z.object({ userId: numericId }),
  reply: envelopeReply({ user: AdminUser, roles: z.array(AdminRole.extend({ flag: z.boolean() })) }),
  refusals: [404],
});
export type AuthRoleReply = z.infer<typeof userAuthRole.reply.schema>;
export const userSetRoles = endpoint({
  summary: "Sets a user's roles (a change ends their sessions)",
  body: z.object({ userId: numericId, roleIds: z.union([roleIdList, z.literal('').transform(() => []), idList]) }),
  reply: okReply,
  refusals: [403, 404, 409],
});

// ---- the caller's own profile ----

/**
 * GET /htservice/user/profile: the caller's own row, the names of their roles joined (RuoYi's roleGroup) and
 * the roles themselves, so the shell can name each in the UI language (a built-in role by its key).
 */
export const profileGet = endpoint({
  summary: "The caller's own profile and roles",
  reply: envelopeReply({ data: AdminUser, roleGroup: z.string(), roles: z.array(AdminRole.pick({ roleKey: true, roleName: true })) }),
});
export type ProfileReply = z.infer<typeof profileGet.reply.schema>;
export const profileEdit = endpoint({
  summary: "Edits the caller's own nickName, phonenumber, email and sex",
  body: z.object(profileFields).partial(),
  reply: dataReply(AdminUser),
});
/** POST /htservice/user/profile/avatar: the stored avatar's path below /prod-api. */
export const avatarUpload = endpoint({
  summary: "Sets the caller's avatar: a PNG, JPEG or WebP image of at most 1 MB (multipart field avatarfile)",
  upload: 'avatarfile',
  reply: envelopeReply({ imgUrl: z.string() }),
  refusals: [400, 413, 415],
});
export type AvatarReply = z.infer<typeof avatarUpload.reply.schema>;
export const avatarFile = endpoint({
  summary: 'A stored avatar (public: its name is a content hash)',
  params: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/) }),
  reply: fileReply('png', 'jpg', 'webp'),
  refusals: [404],
});

// ---- roles ----

export const roleList = endpoint({
  summary: "A page of the organisation's roles and the built-in ones (roleName, roleKey: contains; status; creation days)",
  list: z.object({ roleName: textFilter(), roleKey: textFilter(), status: status.optional(), beginTime: dayFilter, endTime: dayFilter }),
  reply: tableReply(AdminRole),
});
export const roleGet = endpoint({ summary: 'One role', params: z.object({ roleId: numericId }), reply: dataReply(AdminRole), refusals: [404] });
const menuIds = z.array(numericId).max(5000);
const roleEditable = {
  roleName: z.string().trim().min(1).max(30),
  roleKey: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_:.-]*$/),
  roleSort: z.number().int().min(0).max(9999),
  status,
  remark: z.string().max(500),
};
export const roleAdd = endpoint({
  summary: 'Adds a role with the menus it grants (each grantable by the caller)',
  body: z.object({ ...roleEditable, roleSort: roleEditable.roleSort.default(0), status: status.default('0'), remark: roleEditable.remark.default(''), menuIds: menuIds.default([]) }),
  reply: dataReply(AdminRole),
  refusals: [403, 409],
});
export const roleEdit = endpoint({
  summary: "Edits one of the organisation's roles with the version last read (a change of grants or status ends its holders' sessions)",
  body: z.object(roleEditable).partial().extend({ roleId: numericId, version: versionNumber, menuIds: menuIds.optional() }),
  reply: dataReply(AdminRole),
  refusals: [403, 404, 409],
});
export const roleRemove = endpoint({
  summary: 'Deletes roles nobody holds (never a built-in one; all or nothing)',
  params: z.object({ roleIds: idList }),
  reply: okReply,
  refusals: [403, 404, 409],
});
export const roleChangeStatus = endpoint({ summary: 'Enables or disables a role', body: z.object({ roleId: numericId, status }), reply: okReply, refusals: [403, 404] });
const roleUserFilters = z.object({ roleId: numericId, userName: textFilter(), phonenumber: textFilter() });
export const roleAllocatedUsers = endpoint({
  summary: "A page of the organisation's users holding the role (userName, phonenumber: contains)",
  list: roleUserFilters,
  reply: tableReply(AdminUser),
  refusals: [404],
});
export const roleUnallocatedUsers = endpoint({
  summary: "A page of the organisation's users not holding the role (userName, phonenumber: contains)",
  list: roleUserFilters,
  reply: tableReply(AdminUser),
  refusals: [404],
});
const roleUsers = z.object({ roleId: numericId, userIds: z.union([z.array(numericId).min(1).max(1000), idList]) });
export const roleGrantUsers = endpoint({ summary: 'Gives the role to users (their sessions end)', body: roleUsers, reply: okReply, refusals: [403, 404] });
export const roleRevokeUser = endpoint({
  summary: 'Takes the role from a user (their sessions end)',
  body: z.object({ roleId: numericId, userId: numericId }),
  reply: okReply,
  refusals: [403, 404, 409],
});
export const roleRevokeUsers = endpoint({ summary: 'Takes the role from users (their sessions end)', body: roleUsers, reply: okReply, refusals: [403, 404, 409] });

// ---- the menu trees a role grants (routes/menu-*.ts) ----

/**
 * One node of a grantable menu tree (Element's tree-select shape: id, label, children). Module nodes
 * have the module id negated, so they never collide with a menu id. Written out because it is recursive.
 */
export type MenuTreeNode = { id: number; label: string; menuType: 'M' | 'C' | 'F' | 'module'; perms?: string; children?: MenuTreeNode[] };
// Named, so the document holds one `MenuTreeNode` component that refers to itself.
export const MenuTreeNode: z.ZodType<MenuTreeNode> = z
  .object({
    id: z.number().int(),
    label: z.string(),
    menuType: z.enum(['M', 'C', 'F', 'module']),
    /** A page's or button's permission, when it has one. */
    perms: z.string().optional(),
    get children() {
      return z.array(MenuTreeNode).optional();
    },
  })
  .meta({ id: 'MenuTreeNode' });

export const grantableMenuTree = endpoint({ summary: 'The menus the caller may grant in the organisation, as a tree by module', reply: dataReply(z.array(MenuTreeNode)) });
export const roleMenuTreeSelect = endpoint({
  summary: 'The grantable menu tree and the ids of the menus the role holds (a role the organisation does not see: 404)',
  params: z.object({ roleId: numericId }),
  reply: envelopeReply({ menus: z.array(MenuTreeNode), checkedKeys: z.array(z.number().int()) }),
  refusals: [404],
});
/** GET /htservice/menu/userMenuTreeselect/{roleId}: the grantable tree and the ids the role holds. */
export type RoleMenuTreeReply = z.infer<typeof roleMenuTreeSelect.reply.schema>;
