/**
 * Menu management and the route table on the wire (RuoYi's menu field names plus moduleId, orgCode,
 * menuKey and version; DESIGN.md section 4), each declared call once as a contract (contracts/endpoint.ts).
 *
 * Menus with orgCode null are shared by every organisation; the others belong to that organisation.
 * A caller sees the shared menus and those of the session's organisation; only the platform
 * administrator (role 'admin') changes shared menus.
 */
import { z } from 'zod';
import { numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

const flag = z.enum(['0', '1']);
export const MenuType = z.enum(['M', 'C', 'F']);
export type MenuType = z.infer<typeof MenuType>;

export const SysMenu = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  /** 0: top level of its module. */
  parentId: z.number().int(),
  orderNum: z.number().int(),
  path: z.string(),
  component: z.string(),
  query: z.string(),
  /** '0' external link (path is an http(s) address), '1' a page of the app. */
  isFrame: flag,
  /** '0' kept alive, '1' not cached. */
  isCache: flag,
  menuType: MenuType,
  /** '0' shown, '1' hidden. */
  visible: flag,
  /** '0' normal, '1' disabled. */
  status: flag,
  perms: z.string(),
  icon: z.string(),
  moduleId: z.number().int(),
  /** null: shared by every organisation. */
  orgCode: z.string().nullable(),
  /** The catalogue menu this row is (server/catalog; menuReset restores it); null for menus added later. */
  menuKey: z.string().nullable(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type SysMenu = z.infer<typeof SysMenu>;

export type MenuListReply = { code: number; msg: string; data: SysMenu[] };

/** A whole number from JSON or from a form's text. */
const smallInt = (max: number) =>
  z.union([
    z.number().int().min(0).max(max),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(z.number().max(max)),
  ]);
const editable = {
  menuName: z.string().trim().min(1).max(50),
  menuType: MenuType,
  moduleId: numericId,
  parentId: smallInt(999_999_999),
  orderNum: smallInt(9999),
  path: z.string().trim().max(200),
  component: z.string().trim().max(255),
  query: z.string().trim().max(255),
  isFrame: flag,
  isCache: flag,
  visible: flag,
  status: flag,
  perms: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_:*-]*$/),
  icon: z.string().trim().max(100),
};
/**
 * `orgCode` absent: the session's organisation; '' or null: shared (platform administrator only); any
 * other organisation → 403. Not strict: RuoYi's forms send back what they loaded (children,
 * createTime…); unknown keys are dropped.
 */
const MenuBody = z.object({
  ...editable,
  parentId: editable.parentId.default(0),
  orderNum: editable.orderNum.default(0),
  path: editable.path.default(''),
  component: editable.component.default(''),
  query: editable.query.default(''),
  isFrame: editable.isFrame.default('1'),
  isCache: editable.isCache.default('0'),
  visible: editable.visible.default('0'),
  status: editable.status.default('0'),
  perms: editable.perms.default(''),
  icon: editable.icon.default('#'),
  orgCode: z.string().trim().max(32).nullable().optional(),
});
/** menuId and the version last read, every other field optional (the organisation of a menu does not change). */
const MenuUpdate = z.object(editable).partial().extend({ menuId: numericId, version: versionNumber });
const MenuIdParams = z.object({ menuId: numericId });
/** A module id, or 'all'. */
const ModuleOrAll = z.object({
  type: z.union([
    z.literal('all'),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
});

export const MenuResetResult = z.object({ removed: z.number().int(), restored: z.number().int(), reverted: z.number().int(), routes: z.number().int() });
/** What `menuReset` did. */
export type MenuResetResult = z.infer<typeof MenuResetResult>;

/** A row of the route table: the full address of a page route. */
const SysRoute = z.object({ routeId: z.number().int(), routeAddr: z.string(), menuId: z.number().int(), menuName: z.string(), moduleId: z.number().int(), orgCode: z.string().nullable() });
const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/**
 * The filters of the two menu lists. Not paged (the page builds a tree from every row), but read by the
 * list layer like every list: empty values mean "not given", and no sort is allowed (422). orgCode: the
 * session's organisation only (another → 403).
 */
const MenuFilters = z.object({
  orgCode: textFilter(32),
  menuName: textFilter(50),
  status: flag.optional(),
  visible: flag.optional(),
  moduleId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
  menuType: MenuType.optional(),
});

export const menuList = endpoint({
  summary: 'Every menu row the organisation sees, for its tree (menuName: contains; status, visible, moduleId, menuType)',
  list: MenuFilters,
  reply: dataReply(z.array(SysMenu)),
});
export const menuListAll = endpoint({ summary: 'Every menu the organisation sees, unfiltered', list: MenuFilters.pick({ orgCode: true }), reply: dataReply(z.array(SysMenu)) });
export const menuGet = endpoint({ summary: 'One menu the organisation sees', params: MenuIdParams, reply: dataReply(SysMenu), refusals: [404] });
export const menuAdd = endpoint({ summary: "Adds a menu (the session's organisation's, or a shared one by the platform administrator)", body: MenuBody, reply: dataReply(SysMenu), refusals: [409] });
export const menuEdit = endpoint({ summary: 'Edits a menu with the version last read (its page address must stay unique)', body: MenuUpdate, reply: dataReply(SysMenu), refusals: [404, 409] });
export const menuRemove = endpoint({ summary: 'Deletes a menu without children that no role holds', params: MenuIdParams, reply: okReply, refusals: [404, 409] });
export const menuReset = endpoint({
  summary: "Puts a module's menus (or every module's) back to the catalogue: the organisation's own removed; shared ones restored by the platform administrator",
  query: ModuleOrAll,
  reply: dataReply(MenuResetResult),
});
export const routeList = endpoint({
  summary: 'A page of the route table the organisation sees (routeAddr: contains; menuId, moduleId; orgCode: its own only)',
  list: z.object({ routeAddr: textFilter(500), menuId: digits.optional(), moduleId: digits.optional(), orgCode: textFilter(32) }),
  reply: tableReply(SysRoute),
});
export const routeReset = endpoint({ summary: "Rebuilds a module's route rows (or every module's) from its menus", query: ModuleOrAll, reply: dataReply(z.object({ changed: z.number().int() })) });
export const routeIdByAddr = endpoint({
  summary: 'The route and menu id an address has for the organisation (its own page before a shared one); any signed-in user',
  body: z.object({ routeAddr: z.string().trim().min(1).max(500) }),
  textField: 'routeAddr',
  reply: dataReply(z.object({ routeId: z.number().int(), menuId: z.number().int(), routeAddr: z.string() })),
  refusals: [404],
});
