/**
 * First-start demo data (DESIGN.md section 6): two hotels, an administrator and per hotel a front
 * desk user and an accountant, three roles with different grants, every module's menus, config
 * keys, dictionaries, two years of accounting periods, a licence per hotel and module (until the end
 * of next year), a few to-do notices per user and the demo records of every record kind (seed-records.ts). The approval forms are not here: migration 0002
 * inserts them, as reference data every database needs. Runs only on a database without any
 * organisation, in one transaction. The password comes from the caller: none is written in code.
 */
import type { Transaction } from 'kysely';
import type { Db } from './connect.js';
import type { Database } from './schema.js';
import { hashPassword } from '../lib/password.js';
import { MODULES, ROLE_MODULES, type MenuSpec } from './seed-menus.js';
import { NOTICES_BY_ROLE } from './seed-notices.js';
import { seedRecords } from './seed-records.js';
import { COMMON_ROLE } from './migrations/0003_login_variants.js';

/** Seats of every demo licence: generous, so the demo never runs out; tests lower them in the table. */
const DEMO_SEATS = 20;
const DAY = 24 * 60 * 60 * 1000;

const ORGS = [
  { org_code: 'HT001', org_name: '合软大酒店', short_name: '合软大酒店' },
  { org_code: 'HT002', org_name: '合软度假酒店', short_name: '合软度假' },
];

const ROLES = [
  { role_key: 'admin', role_name: '超级管理员', role_sort: 1 },
  { role_key: 'frontdesk', role_name: '前台接待', role_sort: 2 },
  { role_key: 'accountant', role_name: '财务会计', role_sort: 3 },
  // Self-registered users: no menus, so no module until an administrator grants one.
  { role_key: COMMON_ROLE.role_key, role_name: COMMON_ROLE.role_name, role_sort: COMMON_ROLE.role_sort },
];

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
];

const DICTS: Array<{ type: string; name: string; data: Array<[string, string, string]> }> = [
  { type: 'sys_common_status', name: '登录状态', data: [['成功', 'Success', 'primary'], ['失败', 'Error', 'danger'], ['退出', 'Logout', 'info']] },
  { type: 'sys_normal_disable', name: '系统开关', data: [['正常', '0', 'primary'], ['停用', '1', 'danger']] },
  { type: 'sys_user_sex', name: '用户性别', data: [['男', '0', ''], ['女', '1', ''], ['未知', '2', '']] },
];

const pad = (n: number) => String(n).padStart(2, '0');

async function insertMenus(trx: Transaction<Database>, moduleId: number, specs: MenuSpec[], parentId: number, ids: number[]) {
  for (const [i, m] of specs.entries()) {
    const row = await trx
      .insertInto('menus')
      .values({
        menu_name: m.name,
        parent_id: parentId,
        order_num: i + 1,
        path: m.path,
        component: m.type === 'C' && !m.external ? (m.component ?? '') : '',
        query: '',
        is_frame: m.external ? '0' : '1',
        is_cache: m.noCache ? '1' : '0',
        menu_type: m.type,
        visible: m.hidden ? '1' : '0',
        status: '0',
        perms: m.perms ?? '',
        icon: m.icon ?? (m.type === 'F' ? '#' : 'list'),
        module_id: moduleId,
        org_code: null,
        initplat_type: m.initplat ? '1' : null,
        affix: m.affix ? '1' : '0',
      })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    ids.push(row.menu_id);
    if (m.children?.length) await insertMenus(trx, moduleId, m.children, row.menu_id, ids);
  }
}

