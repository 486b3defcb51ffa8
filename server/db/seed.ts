/**
 * First-start demo data (DESIGN.md section 6): two hotels, an administrator and per hotel a front
 * desk user and an accountant, the built-in roles and each hotel's own front-desk and accountant roles, the catalogue's modules and menus (server/catalog), config
 * keys, dictionaries, each hotel's parameters (org-para-defaults.ts), two years of accounting periods, a licence per hotel and module (until the end
 * of next year), a few to-do notices per user, the demo records of every record kind (seed-records.ts) and each hotel's
 * approval dictionary with two published demo definitions (seed-approvals.ts), and the first hotel's books of its last
 * months kept and closed (seed-books.ts). Runs only on a database without any
 * organisation, in one transaction. The passwords come from the caller: none is written in code. An
 * account whose password the caller generated (rather than the operator chose) must choose its own at
 * its first sign-in (users.password_change_required).
 */
import type { Transaction } from 'kysely';
import type { Db, Engine } from './connect.js';
import type { Database } from './schema.js';
import { hashPassword } from '../lib/password.js';
import { MODULES } from '../catalog/modules.js';
import { BUILT_IN_MENU_KEYS, BUILT_IN_ROLES, MODULE_GRANT_EXCLUDED } from '../catalog/roles.js';
import { catalogRows } from '../catalog/rows.js';
import { APPROVAL_DECIDER_KEYS } from '../catalog/service.js';
import { syncRoutes } from './sys-routes.js';
import { NOTICES_BY_ROLE, noticeWords } from './seed-notices.js';
import { addMissingParas } from './org-paras.js';
import { isUniqueViolation } from './unique-violation.js';
import { seedRecords } from './seed-records.js';
import { seedCrmLinks } from './seed-crm-links.js';
import { seedVouchers } from './seed-vouchers.js';
import { seedInterfaces } from './seed-interfaces.js';
import { registrationOf } from '../lib/org-licence.js';
import { seedDepartments } from './seed-departments.js';
import { seedPosts } from './seed-posts.js';
import { seedStock } from './seed-stock.js';
import { seedApprovals } from './seed-approvals.js';
import { seedAssets } from './seed-assets.js';
import { addMissingCodingRules } from './coding-rules.js';
import { addMissingVoucherWords } from './voucher-words.js';
import { seedAnnouncements } from './seed-announcements.js';
import { booksStart, seedBooks } from './seed-books.js';
import { formatDate } from '../lib/time.js';

/** Seats of every demo licence: generous, so the demo never runs out; tests lower them in the table. */
const DEMO_SEATS = 20;
const DAY = 24 * 60 * 60 * 1000;

const ORGS = [
  { org_code: 'HT001', org_name: '合软大酒店', short_name: '合软大酒店', contact: '周明', phone: '021-68888001', address: '上海市浦东新区世纪大道 1088 号' },
  { org_code: 'HT002', org_name: '合软度假酒店', short_name: '合软度假', contact: '林海涛', phone: '0898-88662002', address: '海南省三亚市亚龙湾路 66 号' },
];

/** Where the demo hotels differ from the default parameter set (org-para-defaults.ts). */
const PARA_OVERRIDES: Record<string, Record<string, string>> = {
  HT001: { 'invoice.taxNo': '91310115MA1HB3KX2P' },
  HT002: { 'invoice.taxNo': '91460200MA5T8QXN4R', 'front.checkoutTime': '13:00', 'front.serviceChargeRate': '15', 'acct.postingDateRule': 'systemDate' },
};

/** Each hotel's own roles (migration 0008): the same keys in every hotel, each hotel editing only its own. */
const HOTEL_ROLES = [
  { role_key: 'frontdesk', role_name: '前台接待', role_sort: 2 },
  { role_key: 'accountant', role_name: '财务会计', role_sort: 3 },
];
/** Which modules each role is granted (admin, a built-in role: every module; the hotel roles: the demo's choice). */
const ROLE_MODULES: Record<string, number[]> = {
  admin: MODULES.map((m) => m.id),
  frontdesk: [1004, 3001, 1005, 3003],
  accountant: [1001, 1002, 1003, 1005],
};
/** Menus granted by key rather than by module: the built-in ones, and accountants (no service-platform module) approve and query approvals. */
const ROLE_MENU_KEYS: Record<string, readonly string[]> = { ...BUILT_IN_MENU_KEYS, accountant: APPROVAL_DECIDER_KEYS };

