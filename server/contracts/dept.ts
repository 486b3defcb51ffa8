/**
 * Departments on the wire (/htservice/dept, RuoYi's sys_dept): a tree per organisation by parentId
 * (0 = top level), each call declared once as a contract (contracts/endpoint.ts). The platform
 * administrator may name another organisation (`orgId`); anyone else naming one gets 403.
 */
import { z } from 'zod';
import { numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply } from './endpoint.js';

const status = z.enum(['0', '1']);

export const Dept = z.object({
  deptId: z.number().int(),
  orgId: z.number().int(),
  /** 0 for a top-level department. */
  parentId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  orderNum: z.number().int(),
  leaderUserId: z.number().int().nullable(),
  /** The leader's nickname (or user name); '' when none. */
  leader: z.string(),
  status,
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type Dept = z.infer<typeof Dept>;

/** One node of GET /htservice/dept/treeselect (Element's tree-select shape, as the menu tree). */
export type DeptTreeNode = { id: number; label: string; disabled: boolean; children?: DeptTreeNode[] };
export const DeptTreeNode: z.ZodType<DeptTreeNode> = z
  .object({
    id: z.number().int(),
    label: z.string(),
    /** A disabled department is shown but cannot be chosen. */
    disabled: z.boolean(),
    get children() {
      return z.array(DeptTreeNode).optional();
    },
  })
  .meta({ id: 'DeptTreeNode' });

/** GET /htservice/dept/leaders: who may lead a department of the organisation. */
export const DeptLeaderOption = z.object({ userId: z.number().int(), userName: z.string(), nickName: z.string() });
export type DeptLeaderOption = z.infer<typeof DeptLeaderOption>;

/** A leader: a user id, or none ('' or null, as a cleared select sends it). */
const leader = z.union([numericId, z.null(), z.literal('').transform(() => null)]);
const editable = {
  parentId: z.union([z.literal(0), z.literal('0').transform(() => 0), numericId]),
  deptCode: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
  deptName: z.string().trim().min(1).max(50),
  orderNum: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(9999)),
  leaderUserId: leader,
  status,
};
// Not strict: the form sends back what it loaded (leader, createTime…); unknown keys are dropped.
const DeptBody = z.object({ ...editable, orgId: numericId.optional(), orderNum: editable.orderNum.default(0), leaderUserId: leader.default(null), status: status.default('0') });

const orgChoice = { orgId: numericId.optional() };

export const deptList = endpoint({
  summary: 'Every matching department of one organisation, flat in tree order (deptName: contains; status); no paging or sort',
  list: z.object({ ...orgChoice, deptName: textFilter(50), status: status.optional() }),
  reply: dataReply(z.array(Dept)),
  refusals: [404],
});
/** GET /htservice/dept/list: every matching department of one organisation, flat (the page builds the tree). */
export type DeptListReply = z.infer<typeof deptList.reply.schema>;
export const deptGet = endpoint({ summary: 'One department', params: z.object({ deptId: numericId }), reply: dataReply(Dept), refusals: [404] });
export const deptAdd = endpoint({
  summary: 'Adds a department under an enabled parent of the same organisation (code unique there)',
  body: DeptBody,
  reply: dataReply(Dept),
  refusals: [404, 409],
});
export const deptEdit = endpoint({
  summary: 'Edits a department with the version last read (never below itself; not disabled while sub-departments are enabled)',
  body: z.object(editable).partial().extend({ deptId: numericId, version: versionNumber }),
  reply: dataReply(Dept),
  refusals: [404, 409],
});
export const deptRemove = endpoint({
  summary: 'Deletes a department nothing refers to (sub-departments, users, assets, voucher lines)',
  params: z.object({ deptId: numericId }),
  reply: okReply,
  refusals: [404, 409],
});
export const deptTreeSelect = endpoint({
  summary: "The organisation's departments as a tree, for every department picker",
  query: z.object(orgChoice),
  reply: dataReply(z.array(DeptTreeNode)),
  refusals: [404],
});
export const deptLeaders = endpoint({
  summary: "The organisation's enabled users, who may lead a department",
  query: z.object(orgChoice),
  reply: dataReply(z.array(DeptLeaderOption)),
  refusals: [404],
});
