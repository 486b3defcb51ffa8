/** Texts of the organisation pages: list, detail with periods, the initialisation list, parameters (data only). */
export const orgTexts = {
  zh: {
    org: {
      title: '组织管理', orgCode: '组织编码', orgName: '组织名称', shortName: '简称', status: '状态', contact: '联系人', phone: '联系电话',
      address: '地址', remark: '备注', openDetail: '查看 {{code}} 的组织详情',
    },
    initOrg: { sync: '同步集团数据', syncHint: '为每家酒店补齐集团模板中缺少的组织参数、标准会计科目和本年会计期间，已有的数据不会改变。', title: '组织初始化', initState: '初始化状态', done: '已初始化', pending: '未初始化', paraCount: '参数数', periodCount: '本年期间数' },
    orgDetail: {
      title: '组织详情', missing: '缺少组织编号（orgId），请从组织列表打开', info: '基本信息', periods: '会计期间', year: '会计年度',
      period: '期间', startDate: '开始日期', endDate: '结束日期', closed: '已结账', open: '未结账',
      badDate: '请输入 YYYY-MM-DD 格式的有效日期', startOf: '第 {{n}} 期开始日期', endOf: '第 {{n}} 期结束日期', closedOf: '第 {{n}} 期已结账',
      save: '保存期间', saved: '会计期间已保存', noPeriods: '{{year}} 年还没有会计期间', create: '生成 {{year}} 年会计期间',
      createHint: '已按自然月生成 12 个期间，检查后点击“保存期间”', reload: '放弃修改',
      licences: '已授权模块', moduleName: '模块', seats: '席位', expiresOn: '到期日', noExpiry: '长期', noLicences: '尚未授权任何模块',
      init: '初始化组织', initModules: '同时授权的模块', initDone: '初始化完成：新增参数 {{paras}} 个，新增会计科目 {{accounts}} 个，生成期间 {{periods}} 个，新增授权 {{licences}} 个',
      initNothing: '该组织已初始化，没有需要补充的内容',
    },
    orgPara: {
      title: '组织参数', paraKey: '参数键', paraName: '参数名称', paraValue: '参数值', remark: '备注',
      update: '补充默认参数', updated: '已补充 {{count}} 个参数：{{keys}}', upToDate: '参数已是最新，没有需要补充的参数',
      // The labels of the codes a parameter takes (server/db/org-para-defaults.ts `choices`), nested by key.
      choices: {
        acct: { postingDateRule: { businessDate: '按营业日期入账', systemDate: '按系统日期入账' }, rounding: { halfUp: '四舍五入', down: '舍去', up: '进位' } },
        asset: { depreciationMethod: { straightLine: '平均年限法', doubleDeclining: '双倍余额递减法' } },
        watermark: { Y: '显示水印', N: '不显示' },
      },
    },
  },
  en: {
    org: {
      title: 'Organisations', orgCode: 'Code', orgName: 'Name', shortName: 'Short name', status: 'Status', contact: 'Contact', phone: 'Phone',
      address: 'Address', remark: 'Remark', openDetail: 'Open the details of {{code}}',
    },
    initOrg: { sync: 'Sync group data', syncHint: 'Gives every hotel the organisation parameters, standard accounts and this year\'s periods of the group templates it lacks; what a hotel has is never changed.', title: 'Organisation set-up', initState: 'Set-up', done: 'Initialised', pending: 'Not initialised', paraCount: 'Parameters', periodCount: 'Periods this year' },
    orgDetail: {
      title: 'Organisation details', missing: 'No organisation id (orgId): open this page from the organisation list', info: 'Details', periods: 'Accounting periods', year: 'Fiscal year',
      period: 'Period', startDate: 'Start date', endDate: 'End date', closed: 'Closed', open: 'Open',
      badDate: 'Enter a real date as YYYY-MM-DD', startOf: 'Start date of period {{n}}', endOf: 'End date of period {{n}}', closedOf: 'Period {{n}} closed',
      save: 'Save periods', saved: 'Accounting periods saved', noPeriods: 'The year {{year}} has no accounting periods yet', create: 'Create the periods of {{year}}',
      createHint: '12 calendar-month periods prepared: check them, then choose "Save periods"', reload: 'Discard changes',
      licences: 'Licensed modules', moduleName: 'Module', seats: 'Seats', expiresOn: 'Expires', noExpiry: 'No end', noLicences: 'No module licensed yet',
      init: 'Initialise organisation', initModules: 'Modules to license as well', initDone: 'Initialised: {{paras}} parameter(s), {{accounts}} account(s), {{periods}} period(s), {{licences}} licence(s) added',
      initNothing: 'Already initialised: nothing to add',
    },
    orgPara: {
      title: 'Organisation parameters', paraKey: 'Key', paraName: 'Name', paraValue: 'Value', remark: 'Remark',
      update: 'Add default parameters', updated: '{{count}} parameter(s) added: {{keys}}', upToDate: 'Parameters are up to date: nothing to add',
      choices: {
        acct: { postingDateRule: { businessDate: 'By business date', systemDate: 'By system date' }, rounding: { halfUp: 'Round half up', down: 'Round down', up: 'Round up' } },
        asset: { depreciationMethod: { straightLine: 'Straight-line', doubleDeclining: 'Double-declining balance' } },
        watermark: { Y: 'Show a watermark', N: 'No watermark' },
      },
    },
  },
};
