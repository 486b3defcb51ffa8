/**
 * Wire shapes of the organisation's users and roles (/htservice/user, /htservice/role) and of the
 * menu trees a role grants (/htservice/menu/treeselect, userMenuTreeselect). Types only.
 */
import type { Status } from './common.js';
import type { PostOption } from './post.js';

/** A user of the session's organisation as lists and forms show them. */
export type AdminUser = {
  userId: number;
  userName: string;
  nickName: string;
  phonenumber: string;
  email: string;
  sex: '0' | '1' | '2';
  avatar: string;
  status: Status;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: string;
  version: number;
  /** The user's department (user list and detail, migration 0016); null when none. */
  deptId?: number | null;
  deptName?: string;
  /** The positions the user holds (user detail, migration 0028). */
  postIds?: number[];
};

/** A role as the role list, forms and pickers show it. `builtIn`: the platform's (admin, common); no hotel edits it. */
export type AdminRole = {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: Status;
  remark: string;
  builtIn: boolean;
  createTime: string;
  version: number;
};

/** GET /htservice/user/{userId}: the user, the ids of their roles, and the roles this organisation may assign. */
export type UserDetailReply = { code: number; msg: string; data: AdminUser; roleIds: number[]; roles: AdminRole[]; posts: PostOption[] };

/**
 * GET /htservice/user/profile: the caller's own row, the names of their roles joined (RuoYi's roleGroup) and
 * the roles themselves, so the shell can name each in the UI language (a built-in role by its key).
 */
export type ProfileReply = { code: number; msg: string; data: AdminUser; roleGroup: string; roles: Array<Pick<AdminRole, 'roleKey' | 'roleName'>> };

/** GET /htservice/user/authRole/{userId}. */
export type AuthRoleReply = { code: number; msg: string; user: AdminUser; roles: Array<AdminRole & { flag: boolean }> };

/** One node of a grantable menu tree (Element's tree-select shape: id, label, children). */
export type MenuTreeNode = { id: number; label: string; menuType: 'M' | 'C' | 'F' | 'module'; perms?: string; children?: MenuTreeNode[] };

/** GET /htservice/menu/userMenuTreeselect/{roleId}: the grantable tree and the ids the role holds. */
export type RoleMenuTreeReply = { code: number; msg: string; menus: MenuTreeNode[]; checkedKeys: number[] };

/** POST /htservice/user/profile/avatar: the stored avatar's path below /prod-api. */
export type AvatarReply = { code: number; msg: string; imgUrl: string };
