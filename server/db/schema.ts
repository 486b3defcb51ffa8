/**
 * The Kysely view of the database. Column names are snake_case as stored; routes map them to the
 * RuoYi camelCase field names on the wire. Times are epoch milliseconds (bigint) so both engines
 * compare them the same way; calendar dates (login date, periods) are 'YYYY-MM-DD' text.
 * Flags follow RuoYi: status '0' normal / '1' disabled, visible '0' shown / '1' hidden.
 */
import type { Generated } from 'kysely';

export type OrganisationTable = {
  org_id: Generated<number>;
  org_code: string;
  org_name: string;
  short_name: string;
  status: string;
};

export type UserTable = {
  user_id: Generated<number>;
  org_id: number;
  user_name: string;
  nick_name: string;
  password_hash: string;
  phonenumber: string;
  email: string;
  sex: string;
  avatar: string;
  status: string;
  failed_count: number;
  /** Epoch ms until which sign-in is refused; null when not locked. */
  locked_until: number | null;
  version: number;
  created_at: number;
  updated_at: number;
};

export type RoleTable = {
  role_id: Generated<number>;
  role_name: string;
  role_key: string;
  role_sort: number;
  status: string;
};

export type RoleUserTable = { role_id: number; user_id: number };
export type RoleMenuTable = { role_id: number; menu_id: number };

export type ModuleTable = {
  /** Fixed ids the shell knows (3002 initplat, 3003 service platform), so not generated. */
  module_id: number;
  module_name: string;
  module_code: string;
  icon: string;
  order_num: number;
  path: string;
  status: string;
};

export type MenuTable = {
  menu_id: Generated<number>;
  menu_name: string;
  parent_id: number;
  order_num: number;
  path: string;
  component: string;
  query: string;
  /** '0' external link (path is a URL), '1' internal page; RuoYi's convention. */
  is_frame: string;
  /** '0' keep alive, '1' do not cache. */
  is_cache: string;
  menu_type: string;
  visible: string;
  status: string;
  perms: string;
  icon: string;
  module_id: number;
  /** null: every organisation; else only that organisation sees it. */
  org_code: string | null;
  initplat_type: string | null;
  affix: string;
};

export type SessionTable = {
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  org_id: number;
  login_date: string;
  created_at: number;
  last_active_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
  /** 'main' (the shell's modules) or 'initplat' (opened by the initialisation platform's login). */
  area: string;
};

export type LoginLogTable = {
  info_id: Generated<number>;
  user_name: string;
  nick_name: string;
  session_id: string;
  status: string;
  ipaddr: string;
  browser: string;
  os: string;
  msg: string;
  login_time: number;
  org_id: number | null;
};

export type CaptchaTable = { uuid: string; answer: string; expires_at: number; used_at: number | null };

/** One row per failed attempt; `kind` separates sign-in failures from anonymous Error log posts. */
export type LoginFailureTable = {
  id: Generated<number>;
  ip: string;
  user_name: string;
  kind: string;
  at: number;
};

export type ConfigTable = {
  config_id: Generated<number>;
  config_name: string;
  config_key: string;
  config_value: string;
  config_type: string;
  remark: string;
  /** Optimistic concurrency (migration 0004): every update bumps it, a stale one is refused. */
  version: Generated<number>;
};

export type DictTypeTable = {
  dict_id: Generated<number>;
  dict_name: string;
  dict_type: string;
  status: string;
  remark: string;
  version: Generated<number>;
};

export type DictDataTable = {
  dict_code: Generated<number>;
  dict_sort: number;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: string;
  list_class: string;
  is_default: string;
  status: string;
  remark: string;
  version: Generated<number>;
};

export type AccountingPeriodTable = {
  period_id: Generated<number>;
  org_id: number;
  year: number;
  period: number;
  start_date: string;
  end_date: string;
  status: string;
};

/** Seats an organisation has bought for a module; `expires_on` is the last valid day (null: no end). */
export type ModuleLicenceTable = {
  org_id: number;
  module_id: number;
  seats: number;
  expires_on: string | null;
};

/**
 * One seat held by one session in one module until `expires_at` (epoch ms), renewed by the shell's
 * heartbeat. `session_id` is the short session id of the login log, never the token.
 */
export type SeatLeaseTable = {
  org_id: number;
  module_id: number;
  session_id: string;
  user_id: number;
  expires_at: number;
};

/** The approval forms a user can start (org_id null: every organisation). */
export type ApprovalMenuTable = {
  approval_id: Generated<number>;
  org_id: number | null;
  path: string;
  menu_name: string;
  order_num: number;
  status: string;
};

/** Layout settings and sidebar shortcuts, per user, as JSON text; `version` guards concurrent saves. */
export type UserPreferenceTable = {
  user_id: number;
  settings: string;
  shortcuts: string;
  version: number;
  updated_at: number;
};

/** To-do notices of the "more to-do tasks" page. notice_type 'sys' | 'crm'; done and view_flag '0' / '1'. */
export type TaskNoticeTable = {
  notice_id: Generated<number>;
  org_id: number;
  user_id: number;
  notice_type: string;
  title: string;
  content: string;
  link: string | null;
  done: string;
  view_flag: string;
  create_time: number;
};

/**
 * A user's column customisation of one table of one page, in the organisation of the session
 * (SPEC.md section 3). `page_id` is the menu id of the route, as text; `content` the JSON text of the
 * column list; `version` counts the saves.
 */
export type SysCustomTable = {
  custom_id: Generated<number>;
  user_id: number;
  org_id: number;
  page_id: string;
  table_id: string;
  content: string;
  version: number;
  created_at: number;
  updated_at: number;
};

/** A named advanced-query plan of a user for one table of one page, in one organisation; `content` is JSON text. */
export type SysQueryPlanTable = {
  plan_id: Generated<number>;
  user_id: number;
  org_id: number;
  page_id: string;
  table_id: string;
  plan_name: string;
  content: string;
  created_at: number;
  updated_at: number;
};

/**
 * One record of the generic store (server/records): `kind` names its definition in the registry,
 * `data` holds every field value as JSON text, `code` and `title` copy its number and name for search
 * (the number is unique per organisation and kind). Migration 0010.
 */
export type RecordTable = {
  record_id: Generated<number>;
  org_id: number;
  kind: string;
  code: string;
  title: string;
  data: string;
  version: number;
  created_by: string;
  created_at: number;
  updated_by: string;
  updated_at: number;
};

export type Database = {
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  role_users: RoleUserTable;
  role_menus: RoleMenuTable;
  modules: ModuleTable;
  menus: MenuTable;
  sessions: SessionTable;
  login_logs: LoginLogTable;
  captchas: CaptchaTable;
  login_failures: LoginFailureTable;
  config: ConfigTable;
  dict_type: DictTypeTable;
  dict_data: DictDataTable;
  accounting_periods: AccountingPeriodTable;
  module_licences: ModuleLicenceTable;
  seat_leases: SeatLeaseTable;
  approval_menus: ApprovalMenuTable;
  user_preferences: UserPreferenceTable;
  task_notices: TaskNoticeTable;
  sys_custom: SysCustomTable;
  sys_query_plan: SysQueryPlanTable;
  records: RecordTable;
};
