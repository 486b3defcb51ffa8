/**
 * The Kysely view of the database. Over 500 lines on purpose: it is the one `Database` type every query
 * is checked against, a table type beside its row; split across files it would only be imported back here.
 * Column names are snake_case as stored; routes map them to the RuoYi camelCase field names on the wire. Times are epoch milliseconds (bigint) so both engines
 * compare them the same way; calendar dates (login date, periods) are 'YYYY-MM-DD' text.
 * Flags follow RuoYi: status '0' normal / '1' disabled, visible '0' shown / '1' hidden.
 */
import type { Generated } from 'kysely';

type OrganisationTable = {
  org_id: Generated<number>;
  org_code: string;
  org_name: string;
  short_name: string;
  status: string;
  /** Migration 0007: what the organisation page edits, and the version guarding concurrent edits. */
  contact: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  /** Migration 0021: the registration the support desk knows the hotel by (server/lib/org-licence.ts). */
  account_code: Generated<string>;
  server_license: Generated<string>;
};

type UserTable = {
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
  /** The user's department (migration 0016); null when none is set. */
  dept_id: number | null;
  /** 1 while the user must choose a new password before anything else (migration 0026). */
  password_change_required: Generated<number>;
  version: number;
  created_at: number;
  updated_at: number;
};

/** A department of a hotel (migration 0016): a tree by parent_id (0 = top level) with an optional leader. */
type DepartmentTable = {
  dept_id: Generated<number>;
  org_id: number;
  parent_id: Generated<number>;
  dept_code: string;
  dept_name: string;
  leader_user_id: number | null;
  order_num: Generated<number>;
  status: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** A position of a hotel (migration 0028, RuoYi's sys_post): code and name unique within the organisation. */
type PostTable = {
  post_id: Generated<number>;
  org_id: number;
  post_code: string;
  post_name: string;
  post_sort: Generated<number>;
  status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** The positions a user holds (migration 0028). */
type UserPostTable = { user_id: number; post_id: number };

type RoleTable = {
  role_id: Generated<number>;
  /** The organisation owning the role (migration 0008); null only for the built-in 'admin' and 'common'. */
  org_id: number | null;
  role_name: string;
  role_key: string;
  role_sort: number;
  status: string;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: Generated<number>;
};

type RoleUserTable = { role_id: number; user_id: number };
type RoleMenuTable = { role_id: number; menu_id: number };

export type ModuleTable = {
  /** Fixed ids the shell knows (3002 initplat, 3003 service platform), so not generated. */
  module_id: number;
  module_name: string;
  module_code: string;
  icon: string;
  order_num: number;
  path: string;
  status: string;
  /** Optimistic concurrency (migration 0009). */
  version: Generated<number>;
  remark: Generated<string>;
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
  /** Optimistic concurrency (migration 0006): every update bumps it, a stale one is refused. */
  version: Generated<number>;
  /** Stable identity of a seeded menu (menuReset restores by it); null for menus added later. */
  menu_key: string | null;
};

/**
 * The route table (migration 0006): the full address of every page route (type-C menu that is not an
 * external link), kept in step with the menus; org_code as its menu's (null: every organisation).
 */
type SysRouteTable = {
  route_id: Generated<number>;
  route_addr: string;
  menu_id: number;
  module_id: number;
  org_code: string | null;
};

type SessionTable = {
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

type LoginLogTable = {
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

/** One write through the API (migration 0025, server/operlog/); never updated, only purged or deleted. */
export type OperLogTable = {
  oper_id: Generated<number>;
  org_id: number | null;
  user_id: number | null;
  oper_name: string;
  /** The page the route's permission belongs to (its menu name), or the own-account area. */
  title: string;
  /** RuoYi's business types: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 9 clean. */
  business_type: number;
  perms: string;
  /** The route: method and pattern, e.g. `PUT /htservice/user/resetPwd`. */
  method: string;
  request_method: string;
  oper_url: string;
  target: string;
  oper_param: string;
  /** '0' success, '1' failure */
  status: string;
  http_status: number;
  error_msg: string;
  oper_ip: string;
  cost_time: number;
  oper_time: number;
};

type CaptchaTable = { uuid: string; answer: string; expires_at: number; used_at: number | null };

/** One row per failed attempt; `kind` separates sign-in failures from anonymous Error log posts. */
type LoginFailureTable = {
  id: Generated<number>;
  ip: string;
  user_name: string;
  kind: string;
  at: number;
};

/** Lockout state of a user name that matches no account (migration 0026), kept like an account's. */
type NameLockoutTable = {
  user_name: string;
  failed_count: number;
  locked_until: number | null;
  updated_at: number;
};

type ConfigTable = {
  config_id: Generated<number>;
  config_name: string;
  config_key: string;
  config_value: string;
  config_type: string;
  remark: string;
  /** Optimistic concurrency (migration 0004): every update bumps it, a stale one is refused. */
  version: Generated<number>;
};

type DictTypeTable = {
  dict_id: Generated<number>;
  dict_name: string;
  dict_type: string;
  status: string;
  remark: string;
  version: Generated<number>;
};

type DictDataTable = {
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
  /** Migration 0038: who closed the period (结账) and when; null while open. */
  closed_by: Generated<string | null>;
  closed_at: Generated<number | null>;
};

/** Seats an organisation has bought for a module; `expires_on` is the last valid day (null: no end). */
type ModuleLicenceTable = {
  org_id: number;
  module_id: number;
  seats: number;
  expires_on: string | null;
  /** Optimistic concurrency (migration 0009). */
  version: Generated<number>;
};

/**
 * One seat held by one session in one module until `expires_at` (epoch ms), renewed by the shell's
 * heartbeat. `session_id` is the short session id of the login log, never the token.
 */
type SeatLeaseTable = {
  org_id: number;
  module_id: number;
  session_id: string;
  user_id: number;
  expires_at: number;
};

/** The approval forms a user can start (org_id null: every organisation). */
type ApprovalMenuTable = {
  approval_id: Generated<number>;
  org_id: number | null;
  path: string;
  menu_name: string;
  order_num: number;
  status: string;
};

/** Layout settings and sidebar shortcuts, per user, as JSON text; `version` guards concurrent saves. */
type UserPreferenceTable = {
  user_id: number;
  settings: string;
  shortcuts: string;
  version: number;
  updated_at: number;
};

/** To-do notices of the "more to-do tasks" page. notice_type 'sys' | 'crm'; done and view_flag '0' / '1'. */
type TaskNoticeTable = {
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
  /** Migration 0040: the server's own to-dos as message keys of server/i18n.ts with JSON params (title/content then ''). */
  title_key: string | null;
  content_key: string | null;
  params: string | null;
};

/**
 * A user's column customisation of one table of one page, in the organisation of the session
 * (SPEC.md section 3). `page_id` is the menu id of the route, as text; `content` the JSON text of the
 * column list; `version` counts the saves.
 */
type SysCustomTable = {
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
type SysQueryPlanTable = {
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

/** One parameter of one organisation (migration 0007); a key once per organisation. */
type BaseOrgParaTable = {
  para_id: Generated<number>;
  org_id: number;
  para_key: string;
  para_name: string;
  para_value: string;
  remark: string;
  version: Generated<number>;
};

/** The first answer to a write sent with an Idempotency-Key (plugins/idempotency.ts). */
type IdempotencyKeyTable = {
  user_id: number;
  idem_key: string;
  /** sha256 of method, path, query and body: the same key with another request is refused. */
  request_hash: string;
  /** null while the first request is running. */
  status: number | null;
  body: string | null;
  created_at: number;
};

/**
 * One scheduled job of the code registry (server/jobs/registry.ts), found by `job_key`; the database
 * holds only its schedule. status '0' running / '1' paused; `running_until` is the lease of a run in
 * progress (epoch ms; null when idle), so no process starts a second run while it holds.
 */
type SysJobTable = {
  job_id: Generated<number>;
  job_key: string;
  job_name: string;
  interval_minutes: number;
  status: string;
  /** When the scheduler runs it next (epoch ms); null until the scheduler first sees the job. */
  next_run_at: number | null;
  running_until: number | null;
  last_run_at: number | null;
  remark: string;
  version: number;
};

/** One run of a job; status '0' success / '1' failure; times epoch ms. */
export type SysJobLogTable = {
  job_log_id: Generated<number>;
  job_id: number;
  job_name: string;
  job_key: string;
  status: string;
  message: string;
  error: string;
  start_time: number;
  stop_time: number;
  /** Migration 0040: the outcome as a message key of server/i18n.ts with JSON params; `message` keeps a failure's text. */
  message_key: string | null;
  message_params: string | null;
};

/**
 * A database table imported into the code generator (migration 0011). Platform-wide (no org_id);
 * `options` is JSON text of GenOptions (server/contracts/gen.ts); tpl_category crud | tree | sub.
 */
export type GenTableTable = {
  table_id: Generated<number>;
  table_name: string;
  table_comment: string;
  class_name: string;
  module_name: string;
  business_name: string;
  function_name: string;
  author: string;
  tpl_category: string;
  options: string;
  remark: string;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** One column of an imported table and how the generated page treats it; flags are '0' / '1' (RuoYi's). */
export type GenTableColumnTable = {
  column_id: Generated<number>;
  table_id: number;
  column_name: string;
  column_comment: string;
  column_type: string;
  ts_type: string;
  ts_field: string;
  is_pk: string;
  is_increment: string;
  is_required: string;
  is_insert: string;
  is_edit: string;
  is_list: string;
  is_query: string;
  query_type: string;
  html_type: string;
  dict_type: string;
  /** Facts read from the database (refreshed by a sync), for the generated Kysely type. */
  nullable: string;
  has_default: string;
  sort: number;
};

/**
 * One record of the generic store (server/records): `kind` names its definition in the registry,
 * `data` holds every field value as JSON text, `code` and `title` copy its number and name for search
 * (the number is unique per organisation and kind). Migration 0010.
 */
type RecordTable = {
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

/** Migration 0032: the lines of a record kept as head and lines (server/records/master-detail), values as JSON text. */
type RecordLineTable = {
  line_id: Generated<number>;
  org_id: number;
  record_id: number;
  line_no: number;
  data: string;
};

/** Migration 0013: the chart of accounts of an organisation (the voucher form's account picker). */
type AccAccountTable = {
  account_id: Generated<number>;
  org_id: number;
  account_code: string;
  account_name: string;
  status: Generated<string>;
  /** Migration 0036: the auxiliary dimensions its lines must carry ('dept,customer'; shared/aux-dimensions.ts). */
  aux_dims: Generated<string>;
  version: Generated<number>;
};

/** Migration 0036: an organisation's auxiliary item of a dimension (customer, supplier, project, employee). */
type AuxItemTable = {
  item_id: Generated<number>;
  org_id: number;
  dimension: string;
  item_code: string;
  item_name: string;
  status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** Migration 0013: status '0' unaudited, '1' sent, '2' audited, '3' posted (0037); amounts in fen. */
type VoucherTable = {
  voucher_id: Generated<number>;
  org_id: number;
  period_id: number;
  /** 'YYYY-MM' of the accounting period (year and period number). */
  period: string;
  voucher_date: string;
  voucher_word: string;
  voucher_no: number;
  attachments: number;
  status: string;
  debit_total: number;
  credit_total: number;
  maker_id: number;
  maker_name: string;
  sender_id: number | null;
  sender_name: string | null;
  send_time: number | null;
  auditor_id: number | null;
  auditor_name: string | null;
  audit_time: number | null;
  remark: string;
  version: number;
  created_at: number;
  updated_at: number;
  /** Migration 0023: the voucher number the importing file gave it (unique per organisation); null when entered. */
  import_ref: Generated<string | null>;
  /** Migration 0037: the cashier who signed (出纳签字) and who posted (记账), and when; null until then. */
  cashier_id: Generated<number | null>;
  cashier_name: Generated<string | null>;
  cashier_time: Generated<number | null>;
  poster_id: Generated<number | null>;
  poster_name: Generated<string | null>;
  post_time: Generated<number | null>;
  /** Migration 0037: on a red reversal (红字冲销), the voucher it corrects (one reversal per voucher). */
  reversal_of: Generated<number | null>;
  /** Migration 0038: 1 on a voucher made by 期间损益结转 (the month-end carry-forward), else 0. */
  carry_forward: Generated<number>;
  /** Migration 0046: a remark the product wrote (a reversal's), as a message key with JSON params (`remark` keeps its Chinese text). */
  remark_key: Generated<string | null>;
  remark_params: Generated<string | null>;
};

type VoucherLineTable = {
  line_id: Generated<number>;
  voucher_id: number;
  org_id: number;
  line_no: number;
  summary: string;
  /** Migration 0041: a summary the product wrote, as a message key of server/i18n.ts with JSON params (`summary` keeps its Chinese text). */
  summary_key: Generated<string | null>;
  summary_params: Generated<string | null>;
  account_code: string;
  account_name: string;
  debit: number;
  credit: number;
  /** The department the line is booked to (migration 0028); null when none. */
  dept_id: number | null;
  /** Migration 0036: the line's auxiliary items (aux_items) and cash-flow item (shared/cashflow-items.ts); null when none. */
  customer_id: Generated<number | null>;
  supplier_id: Generated<number | null>;
  project_id: Generated<number | null>;
  employee_id: Generated<number | null>;
  cashflow_code: Generated<string | null>;
};

/** One status change of a voucher (create, edit, send, withdraw, audit, revoke). */
type VoucherLogTable = {
  log_id: Generated<number>;
  voucher_id: number;
  org_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  user_id: number;
  user_name: string;
  at: number;
};

type VoucherPrintRecordTable = {
  record_id: Generated<number>;
  voucher_id: number;
  org_id: number;
  user_id: number;
  user_name: string;
  printed_at: number;
};

/** Migration 0014: a long-running task (imports), its state as the job centre shows it. */
export type TaskTable = {
  task_id: Generated<number>;
  org_id: number;
  user_id: number;
  kind: string;
  /** 'queued' | 'running' | 'done' | 'failed' | 'cancelled' */
  status: string;
  done: Generated<number>;
  total: Generated<number>;
  /** A message key of the task texts, with JSON params. */
  step_key: Generated<string>;
  step_params: Generated<string>;
  error_count: Generated<number>;
  options: Generated<string>;
  file_name: Generated<string>;
  cancel_requested: Generated<number>;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** Migration 0019: the process running the task and until when it vouches for it (epoch ms); claims so far. */
  runner_id: string | null;
  lease_until: number | null;
  attempts: Generated<number>;
};

/** A task's files: 'source' (the upload), 'rejected' and 'result' (JSON). */
type TaskFileTable = { task_id: number; role: string; content: Uint8Array };

/** Fixed-asset classes (migration 0017): platform-wide, with the defaults a new card takes. */
type AssetClassTable = {
  class_id: Generated<number>;
  class_code: string;
  class_name: string;
  life_months: number;
  /** Net salvage rate in hundredths of a percent (500 = 5.00 %). */
  salvage_rate: number;
  order_num: Generated<number>;
};

/** A fixed-asset card (module 1002); money in fen. */
type AssetCardTable = {
  card_id: Generated<number>;
  org_id: number;
  asset_code: string;
  asset_name: string;
  class_id: number;
  dept_id: number;
  specification: Generated<string>;
  original_value: number;
  life_months: number;
  salvage_rate: number;
  start_date: string;
  accumulated_depreciation: Generated<number>;
  depreciated_months: Generated<number>;
  monthly_depreciation: number;
  /** '0' to be generated, '1' generated. */
  gen_status: Generated<string>;
  /** '0' never checked, '1' checked, '2' check loss. */
  check_status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Migration 0039: location, custodian, origin ('' = not given), method, acquisition voucher, disposal date ('' = in use). */
  location_building: Generated<string>;
  location_floor: Generated<string>;
  location_room: Generated<string>;
  custodian: Generated<string>;
  supplier: Generated<string>;
  serial_no: Generated<string>;
  purchase_date: Generated<string>;
  acquisition_method: Generated<string>;
  depreciation_method: Generated<string>;
  acquisition_voucher_id: number | null;
  disposal_date: Generated<string>;
};

/** One depreciation of an organisation's accounting period, with the voucher it posted. */
type AssetDepreciationRunTable = {
  run_id: Generated<number>;
  org_id: number;
  year: number;
  period: number;
  card_count: number;
  total: number;
  voucher_id: number | null;
  user_id: number;
  user_name: string;
  created_at: number;
};

type AssetDepreciationTable = {
  run_id: number;
  card_id: number;
  org_id: number;
  amount: number;
  accumulated_after: number;
  /** Migration 0039: the card's monthly figure before and after the run (a reversal restores the first). */
  monthly_before: Generated<number>;
  monthly_after: Generated<number>;
};

/** Migration 0039: a card moved between departments (its history). */
type AssetTransferTable = {
  transfer_id: Generated<number>;
  org_id: number;
  card_id: number;
  transfer_date: string;
  from_dept_id: number;
  to_dept_id: number;
  from_custodian: Generated<string>;
  to_custodian: Generated<string>;
  remark: Generated<string>;
  user_name: string;
  created_at: number;
};

/** Migration 0039: a card's disposal (清理), its figures at that date in fen and the voucher it posted. */
type AssetDisposalTable = {
  disposal_id: Generated<number>;
  org_id: number;
  card_id: number;
  disposal_date: string;
  original_value: number;
  accumulated_depreciation: number;
  proceeds: number;
  proceeds_account: Generated<string>;
  voucher_id: number | null;
  remark: Generated<string>;
  user_name: string;
  created_at: number;
};

type AssetCheckTable = {
  check_id: Generated<number>;
  org_id: number;
  dept_id: number;
  check_date: string;
  checked_count: number;
  loss_count: number;
  remark: Generated<string>;
  user_name: string;
  created_at: number;
};

/** result '1' checked, '2' check loss. */
type AssetCheckLineTable = { check_id: number; card_id: number; result: string };

/** Low-value consumables stock (module 1003); quantity in hundredths, money in cents. */
type ConsumableStockTable = {
  stock_id: Generated<number>;
  org_id: number;
  warehouse: string;
  item_code: string;
  item_name: string;
  specification: Generated<string>;
  unit: string;
  quantity_c: number;
  unit_price_c: number;
  amount_c: number;
  updated_at: number;
};

/** Accounting opening balances (module 1001) per year and account code; balance in cents. */
type OpeningBalanceTable = {
  balance_id: Generated<number>;
  org_id: number;
  year: number;
  account_code: string;
  account_name: string;
  /** 'D' debit, 'C' credit */
  direction: string;
  balance_c: number;
  updated_at: number;
};

/** Every catalogue menu key this database has met (migration 0027, catalog/reconcile.ts): a seen key is never added again. */
type MenuCatalogTable = { menu_key: string };

/** A notice or announcement (migration 0029): `org_id` null for a platform notice; status '0' draft, '1' published, '2' withdrawn. */
type NoticeTable = {
  notice_id: Generated<number>;
  org_id: number | null;
  notice_title: string;
  /** '1' 通知 (notice), '2' 公告 (announcement), as RuoYi's sys_notice_type. */
  notice_type: string;
  notice_content: string;
  status: string;
  /** '1': every organisation, also later ones; else the rows of notice_targets. */
  all_orgs: string;
  create_by: string;
  publisher: string;
  publish_time: number | null;
  created_at: number;
  updated_at: number;
  version: number;
};

/** The chosen organisations of a notice that is not for all. */
type NoticeTargetTable = { notice_id: number; org_id: number };

/** A user's read mark on a notice. */
type NoticeReadTable = { notice_id: number; user_id: number; read_at: number };

export type Database = {
  organisations: OrganisationTable;
  users: UserTable;
  departments: DepartmentTable;
  posts: PostTable;
  user_posts: UserPostTable;
  roles: RoleTable;
  role_users: RoleUserTable;
  role_menus: RoleMenuTable;
  modules: ModuleTable;
  menus: MenuTable;
  menu_catalog: MenuCatalogTable;
  sessions: SessionTable;
  login_logs: LoginLogTable;
  oper_logs: OperLogTable;
  captchas: CaptchaTable;
  login_failures: LoginFailureTable;
  name_lockouts: NameLockoutTable;
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
  base_org_para: BaseOrgParaTable;
  idempotency_keys: IdempotencyKeyTable;
  sys_job: SysJobTable;
  sys_job_log: SysJobLogTable;
  gen_table: GenTableTable;
  gen_table_column: GenTableColumnTable;
  sys_route: SysRouteTable;
  records: RecordTable;
  record_lines: RecordLineTable;
  acc_accounts: AccAccountTable;
  aux_items: AuxItemTable;
  vouchers: VoucherTable;
  voucher_lines: VoucherLineTable;
  voucher_logs: VoucherLogTable;
  voucher_print_records: VoucherPrintRecordTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  tasks: TaskTable;
  task_files: TaskFileTable;
  consumable_stock: ConsumableStockTable;
  asset_classes: AssetClassTable;
  asset_cards: AssetCardTable;
  asset_depreciation_runs: AssetDepreciationRunTable;
  asset_depreciations: AssetDepreciationTable;
  asset_checks: AssetCheckTable;
  asset_check_lines: AssetCheckLineTable;
  asset_transfers: AssetTransferTable;
  asset_disposals: AssetDisposalTable;
  opening_balances: OpeningBalanceTable;
  approval_categories: ApprovalCategoryTable;
  approval_definitions: ApprovalDefinitionTable;
  approval_versions: ApprovalVersionTable;
  approval_instances: ApprovalInstanceTable;
  approval_tasks: ApprovalTaskTable;
  approval_task_assignees: ApprovalTaskAssigneeTable;
  approval_decisions: ApprovalDecisionTable;
  notices: NoticeTable;
  notice_targets: NoticeTargetTable;
  notice_reads: NoticeReadTable;
  interface_programmes: InterfaceProgrammeTable;
  interface_mappings: InterfaceMappingTable;
  org_interfaces: OrgInterfaceTable;
  coding_rules: CodingRuleTable;
  voucher_words: VoucherWordTable;
};

/** The approval dictionary: categories of approvals per organisation (migration 0018). */
type ApprovalCategoryTable = {
  category_id: Generated<number>;
  org_id: number;
  category_code: string;
  category_name: string;
  order_num: number;
  status: string;
  remark: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** An approval definition; its diagram and form live in approval_versions. */
type ApprovalDefinitionTable = {
  definition_id: Generated<number>;
  org_id: number;
  category_id: number;
  def_key: string;
  name: string;
  name_en: string | null;
  description: string | null;
  published_version: number | null;
  draft_version: Generated<number>;
  status: string;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** The draft (published_at null) or an immutable published version of a definition. */
type ApprovalVersionTable = {
  version_id: Generated<number>;
  definition_id: number;
  version_no: number;
  bpmn_xml: string;
  form_schema: string;
  draft_revision: Generated<number>;
  published_at: number | null;
  published_by: string | null;
};

/** One running or ended approval; path and joins are the engine's JSON state. */
type ApprovalInstanceTable = {
  instance_id: Generated<number>;
  org_id: number;
  definition_id: number;
  version_no: number;
  name: string;
  initiator_id: number | null;
  initiator_name: string;
  form_data: string;
  status: string;
  path: string;
  joins: string;
  waiting_at: Generated<string>;
  started_at: number;
  ended_at: number | null;
};

/** A user task of an instance: 'open', 'done' or 'cancelled'. */
type ApprovalTaskTable = {
  task_id: Generated<number>;
  org_id: number;
  instance_id: number;
  element_id: string;
  element_name: string;
  status: string;
  created_at: number;
  ended_at: number | null;
};

/** Who a task is assigned to; `open` '1' while the task is open (the pending list's index). */
type ApprovalTaskAssigneeTable = {
  task_id: number;
  user_id: number;
  open: string;
  notice_id: number | null;
};

/** Every act on an approval: start, approve, reject, return, transfer, withdraw. */
type ApprovalDecisionTable = {
  decision_id: Generated<number>;
  instance_id: number;
  element_id: string;
  element_name: string;
  action: string;
  user_id: number;
  user_name: string;
  comment: string | null;
  created_at: number;
};

/** One hotel user's conversation with the group's support desk (migration 0015). */
type ChatConversationTable = {
  conversation_id: Generated<number>;
  org_id: number;
  user_id: number;
  created_at: number;
  last_message_at: number;
};

/** A chat message; `from_desk` '1' when the support desk wrote it; `client_id` the sender's own id for it. */
type ChatMessageTable = {
  message_id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  from_desk: string;
  client_id: string;
  body: string;
  created_at: number;
  delivered_at: number | null;
  read_at: number | null;
};

/** An interface programme (migration 0030): how a front-office or POS daily export maps to accounts. */
type InterfaceProgrammeTable = {
  programme_id: Generated<number>;
  org_id: number;
  programme_code: string;
  programme_name: string;
  source_system: string;
  file_format: Generated<string>;
  status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

/** A mapping line of a programme: 'revenue' | 'payment' (to an account and side) or 'department' (to a department). */
type InterfaceMappingTable = {
  mapping_id: Generated<number>;
  programme_id: number;
  org_id: number;
  line_no: number;
  mapping_type: string;
  source_code: string;
  source_name: string;
  account_code: string | null;
  /** 'D' debit, 'C' credit; null on a department line. */
  side: string | null;
  aux_dept_code: string | null;
};

/** The organisation interface (migration 0030): one row per organisation. voucher_mode 'day' | 'source'. */
type OrgInterfaceTable = {
  org_id: number;
  programme_id: number | null;
  summary_template: string;
  voucher_word: string;
  voucher_mode: string;
  status: Generated<string>;
  version: Generated<number>;
  updated_by: Generated<string>;
  updated_at: number;
};

/** An organisation's coding rule for one kind of code (migration 0031; shared/coding-rule.ts). */
type CodingRuleTable = {
  rule_id: Generated<number>;
  org_id: number;
  /** 'account' | 'assetCard'. */
  code_kind: string;
  /** Segment lengths as written: '4-2-2-2'. */
  segments: string;
  /** '' (segments cut by length), '-' or '.'. */
  separator: Generated<string>;
  /** '0' codes are checked, '1' not. */
  status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  updated_at: number;
};

/** An organisation's voucher word (凭证字, migration 0031). */
type VoucherWordTable = {
  word_id: Generated<number>;
  org_id: number;
  word: string;
  word_name: string;
  print_title: string;
  order_num: Generated<number>;
  /** 'period': numbers start from 1 in every accounting period; 'year': they run on through the year. */
  numbering: Generated<string>;
  /** 'Y' for the one word the voucher form proposes. */
  is_default: Generated<string>;
  /** '0' in use, '1' not offered. */
  status: Generated<string>;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
