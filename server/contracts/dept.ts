/**
 * Departments on the wire (/htservice/dept, RuoYi's sys_dept): a tree per organisation by parentId
 * (0 = top level). Types only.
 */
import type { Status } from './common.js';

export type Dept = {
  deptId: number;
  orgId: number;
  /** 0 for a top-level department. */
  parentId: number;
  deptCode: string;
  deptName: string;
  orderNum: number;
  leaderUserId: number | null;
  /** The leader's nickname (or user name); '' when none. */
  leader: string;
  status: Status;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: string;
  version: number;
};

/** GET /htservice/dept/list: every matching department of one organisation, flat (the page builds the tree). */
export type DeptListReply = { code: number; msg: string; data: Dept[] };

/** POST body (PUT adds deptId and version; orgId only when adding, and only the platform administrator may name another). */
export type DeptInput = { orgId?: number; parentId: number; deptCode: string; deptName: string; orderNum?: number; leaderUserId?: number | null; status?: Status };

/** One node of GET /htservice/dept/treeselect (Element's tree-select shape, as the menu tree). */
export type DeptTreeNode = { id: number; label: string; disabled: boolean; children?: DeptTreeNode[] };

/** GET /htservice/dept/leaders: who may lead a department of the organisation. */
export type DeptLeaderOption = { userId: number; userName: string; nickName: string };
