/**
 * Builds the Hono app from its dependencies (no listening here), so tests run it in-process with
 * `app.request()` against a real database. Every API call lives under /prod-api (SPEC.md section 7).
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps, AppEnv, Deps } from './context.js';
import { onError, onNotFound } from './errors.js';
import { createFastAnswers, type FastAnswers } from './fast-answers.js';
import { bodyDepthLimit, bodySizeLimit } from './plugins/body-shape.js';
import { draining } from './plugins/draining.js';
import { idempotency } from './plugins/idempotency.js';
import { securityHeaders } from './plugins/security-headers.js';
import { socketIp } from './plugins/rate-limit.js';
import { mountStatic } from './static.js';
import { mountApprovalMenu } from './routes/approval-menu.js';
import { mountApprovalDict } from './routes/approval-dict.js';
import { mountApprovalDefinition } from './routes/approval-definition.js';
import { mountApprovalInitiated } from './routes/approval-initiated.js';
import { mountApprovalCenter } from './routes/approval-center.js';
import { mountApprovalDecided } from './routes/approval-decided.js';
import { mountAuth } from './routes/auth.js';
import { mountBuildInfo } from './routes/build-info.js';
import { mountCaptcha } from './routes/captcha.js';
import { mountChat } from './routes/chat.js';
import { mountConfig } from './routes/config.js';
import { mountConfigManage } from './routes/config-manage.js';
import { mountCustom } from './routes/custom.js';
import { mountDictData } from './routes/dict-data.js';
import { mountDictDataExport } from './routes/dict-data-export.js';
import { mountDictType } from './routes/dict-type.js';
import { mountGen } from './routes/gen.js';
import { mountGenImport } from './routes/gen-import.js';
import { mountHeartbeat } from './routes/heartbeat.js';
import { mountJob } from './routes/job.js';
import { mountJobLog } from './routes/job-log.js';
import { mountLockScreen } from './routes/lock-screen.js';
import { mountLoginInfo } from './routes/logininfor.js';
import { mountLoginInfoManage } from './routes/logininfor-manage.js';
import { mountOperLogManage } from './routes/operlog-manage.js';
import { operationLogging } from './operlog/middleware.js';
import { createOperationLog } from './operlog/recorder.js';
import { mountMenu } from './routes/menu.js';
import { mountMenuManage } from './routes/menu-manage.js';
import { mountMenuReset } from './routes/menu-reset.js';
import { mountModuleLicence } from './routes/module-licence.js';
import { mountModuleLicenceManage } from './routes/module-licence-manage.js';
import { mountModuleManage } from './routes/module-manage.js';
import { mountOnline } from './routes/online.js';
import { mountOpenApi } from './routes/openapi.js';
import { mountOrg } from './routes/org.js';
import { mountOrgDelete } from './routes/org-delete.js';
import { mountOrgInit } from './routes/org-init.js';
import { mountOrgInitConfig } from './routes/org-init-config.js';
import { mountOrgRegistration } from './routes/org-registration.js';
import { mountOrgManage } from './routes/org-manage.js';
import { mountOrgPeriod } from './routes/org-period.js';
import { mountBaseOrgPara } from './routes/base-org-para.js';
import { mountCodingRule } from './routes/coding-rule.js';
import { mountVoucherRule } from './routes/voucher-rule.js';
import { mountPreferences } from './routes/preferences.js';
import { mountQueryPlan } from './routes/query-plan.js';
import { mountRecords } from './routes/records.js';
import { mountRecordsExport } from './routes/records-export.js';
import { mountCrmViews } from './routes/crm-views.js';
import { mountMasterDetail } from './routes/master-detail.js';
import { mountRegister } from './routes/register.js';
import { mountSysRoute } from './routes/sys-route.js';
import { mountTaskNotice } from './routes/task-notice.js';
import { mountNoticeManage } from './routes/notice-manage.js';
import { mountNoticeReader } from './routes/notice-reader.js';
import { mountTask } from './routes/task.js';
import { mountStockList } from './routes/consumables-stock.js';
import { mountLedger } from './routes/ledger.js';
import { mountStatements } from './routes/statements.js';
import { mountPeriodClose } from './routes/period-close.js';
import { mountInterfaceProgramme } from './routes/interface-programme.js';
import { mountOrgInterface } from './routes/org-interface.js';
import { mountAssetCard } from './routes/asset-card.js';
import { mountAssetCheck } from './routes/asset-check.js';
import { mountAssetDepreciation } from './routes/asset-depreciation.js';
import { mountAssetRegister } from './routes/asset-register.js';
import { mountOpeningBalanceList } from './routes/opening-balance.js';
import { createLocalBus } from './push/bus.js';
import { mountReport } from './routes/report.js';
import { mountDashboard } from './routes/dashboard.js';
import { createTaskHub } from './tasks/hub.js';
import { mountUpdatePassword } from './routes/update-password.js';
import { mountUser } from './routes/user.js';
import { mountUserManage } from './routes/user-manage.js';
import { mountDeptManage } from './routes/dept-manage.js';
import { mountDeptPickers } from './routes/dept-pickers.js';
import { mountPostManage } from './routes/post-manage.js';
import { mountUserProfile } from './routes/user-profile.js';
import { mountRoleManage } from './routes/role-manage.js';
import { mountMenuTreeselect } from './routes/menu-treeselect.js';
import { mountVoucher } from './routes/voucher.js';
import { mountAccAccount } from './routes/acc-account.js';
import { mountAuxItem } from './routes/aux-item.js';
import { mountAuxLedger } from './routes/aux-ledger.js';
import { mountVoucherPrint } from './routes/voucher-print.js';
import { mountVoucherStatus } from './routes/voucher-status.js';
import { mountVoucherReversal } from './routes/voucher-reversal.js';

const API_BASE = '/prod-api';

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no Node socket (in-process request)
  }
}

/** The app's dependencies with their defaults filled in (also what the WebSocket endpoints get). */
export function resolveDeps(appDeps: AppDeps): Deps {
  return {
    db: appDeps.db,
    engine: appDeps.engine,
    config: appDeps.config,
    now: appDeps.now ?? (() => Date.now()),
    clientIp: appDeps.clientIp ?? ((c) => socketIp(c, appDeps.config.trustProxy, () => remoteAddress(c))),
    publicDir: appDeps.publicDir,
    bus: appDeps.bus ?? createLocalBus(),
  };
}

