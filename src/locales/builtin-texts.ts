/**
 * The texts the product seeds into the database, by each row's stable key (data only): registered under
 * `builtin` and read by `builtinText` (src/lib/stored-texts.ts), which shows the English while the stored
 * text is still the zh one here, so a relabelled row keeps its own words. The zh side must equal what the
 * seed and the migrations write; test/unit/builtin-texts.test.ts reads them to keep it so.
 *
 * Keys: `dict.<dict type>.<value>` (dictionary labels), `dictType.<dict type>` (dictionary names),
 * `job.<job key>.name|remark`, `role.<role key>`, `config.<config key>.name|remark`,
 * `orgPara.<parameter key>.name|remark`, `approvalCategory.<category code>`, `codingRule.<code kind>.remark`. Dotted config and
 * parameter keys nest.
 */
export const builtinTexts = {
  zh: {
    builtin: {
      dict: {
        sys_common_status: { Success: '成功', Error: '失败', Logout: '退出' },
        sys_normal_disable: { 0: '正常', 1: '停用' },
        sys_user_sex: { 0: '男', 1: '女', 2: '未知' },
      },
      dictType: { sys_common_status: '登录状态', sys_normal_disable: '系统开关', sys_user_sex: '用户性别' },
      job: {
        purgeSessions: { name: '清理过期会话和验证码', remark: '删除已退出、超时或到期的会话，以及过期的验证码' },
        purgeLoginLogs: { name: '清理旧登录日志', remark: '删除早于参数 sys.job.loginLogDays 天的登录日志' },
        licenceNotices: { name: '授权到期提醒', remark: '为 30 天内到期的模块授权给管理员写待办提醒' },
        releaseSeats: { name: '释放失效授权席位', remark: '释放心跳已停止的会话占用的授权席位' },
        purgeOperLogs: { name: '清理旧操作日志', remark: '删除早于参数 sys.job.operLogDays 天的操作日志' },
      },
      role: { admin: '超级管理员', common: '普通用户', support: '集团客服', frontdesk: '前台接待', accountant: '财务会计' },
      config: {
        enableContactService: { name: '在线客服开关', remark: '1 显示在线客服，0 隐藏' },
        sys: {
          account: {
            captchaEnabled: { name: '账号自助-验证码开关', remark: 'true 开启登录验证码，false 关闭' },
            registerUser: { name: '账号自助-是否开启用户注册' },
          },
          session: { idleMinutes: { name: '会话空闲超时（分钟）', remark: '无操作多少分钟后需重新登录；自助终端可设为 15' } },
          kiosk: { lockMinutes: { name: '自助终端锁屏时间（分钟）', remark: '无操作多少分钟后锁定屏幕；应短于会话空闲超时' } },
          index: { skinName: { name: '主框架页-默认皮肤样式' } },
          job: {
            loginLogDays: { name: '登录日志保留天数', remark: '定时任务“清理旧登录日志”删除更早的登录日志' },
            operLogDays: { name: '操作日志保留天数', remark: '定时任务“清理旧操作日志”删除更早的操作日志' },
          },
        },
      },
      orgPara: {
        acct: {
          currency: { name: '本位币', remark: '记账本位币（ISO 4217 代码），人民币 CNY' },
          taxRate: { name: '默认税率', remark: '住宿、餐饮服务的增值税税率（%），新建单据的默认值' },
          postingDateRule: { name: '入账日期规则', remark: 'businessDate 按营业日期入账（夜审后切换），systemDate 按系统日期入账' },
          amountScale: { name: '金额小数位数', remark: '金额保留的小数位数' },
          rounding: { name: '尾数处理方式', remark: 'halfUp 四舍五入，down 舍去，up 进位' },
        },
        invoice: {
          title: { name: '发票抬头', remark: '开具发票时的销售方名称' },
          taxNo: { name: '纳税人识别号', remark: '统一社会信用代码，开票前必须填写' },
        },
        front: {
          checkoutTime: { name: '默认退房时间', remark: '超过此时间退房按规则加收房费' },
          nightAuditTime: { name: '夜审时间', remark: '夜审完成后营业日期切换到下一天' },
          serviceChargeRate: { name: '服务费率', remark: '客房与餐饮加收的服务费（%），0 表示不收' },
        },
        asset: { depreciationMethod: { name: '折旧方法', remark: 'straightLine 平均年限法，doubleDeclining 双倍余额递减法' } },
        watermark: { name: '工作区水印', remark: 'Y 在工作区显示当前用户和时间的水印（共用终端），N 不显示' },
      },
      approvalCategory: { purchase: '采购申请', contract: '合同审批', expense: '费用报销', discount: '折扣审批' },
      codingRule: { account: { remark: '企业会计准则：一级科目 4 位，以下各级 2 位' }, assetCard: { remark: '类别字母 2 位 + 流水号 4 位，如 FA-0001' } },
    },
  },
  en: {
    builtin: {
      dict: {
        sys_common_status: { Success: 'Success', Error: 'Failure', Logout: 'Logout' },
        sys_normal_disable: { 0: 'Normal', 1: 'Disabled' },
        sys_user_sex: { 0: 'Male', 1: 'Female', 2: 'Unknown' },
      },
      dictType: { sys_common_status: 'Login status', sys_normal_disable: 'System switch', sys_user_sex: 'User sex' },
      job: {
        purgeSessions: { name: 'Purge ended sessions and captchas', remark: 'Deletes sessions that were logged out, timed out or expired, and expired captchas' },
        purgeLoginLogs: { name: 'Purge old login log entries', remark: 'Deletes login log entries older than sys.job.loginLogDays days' },
        licenceNotices: { name: 'Licence expiry reminders', remark: 'Writes a to-do reminder for administrators about module licences ending within 30 days' },
        releaseSeats: { name: 'Release lapsed licence seats', remark: 'Releases licence seats held by sessions whose heartbeat stopped' },
        purgeOperLogs: { name: 'Purge old operation log entries', remark: 'Deletes operation log entries older than sys.job.operLogDays days' },
      },
      role: { admin: 'Super administrator', common: 'Ordinary user', support: 'Group support desk', frontdesk: 'Front desk', accountant: 'Accountant' },
      config: {
        enableContactService: { name: 'Online support switch', remark: '1 shows the online support, 0 hides it' },
        sys: {
          account: {
            captchaEnabled: { name: 'Accounts - captcha switch', remark: 'true asks for a verification code at login, false does not' },
            registerUser: { name: 'Accounts - self-registration' },
          },
          session: { idleMinutes: { name: 'Session idle timeout (minutes)', remark: 'Minutes without activity before signing in again; kiosks may use 15' } },
          kiosk: { lockMinutes: { name: 'Kiosk lock time (minutes)', remark: 'Minutes without activity before the screen locks; shorter than the session idle timeout' } },
          index: { skinName: { name: 'Main frame - default skin' } },
          job: {
            loginLogDays: { name: 'Login log retention (days)', remark: 'The job "Purge old login log entries" deletes older login log entries' },
            operLogDays: { name: 'Operation log retention (days)', remark: 'The job "Purge old operation log entries" deletes older operation log entries' },
          },
        },
      },
      orgPara: {
        acct: {
          currency: { name: 'Functional currency', remark: 'Bookkeeping currency (ISO 4217 code), renminbi CNY' },
          taxRate: { name: 'Default tax rate', remark: 'VAT rate of lodging and catering services (%), the default of new documents' },
          postingDateRule: { name: 'Posting date rule', remark: 'businessDate posts on the business date (switches after the night audit), systemDate on the system date' },
          amountScale: { name: 'Amount decimals', remark: 'Decimal places kept in amounts' },
          rounding: { name: 'Rounding', remark: 'halfUp rounds half up, down truncates, up rounds up' },
        },
        invoice: {
          title: { name: 'Invoice title', remark: 'Seller name on issued invoices' },
          taxNo: { name: 'Taxpayer ID', remark: 'Unified social credit code, required before invoicing' },
        },
        front: {
          checkoutTime: { name: 'Default check-out time', remark: 'Check-outs after this time are charged extra by the rules' },
          nightAuditTime: { name: 'Night audit time', remark: 'After the night audit the business date moves to the next day' },
          serviceChargeRate: { name: 'Service charge rate', remark: 'Service charge on rooms and catering (%), 0 for none' },
        },
        asset: { depreciationMethod: { name: 'Depreciation method', remark: 'straightLine straight-line, doubleDeclining double declining balance' } },
        watermark: { name: 'Work area watermark', remark: 'Y shows the current user and time over the work area (shared terminals), N does not' },
      },
      approvalCategory: { purchase: 'Purchase requests', contract: 'Contract approvals', expense: 'Expense claims', discount: 'Discount approvals' },
      codingRule: {
        account: { remark: 'Chinese accounting standards: 4 digits for a top-level account, 2 more at each level below' },
        assetCard: { remark: 'A 2-letter category and a 4-digit serial number, e.g. FA-0001' },
      },
    },
  },
};