const USERS = [
  { user_name: 'admin', nick_name: '系统管理员', org: 'HT001', role: 'admin', phonenumber: '13800138000', email: 'admin@hersoft-hotel.cn', sex: '0' },
  { user_name: 'frontdesk1', nick_name: '王晓燕', org: 'HT001', role: 'frontdesk', phonenumber: '13912345601', email: 'wangxy@hersoft-hotel.cn', sex: '1' },
  { user_name: 'accountant1', nick_name: '李建国', org: 'HT001', role: 'accountant', phonenumber: '13712345602', email: 'lijg@hersoft-hotel.cn', sex: '0' },
  { user_name: 'frontdesk2', nick_name: '张丽娜', org: 'HT002', role: 'frontdesk', phonenumber: '13612345603', email: 'zhangln@hersoft-resort.cn', sex: '1' },
  { user_name: 'accountant2', nick_name: '陈志强', org: 'HT002', role: 'accountant', phonenumber: '13512345604', email: 'chenzq@hersoft-resort.cn', sex: '0' },
];

const CONFIG = [
  { config_name: '在线客服开关', config_key: 'enableContactService', config_value: '1', remark: '1 显示在线客服，0 隐藏' },
  { config_name: '账号自助-验证码开关', config_key: 'sys.account.captchaEnabled', config_value: 'true', remark: 'true 开启登录验证码，false 关闭' },
  { config_name: '会话空闲超时（分钟）', config_key: 'sys.session.idleMinutes', config_value: '30', remark: '无操作多少分钟后需重新登录；自助终端可设为 15' },
  { config_name: '自助终端锁屏时间（分钟）', config_key: 'sys.kiosk.lockMinutes', config_value: '15', remark: '无操作多少分钟后锁定屏幕；应短于会话空闲超时' },
  { config_name: '主框架页-默认皮肤样式', config_key: 'sys.index.skinName', config_value: 'skin-blue', remark: '' },
  { config_name: '账号自助-是否开启用户注册', config_key: 'sys.account.registerUser', config_value: 'false', remark: '' },
  { config_name: '登录日志保留天数', config_key: 'sys.job.loginLogDays', config_value: '180', remark: '定时任务“清理旧登录日志”删除更早的登录日志' },
  { config_name: '操作日志保留天数', config_key: 'sys.job.operLogDays', config_value: '180', remark: '定时任务“清理旧操作日志”删除更早的操作日志' },
];