export function buildApp(appDeps: AppDeps): Hono<AppEnv> {
  return buildServing(appDeps).app;
}

/**
 * The app and the answers it also gives from memory before a request reaches it (fast-answers.ts):
 * the serving process (server/index.ts) puts `fast.listener` in front of the app's own.
 */
export function buildServing(appDeps: AppDeps): { app: Hono<AppEnv>; fast: FastAnswers } {
  const deps = resolveDeps(appDeps);
  const fast = createFastAnswers();
  const fastApi = fast.under(API_BASE);
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  if (appDeps.drain) app.use('*', draining(appDeps.drain));
  app.onError(onError);
  app.notFound(onNotFound);

  const api = new Hono<AppEnv>();
  // Size and nesting of the body are refused before any handler or the idempotency store reads it.
  api.use('*', bodySizeLimit());
  api.use('*', bodyDepthLimit());
  api.use('*', idempotency(deps));
  // After the body checks and idempotent replays: each write a signed-in caller made, however it ended.
  api.use('*', operationLogging(deps, appDeps.operLog ?? createOperationLog({ db: deps.db, now: deps.now }), API_BASE));
  mountCaptcha(api, deps);
  mountAuth(api, deps);
  mountRegister(api, deps);
  mountLoginInfo(api, deps);
  mountLoginInfoManage(api, deps);
  mountOperLogManage(api, deps);
  mountOnline(api, deps);
  mountUser(api, deps, fastApi);
  // Static user paths (getInfo, profile, resetPwd…) are registered before `/{userId}`, whose digits-only pattern cannot swallow them anyway.
  mountUserProfile(api, deps);
  mountUserManage(api, deps);
  mountDeptPickers(api, deps);
  mountDeptManage(api, deps);
  mountPostManage(api, deps);
  mountRoleManage(api, deps);
  mountMenu(api, deps, fastApi);
  mountMenuManage(api, deps);
  mountMenuReset(api, deps);
  mountSysRoute(api, deps);
  mountMenuTreeselect(api, deps);
  mountApprovalMenu(api, deps);
  mountOrg(api, deps);
  mountOrgManage(api, deps);
  mountOrgPeriod(api, deps);
  mountOrgInit(api, deps);
  mountOrgInitConfig(api, deps);
  mountOrgRegistration(api, deps);
  mountOrgDelete(api, deps);
  mountBaseOrgPara(api, deps);
  // The initialisation platform's coding rules and voucher words (/pppp/SysCodingRule, /pppp/voucherRule).
  mountCodingRule(api, deps);
  mountVoucherRule(api, deps);
  // The shell's config reads (with their public keys) first, then the administrators' config calls.
  mountConfig(api, deps);
  mountConfigManage(api, deps);
  mountDictType(api, deps);
  mountDictData(api, deps);
  mountDictDataExport(api, deps);
  mountHeartbeat(api, deps);
  mountModuleLicence(api, deps);
  mountLockScreen(api, deps);
  mountUpdatePassword(api, deps);
  mountPreferences(api, deps);
  mountCustom(api, deps);
  mountQueryPlan(api, deps);
  mountTaskNotice(api, deps);
  // Notices and announcements (通知公告): the reader's own calls (my/…), then the administrators'.
  mountNoticeReader(api, deps);
  mountNoticeManage(api, deps);
  mountModuleManage(api, deps);
  mountModuleLicenceManage(api, deps);
  mountJob(api, deps);
  mountJobLog(api, deps);
  mountGenImport(api, deps);
  mountGen(api, deps);
  mountRecords(api, deps);
  mountRecordsExport(api, deps);
  mountCrmViews(api, deps);
  mountMasterDetail(api, deps);
  mountVoucher(api, deps);
  mountAccAccount(api, deps);
  mountAuxItem(api, deps);
  mountAuxLedger(api, deps);
  mountVoucherStatus(api, deps);
  mountVoucherReversal(api, deps);
  mountVoucherPrint(api, deps);
  mountChat(api, deps);
  mountTask(api, deps, appDeps.tasks ?? createTaskHub({ db: deps.db, engine: deps.engine, now: deps.now, bus: deps.bus }));
  mountStockList(api, deps);
  mountAssetCard(api, deps);
  mountAssetDepreciation(api, deps);
  mountAssetRegister(api, deps);
  mountAssetCheck(api, deps);
  mountOpeningBalanceList(api, deps);
  mountLedger(api, deps);
  mountStatements(api, deps);
  mountPeriodClose(api, deps);
  mountInterfaceProgramme(api, deps);
  mountOrgInterface(api, deps);
  mountApprovalDict(api, deps);
  mountApprovalDefinition(api, deps);
  mountApprovalInitiated(api, deps);
  mountApprovalCenter(api, deps);
  mountApprovalDecided(api, deps);
  mountReport(api, deps);
  // The module home pages' figures (server/dashboard/).
  mountDashboard(api, deps);
  mountOpenApi(api);
  mountBuildInfo(api, deps);
  app.route(API_BASE, api);

  if (deps.publicDir) mountStatic(app, deps.publicDir, deps.config.clientSecret, fast);
  return { app, fast };
}
