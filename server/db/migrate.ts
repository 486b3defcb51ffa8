/**
 * Runs the versioned migrations at start. A static provider (not a folder scan) so the migrations
 * are bundled into dist/server/index.js and the order is fixed by the names' sort order.
 */
import { Migrator, type Migration } from 'kysely';
import type { Db, Engine } from './connect.js';
import { init } from './migrations/0001_init.js';
import { shellServices } from './migrations/0002_shell_services.js';
import { loginVariants } from './migrations/0003_login_variants.js';
import { systemSettings } from './migrations/0004_system_settings.js';
import { monitorPages } from './migrations/0005_monitor_pages.js';
import { menuManagement } from './migrations/0006_menu_management.js';
import { orgAdmin } from './migrations/0007_org_admin.js';
import { orgRoles } from './migrations/0008_org_roles.js';
import { modulesJobs } from './migrations/0009_modules_jobs.js';
import { records } from './migrations/0010_records.js';
import { genTables } from './migrations/0011_gen.js';
import { idempotency } from './migrations/0012_idempotency.js';
import { vouchers } from './migrations/0013_vouchers.js';
import { tasks } from './migrations/0014_tasks.js';
import { chat } from './migrations/0015_chat.js';
import { departments } from './migrations/0016_departments.js';
import { assets } from './migrations/0017_assets.js';
import { approvals } from './migrations/0018_approvals.js';
import { taskLease } from './migrations/0019_task_lease.js';
import { reports } from './migrations/0020_reports.js';
import { orgRegistration } from './migrations/0021_org_registration.js';
import { business } from './migrations/0022_business.js';
import { voucherImport } from './migrations/0023_voucher_import.js';
import { reportImport } from './migrations/0024_report_import.js';
import { operationLog } from './migrations/0025_operation_log.js';
import { accountSafety } from './migrations/0026_account_safety.js';
import { menuCatalog } from './migrations/0027_menu_catalog.js';
import { notices } from './migrations/0029_notices.js';
import { posts } from './migrations/0028_posts.js';
import { interfaceProgrammes } from './migrations/0030_interface_programmes.js';
import { codingRules } from './migrations/0031_coding_rules.js';
import { crmViews } from './migrations/0032_crm_views.js';
import { decidedIndex } from './migrations/0033_decided_index.js';
import { dashboardIndexes } from './migrations/0034_dashboard_indexes.js';
import { watermarkPara } from './migrations/0035_watermark_para.js';
import { auxAccounting } from './migrations/0036_aux_accounting.js';
import { voucherPosting } from './migrations/0037_voucher_posting.js';
import { periodClose } from './migrations/0038_period_close.js';
import { assetRegister } from './migrations/0039_asset_register.js';
import { storedMessageKeys } from './migrations/0040_stored_message_keys.js';
import { voucherSummaryKeys } from './migrations/0041_voucher_summary_keys.js';
import { voucherRemarkKeys } from './migrations/0046_voucher_remark_keys.js';
import { approvalMoneyFen } from './migrations/0047_approval_money_fen.js';

/** Every migration by name; exported so tests can stop at an older version and upgrade from there. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_init': init(engine),
    '0002_shell_services': shellServices(engine),
    '0003_login_variants': loginVariants(),
    '0004_system_settings': systemSettings(engine),
    '0005_monitor_pages': monitorPages(),
    '0006_menu_management': menuManagement(engine),
    '0007_org_admin': orgAdmin(engine),
    '0008_org_roles': orgRoles(engine),
    '0009_modules_jobs': modulesJobs(engine),
    '0010_records': records(engine),
    '0011_gen': genTables(engine),
    '0012_idempotency': idempotency(),
    '0013_vouchers': vouchers(engine),
    '0014_tasks': tasks(engine),
    '0015_chat': chat(engine),
    '0016_departments': departments(engine),
    '0017_assets': assets(engine),
    '0018_approvals': approvals(engine),
    '0019_task_lease': taskLease(),
    '0020_reports': reports(),
    '0021_org_registration': orgRegistration,
    '0022_business': business,
    '0023_voucher_import': voucherImport,
    '0024_report_import': reportImport,
    '0025_operation_log': operationLog(engine),
    '0026_account_safety': accountSafety,
    '0027_menu_catalog': menuCatalog,
    '0028_posts': posts(engine),
    '0029_notices': notices(engine),
    '0030_interface_programmes': interfaceProgrammes(engine),
    '0031_coding_rules': codingRules(engine),
    '0032_crm_views': crmViews(engine),
    '0033_decided_index': decidedIndex,
    '0034_dashboard_indexes': dashboardIndexes,
    '0035_watermark_para': watermarkPara,
    '0036_aux_accounting': auxAccounting(engine),
    '0037_voucher_posting': voucherPosting(engine),
    '0038_period_close': periodClose,
    '0039_asset_register': assetRegister(engine),
    '0040_stored_message_keys': storedMessageKeys,
    '0041_voucher_summary_keys': voucherSummaryKeys,
    '0046_voucher_remark_keys': voucherRemarkKeys,
    '0047_approval_money_fen': approvalMoneyFen,
  };
}

/** Brings the schema to the latest version; throws (and the server refuses to start) on failure. */
export async function migrate(db: Db, engine: Engine, options: { schema?: string } = {}): Promise<void> {
  // `schema`: the PostgreSQL schema the connection's search_path points at (tests give each harness its
  // own). Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(engine) }, migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