const DICTS: Array<{ type: string; name: string; data: Array<[string, string, string]> }> = [
  {
    type: 'sys_common_status',
    name: '登录状态',
    data: [
      ['成功', 'Success', 'primary'],
      ['失败', 'Error', 'danger'],
      ['退出', 'Logout', 'info'],
    ],
  },
  {
    type: 'sys_normal_disable',
    name: '系统开关',
    data: [
      ['正常', '0', 'primary'],
      ['停用', '1', 'danger'],
    ],
  },
  {
    type: 'sys_user_sex',
    name: '用户性别',
    data: [
      ['男', '0', ''],
      ['女', '1', ''],
      ['未知', '2', ''],
    ],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The catalogue's menus of every module, parents first; returns the new menu ids by module and by key. */
async function insertMenus(trx: Transaction<Database>): Promise<{ byModule: Record<number, number[]>; idOf: Map<string, number> }> {
  const idOf = new Map<string, number>();
  const byModule: Record<number, number[]> = {};
  for (const row of catalogRows()) {
    const parent_id = row.parentKey === null ? 0 : idOf.get(row.parentKey)!;
    const inserted = await trx
      .insertInto('menus')
      .values({ ...row.values, parent_id })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    idOf.set(row.key, inserted.menu_id);
    (byModule[row.values.module_id] ??= []).push(inserted.menu_id);
  }
  return { byModule, idOf };
}

/** The demo accounts, each with a password of its own. */
export const DEMO_ACCOUNTS: readonly string[] = USERS.map((u) => u.user_name);

export type SeedOptions = {
  now: number;
  /** Each demo account's initial password by user name, or one for all of them (tests). */
  passwords: Readonly<Record<string, string>> | string;
  /** Accounts whose password was generated, not chosen: they must choose their own at first sign-in. */
  mustChange?: readonly string[];
  /** The database's engine (the demo books lock rows as the routes do); default 'sqlite'. */
  engine?: Engine;
  /**
   * Whether the first hotel gets its demo books (seed-books.ts: its last months kept and closed; default true). The
   * server test harness leaves them out unless a test asks: its tests need every month of the year open.
   */
  demoBooks?: boolean;
};

/**
 * Seeds the demo when the database has no organisation; returns whether it ran. Several server processes
 * starting together on one empty PostgreSQL database all try: the unique organisation code lets exactly
 * one transaction through (the others wait on it, then fail and roll back whole), so they start anyway.
 */
export async function seed(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('organisations').select('org_id').limit(1).executeTakeFirst();
  if (existing) return false;
  try {
    await seedDemo(db, options);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another process seeded it first
    throw error;
  }
}

async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const passwordOf = (name: string) => {
    const password = typeof options.passwords === 'string' ? options.passwords : options.passwords[name];
    if (!password) throw new Error(`no initial password for demo account ${name}`);
    return password;
  };
  const hashes = await Promise.all(USERS.map((u) => hashPassword(passwordOf(u.user_name))));
  const year = new Date(options.now).getFullYear();
  // Upgrade tests seed a database migrated only part of the way: no demo rows for tables it lacks yet.
  const tables = await db.introspection.getTables();
  const hasTable = (name: string) => tables.some((table) => table.name === name);
  const hasStock = hasTable('consumable_stock');
  const hasDepartments = hasTable('departments');
  const hasPosts = hasTable('posts');
  const hasRegistration = tables.some((table) => table.name === 'organisations' && table.columns.some((c) => c.name === 'server_license'));
  const hasApprovals = hasTable('approval_definitions');
  const hasAssets = hasTable('asset_cards');
  const hasInterfaces = hasTable('org_interfaces');
  const hasNotices = hasTable('notices');
  const hasCodingRules = hasTable('coding_rules');
  const hasAuxAccounting = hasTable('aux_items');
  const hasPasswordChange = tables.some((table) => table.name === 'users' && table.columns.some((c) => c.name === 'password_change_required'));
  const hasNoticeKeys = tables.some((table) => table.name === 'task_notices' && table.columns.some((c) => c.name === 'title_key'));
  // The demo books need the keyed voucher summaries (0041) and everything before it.
  const books =
    options.demoBooks !== false && tables.some((table) => table.name === 'voucher_lines' && table.columns.some((c) => c.name === 'summary_key')) ? booksStart(formatDate(options.now)) : null;
  const booksFrom = books && `${books.year}-${pad(books.month)}-01`;

  await db.transaction().execute(async (trx) => {
    const orgIds: Record<string, number> = {};
    for (const org of ORGS) {
      const row = await trx
        .insertInto('organisations')
        .values({ ...org, status: '0', ...(hasRegistration ? registrationOf(org.org_code) : {}) })
        .returning('org_id')
        .executeTakeFirstOrThrow();
      orgIds[org.org_code] = row.org_id;
      await addMissingParas(trx, { orgId: row.org_id, orgName: org.org_name }, PARA_OVERRIDES[org.org_code]);
    }
    // Keyed 'admin' for a built-in role, 'HT001:frontdesk' for a hotel's own.
    const roleIds: Record<string, number> = {};
    const roleOf = (orgCode: string, roleKey: string) => roleIds[roleKey] ?? roleIds[`${orgCode}:${roleKey}`];
    for (const role of BUILT_IN_ROLES) {
      const row = await trx
        .insertInto('roles')
        .values({ ...role, org_id: null, status: '0', created_at: options.now })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      roleIds[role.role_key] = row.role_id;
    }
    for (const org of ORGS) {
      for (const role of HOTEL_ROLES) {
        const row = await trx
          .insertInto('roles')
          .values({ ...role, org_id: orgIds[org.org_code], status: '0', created_at: options.now })
          .returning('role_id')
          .executeTakeFirstOrThrow();
        roleIds[`${org.org_code}:${role.role_key}`] = row.role_id;
      }
    }
    const usersByOrg: Record<string, Record<string, number>> = {};
    for (const [i, u] of USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          org_id: orgIds[u.org],
          user_name: u.user_name,
          nick_name: u.nick_name,
          password_hash: hashes[i],
          phonenumber: u.phonenumber,
          email: u.email,
          sex: u.sex,
          avatar: '',
          status: '0',
          failed_count: 0,
          locked_until: null,
          version: 1,
          created_at: options.now,
          updated_at: options.now,
          ...(hasPasswordChange ? { password_change_required: options.mustChange?.includes(u.user_name) ? 1 : 0 } : {}),
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('role_users')
        .values({ role_id: roleOf(u.org, u.role), user_id: row.user_id })
        .execute();
      (usersByOrg[u.org] ??= {})[u.role] = row.user_id;
      const notices = NOTICES_BY_ROLE[u.role] ?? [];
      if (notices.length) {
        await trx
          .insertInto('task_notices')
          .values(
            notices.map((n, k) => ({
              org_id: orgIds[u.org],
              user_id: row.user_id,
              notice_type: n.type,
              ...noticeWords(n, hasNoticeKeys),
              link: n.link,
              done: n.done ? '1' : '0',
              view_flag: n.viewed ? '1' : '0',
              // k keeps notices of the same day in their listed order (newest first).
              create_time: options.now - n.daysAgo * DAY - k * 60_000,
            })),
          )
          .execute();
      }
    }

    for (const [i, mod] of MODULES.entries()) {
      await trx
        .insertInto('modules')
        .values({ module_id: mod.id, module_name: mod.name, module_code: mod.code, icon: mod.icon, order_num: i + 1, path: mod.path, status: '0' })
        .execute();
    }
    const { byModule: menuIds, idOf: menuIdOf } = await insertMenus(trx);
    await syncRoutes(trx, 'all');
    await trx
      .insertInto('module_licences')
      .values(Object.values(orgIds).flatMap((org_id) => MODULES.map((m) => ({ org_id, module_id: m.id, seats: DEMO_SEATS, expires_on: `${year + 1}-12-31` }))))
      .execute();
    for (const [roleKey, moduleIds] of Object.entries(ROLE_MODULES)) {
      const ids = new Set(ORGS.map((org) => roleOf(org.org_code, roleKey))); // a built-in role: one id
      const keyedOnly = new Set(roleKey === 'admin' ? [] : MODULE_GRANT_EXCLUDED.map((key) => menuIdOf.get(key)));
      const rows = [...ids].flatMap((role_id) => moduleIds.flatMap((id) => (menuIds[id] ?? []).filter((menu_id) => !keyedOnly.has(menu_id)).map((menu_id) => ({ role_id, menu_id }))));
      await trx.insertInto('role_menus').values(rows).execute();
    }
    for (const [roleKey, keys] of Object.entries(ROLE_MENU_KEYS)) {
      const ids = new Set(ORGS.map((org) => roleOf(org.org_code, roleKey))); // a built-in role: one id; a hotel role: one per hotel
      await trx
        .insertInto('role_menus')
        .values([...ids].flatMap((role_id) => keys.map((key) => ({ role_id, menu_id: menuIdOf.get(key)! }))))
        .execute();
    }

    await trx
      .insertInto('config')
      .values(CONFIG.map((c) => ({ ...c, config_type: 'Y' })))
      .execute();
    for (const d of DICTS) {
      await trx.insertInto('dict_type').values({ dict_name: d.name, dict_type: d.type, status: '0', remark: '' }).execute();
      await trx
        .insertInto('dict_data')
        .values(
          d.data.map(([label, value, listClass], i) => ({
            dict_sort: i + 1,
            dict_label: label,
            dict_value: value,
            dict_type: d.type,
            css_class: '',
            list_class: listClass,
            is_default: i === 0 ? 'Y' : 'N',
            status: '0',
            remark: '',
          })),
        )
        .execute();
    }
    const orgUsers = ORGS.map((o) => ({ orgId: orgIds[o.org_code], users: USERS.filter((u) => u.org === o.org_code).map((u) => u.user_name) }));
    await seedRecords(trx, orgUsers, options.now);
    // The CRM views' demo: customers in companies, work orders on contracts, framework agreements with lines (0032).
    if (hasTable('record_lines'))
      await seedCrmLinks(
        trx,
        orgUsers.map((o) => o.orgId),
      );
    if (hasStock) await seedStock(trx, Object.values(orgIds), options.now);
    if (hasDepartments)
      await seedDepartments(
        trx,
        ORGS.map((o) => ({ orgId: orgIds[o.org_code], users: usersByOrg[o.org_code] ?? {} })),
        options.now,
      );
    if (hasPosts)
      await seedPosts(
        trx,
        ORGS.map((o) => ({ orgId: orgIds[o.org_code], users: usersByOrg[o.org_code] ?? {} })),
        options.now,
      );
    if (hasApprovals) await seedApprovals(trx, Object.values(orgIds), 'admin', options.now);
    if (hasAssets) await seedAssets(trx, Object.values(orgIds), options.now, hasTable('asset_transfers'), books ? { [orgIds.HT001]: books } : {});
    if (hasNotices)
      await seedAnnouncements(
        trx,
        ORGS.map((o) => orgIds[o.org_code]),
        { userName: 'admin', nickName: USERS[0].nick_name },
        options.now,
      );

    // Last year closed, this year open: the login-date picker finds a period for any date of either. The first
    // hotel's demo books close their months themselves; the periods before them are its history before the system.
    const periods = Object.values(orgIds).flatMap((org_id) =>
      [year - 1, year].flatMap((y) =>
        Array.from({ length: 12 }, (_, m) => ({
          org_id,
          year: y,
          period: m + 1,
          start_date: `${y}-${pad(m + 1)}-01`,
          end_date: `${y}-${pad(m + 1)}-${pad(new Date(Date.UTC(y, m + 1, 0)).getUTCDate())}`,
          status: (booksFrom && org_id === orgIds.HT001 ? `${y}-${pad(m + 1)}-01` < booksFrom : y < year) ? '1' : '0',
        })),
      ),
    );
    await trx.insertInto('accounting_periods').values(periods).execute();

    const people = await trx.selectFrom('users').select(['user_id', 'user_name', 'nick_name', 'org_id']).where('user_name', 'in', ['admin', 'accountant1', 'accountant2']).execute();
    const person = (p: (typeof people)[number]) => ({ userId: p.user_id, name: p.nick_name });
    const accountants = Object.fromEntries(people.filter((p) => p.user_name !== 'admin').map((p) => [p.org_id, person(p)]));
    await seedVouchers(trx, Object.values(orgIds), accountants, person(people.find((p) => p.user_name === 'admin')!), options.now, hasAuxAccounting);
    // Coding rules (accounts 4-2-2-2) and voucher words (记; 收/付/转 not in use) of each hotel, after its chart.
    for (const orgId of hasCodingRules ? Object.values(orgIds) : []) {
      await addMissingCodingRules(trx, orgId, options.now);
      await addMissingVoucherWords(trx, orgId, options.now);
    }
    if (books) {
      const admin = people.find((p) => p.user_name === 'admin')!;
      const maker = accountants[orgIds.HT001];
      await seedBooks(trx, options.engine ?? 'sqlite', {
        orgId: orgIds.HT001,
        start: books,
        today: formatDate(options.now),
        maker: { userId: maker.userId, userName: maker.name },
        checker: { userId: admin.user_id, userName: admin.nick_name },
      });
    }
    // The first hotel's interface programme maps examples/pms-daily-2026-11-24.csv (needs the chart and the departments).
    if (hasInterfaces && hasDepartments) await seedInterfaces(trx, orgIds.HT001, options.now);
  });
}