/** Seeds the demo when the database has no organisation; returns whether it ran. */
export async function seed(db: Db, options: { adminPassword: string; now: number }): Promise<boolean> {
  const existing = await db.selectFrom('organisations').select('org_id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(USERS.map(() => hashPassword(options.adminPassword)));
  const year = new Date(options.now).getFullYear();

  await db.transaction().execute(async (trx) => {
    const orgIds: Record<string, number> = {};
    for (const org of ORGS) {
      const row = await trx.insertInto('organisations').values({ ...org, status: '0' }).returning('org_id').executeTakeFirstOrThrow();
      orgIds[org.org_code] = row.org_id;
    }
    const roleIds: Record<string, number> = {};
    for (const role of ROLES) {
      const row = await trx.insertInto('roles').values({ ...role, status: '0' }).returning('role_id').executeTakeFirstOrThrow();
      roleIds[role.role_key] = row.role_id;
    }
    for (const [i, u] of USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          org_id: orgIds[u.org], user_name: u.user_name, nick_name: u.nick_name, password_hash: hashes[i],
          phonenumber: u.phonenumber, email: u.email, sex: u.sex, avatar: '', status: '0',
          failed_count: 0, locked_until: null, version: 1, created_at: options.now, updated_at: options.now,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('role_users').values({ role_id: roleIds[u.role], user_id: row.user_id }).execute();
      const notices = NOTICES_BY_ROLE[u.role] ?? [];
      if (notices.length) {
        await trx
          .insertInto('task_notices')
          .values(notices.map((n, k) => ({
            org_id: orgIds[u.org], user_id: row.user_id, notice_type: n.type, title: n.title, content: n.content,
            link: n.link, done: n.done ? '1' : '0', view_flag: n.viewed ? '1' : '0',
            // k keeps notices of the same day in their listed order (newest first).
            create_time: options.now - n.daysAgo * DAY - k * 60_000,
          })))
          .execute();
      }
    }

    const menuIds: Record<number, number[]> = {};
    for (const [i, mod] of MODULES.entries()) {
      await trx.insertInto('modules').values({ module_id: mod.id, module_name: mod.name, module_code: mod.code, icon: mod.icon, order_num: i + 1, path: mod.path, status: '0' }).execute();
      menuIds[mod.id] = [];
      await insertMenus(trx, mod.id, mod.menus, 0, menuIds[mod.id]);
    }
    await trx
      .insertInto('module_licences')
      .values(Object.values(orgIds).flatMap((org_id) => MODULES.map((m) => ({ org_id, module_id: m.id, seats: DEMO_SEATS, expires_on: `${year + 1}-12-31` }))))
      .execute();
    for (const [roleKey, moduleIds] of Object.entries(ROLE_MODULES)) {
      const rows = moduleIds.flatMap((id) => menuIds[id].map((menu_id) => ({ role_id: roleIds[roleKey], menu_id })));
      await trx.insertInto('role_menus').values(rows).execute();
    }

    await trx.insertInto('config').values(CONFIG.map((c) => ({ ...c, config_type: 'Y' }))).execute();
    for (const d of DICTS) {
      await trx.insertInto('dict_type').values({ dict_name: d.name, dict_type: d.type, status: '0', remark: '' }).execute();
      await trx
        .insertInto('dict_data')
        .values(d.data.map(([label, value, listClass], i) => ({
          dict_sort: i + 1, dict_label: label, dict_value: value, dict_type: d.type, css_class: '',
          list_class: listClass, is_default: i === 0 ? 'Y' : 'N', status: '0', remark: '',
        })))
        .execute();
    }
    const orgUsers = ORGS.map((o) => ({ orgId: orgIds[o.org_code], users: USERS.filter((u) => u.org === o.org_code).map((u) => u.user_name) }));
    await seedRecords(trx, orgUsers, options.now);

    // Last year closed, this year open: the login-date picker finds a period for any date of either.
    const periods = Object.values(orgIds).flatMap((org_id) =>
      [year - 1, year].flatMap((y) =>
        Array.from({ length: 12 }, (_, m) => ({
          org_id, year: y, period: m + 1,
          start_date: `${y}-${pad(m + 1)}-01`,
          end_date: `${y}-${pad(m + 1)}-${pad(new Date(Date.UTC(y, m + 1, 0)).getUTCDate())}`,
          status: y < year ? '1' : '0',
        })),
      ),
    );
    await trx.insertInto('accounting_periods').values(periods).execute();
  });
  return true;
}
