/** The customer-relationship kinds: customers, agents, groups and the CRM detail pages of SPEC.md section 2. */
import { contact, customerName, date, kind, listed, money, number, options, owner, period, phone, remark, select, status, text, textarea, user } from './build.js';

const CUSTOMER_TYPE = options(['hotel', '单体酒店', 'Independent hotel'], ['chain', '连锁酒店', 'Hotel chain'], ['resort', '度假村', 'Resort'], ['apartment', '服务式公寓', 'Serviced apartment'], ['corporate', '企业客户', 'Corporate']);
const CUSTOMER_STATUS = options(['potential', '潜在', 'Potential'], ['active', '合作中', 'Active'], ['paused', '暂停', 'Paused'], ['lost', '流失', 'Lost']);
const LEVEL = options(['A', 'A 类', 'Class A'], ['B', 'B 类', 'Class B'], ['C', 'C 类', 'Class C']);

export const CRM_KINDS = [
  kind({
    key: 'customer', zh: '客户', en: 'Customers', perms: 'crm:customer', codeField: 'customerCode', titleField: 'customerName',
    defaultSort: { field: 'customerCode', order: 'asc' },
    fields: [
      text('customerCode', '客户编码', 'Customer code', { required: true, maxLength: 32, ...listed }),
      customerName(),
      select('customerType', '类型', 'Type', CUSTOMER_TYPE, { required: true, ...listed }),
      select('level', '客户等级', 'Level', LEVEL, { list: true, search: true }),
      text('region', '所在地区', 'Region', { maxLength: 32, list: true, search: true }),
      contact(),
      phone(),
      text('address', '地址', 'Address', { maxLength: 200 }),
      number('rooms', '客房数', 'Rooms', { list: true, sort: true }),
      owner('销售负责人', 'Sales owner'),
      select('status', '状态', 'Status', CUSTOMER_STATUS, { required: true, ...listed }),
      remark(),
      // A customer is one hotel; the company owning it (several hotels may share one) and the company's
      // group make the company-level view of 客户公司 (server/crm/companies.ts). Empty: its own company.
      text('companyName', '所属公司', 'Company', { maxLength: 100, ...listed }),
      text('groupName', '所属集团', 'Group', { maxLength: 100, list: true, search: true }),
    ],
  }),
  kind({
    key: 'agent', zh: '代理商', en: 'Agents', perms: 'crm:agent', codeField: 'agentCode', titleField: 'agentName',
    defaultSort: { field: 'agentCode', order: 'asc' },
    fields: [
      text('agentCode', '代理商编码', 'Agent code', { required: true, maxLength: 32, ...listed }),
      text('agentName', '代理商名称', 'Agent', { required: true, ...listed }),
      text('region', '代理区域', 'Region', { maxLength: 32, list: true, search: true }),
      select('agentLevel', '代理级别', 'Agent level', options(['gold', '金牌', 'Gold'], ['silver', '银牌', 'Silver'], ['normal', '普通', 'Standard']), { list: true, search: true }),
      contact(),
      phone(),
      number('commissionRate', '佣金比例(%)', 'Commission (%)', { list: true, sort: true }),
      date('startDate', '合作开始日期', 'Since', { list: true, sort: true }),
      status(),
      remark(),
    ],
  }),
  kind({
    key: 'customerGroup', zh: '客户集团', en: 'Customer groups', perms: 'crm:group', codeField: 'groupCode', titleField: 'groupName',
    defaultSort: { field: 'groupCode', order: 'asc' },
    fields: [
      text('groupCode', '集团编码', 'Group code', { required: true, maxLength: 32, ...listed }),
      text('groupName', '集团名称', 'Group', { required: true, ...listed }),
      number('memberCount', '成员酒店数', 'Member hotels', { list: true, sort: true }),
      contact(),
      phone(),
      owner('客户经理', 'Account manager'),
      status(),
      remark(),
    ],
  }),
  kind({
    key: 'companyChange', zh: '客户变更', en: 'Customer changes', perms: 'crm:companyChange', codeField: 'changeNo', titleField: 'customerName',
    defaultSort: { field: 'changeDate', order: 'desc' },
    fields: [
      text('changeNo', '变更单号', 'Change no.', { required: true, maxLength: 32, ...listed }),
      customerName(),
      select('changeType', '变更类型', 'Change type', options(['name', '名称变更', 'Name'], ['owner', '负责人变更', 'Owner'], ['address', '地址变更', 'Address'], ['invoice', '开票信息变更', 'Invoice details']), { required: true, list: true, search: true }),
      text('before', '变更前', 'Before', { maxLength: 200, list: true }),
      text('after', '变更后', 'After', { maxLength: 200, list: true }),
      date('changeDate', '变更日期', 'Date', { required: true, list: true, sort: true }),
      user('applicant', '申请人', 'Applicant', { list: true, search: true }),
      select('status', '状态', 'Status', options(['pending', '待审批', 'Pending'], ['approved', '已通过', 'Approved'], ['rejected', '已驳回', 'Rejected']), { required: true, ...listed }),
    ],
  }),
  kind({
    key: 'serviceSummary', zh: '客户服务汇总', en: 'Customer service summary', perms: 'crm:serviceSummary', codeField: 'summaryNo', titleField: 'customerName',
    defaultSort: { field: 'period', order: 'desc' },
    fields: [
      text('summaryNo', '汇总编号', 'Summary no.', { required: true, maxLength: 32, ...listed }),
      customerName(),
      period(),
      number('onlineCount', '线上服务次数', 'Online services', { list: true, sort: true }),
      number('onsiteCount', '上门服务次数', 'On-site visits', { list: true, sort: true }),
      number('callbackCount', '回访次数', 'Callbacks', { list: true, sort: true }),
      number('satisfaction', '满意度(分)', 'Satisfaction', { list: true, sort: true }),
      owner('服务负责人', 'Service owner'),
      remark(),
    ],
  }),
  kind({
    key: 'updateNote', zh: '升级说明', en: 'Update notes', perms: 'crm:updateNote', codeField: 'releaseNo', titleField: 'subject',
    defaultSort: { field: 'releaseDate', order: 'desc' },
    fields: [
      text('releaseNo', '版本号', 'Version', { required: true, maxLength: 32, ...listed }),
      text('subject', '升级主题', 'Subject', { required: true, maxLength: 200, ...listed }),
      select('product', '产品模块', 'Product', options(['pms', '前台系统', 'Front office'], ['finance', '财务系统', 'Finance'], ['crm', '客户关系', 'CRM'], ['pos', '餐饮收银', 'F&B POS']), { list: true, search: true }),
      date('releaseDate', '发布日期', 'Released', { required: true, list: true, sort: true }),
      number('customerCount', '已升级客户数', 'Customers updated', { list: true, sort: true }),
      textarea('content', '升级内容', 'Changes', { maxLength: 2000 }),
      user('publisher', '发布人', 'Published by', { list: true }),
    ],
  }),
  kind({
    key: 'annualTask', zh: '年度任务', en: 'Annual targets', perms: 'crm:annualTask', codeField: 'taskNo', titleField: 'owner',
    defaultSort: { field: 'year', order: 'desc' },
    fields: [
      text('taskNo', '任务编号', 'Target no.', { required: true, maxLength: 32, ...listed }),
      number('year', '年度', 'Year', { required: true, list: true, search: true, sort: true }),
      owner('销售人员', 'Salesperson'),
      money('targetAmount', '任务金额', 'Target', { required: true, list: true, sort: true }),
      money('doneAmount', '已完成金额', 'Achieved', { list: true, sort: true }),
      number('newCustomers', '新签客户目标', 'New customers target', { list: true }),
      remark(),
    ],
  }),
  kind({
    key: 'template', zh: 'CRM 模板', en: 'CRM templates', perms: 'crm:template', codeField: 'templateCode', titleField: 'templateName',
    defaultSort: { field: 'templateCode', order: 'asc' },
    fields: [
      text('templateCode', '模板编码', 'Template code', { required: true, maxLength: 32, ...listed }),
      text('templateName', '模板名称', 'Template', { required: true, ...listed }),
      select('templateType', '模板类型', 'Type', options(['contract', '合同模板', 'Contract'], ['callback', '回访模板', 'Callback'], ['quotation', '报价模板', 'Quotation'], ['notice', '通知模板', 'Notice']), { required: true, list: true, search: true }),
      textarea('content', '模板内容', 'Content', { maxLength: 2000 }),
      status(),
      remark(),
    ],
  }),
  kind({
    key: 'salePerformance', zh: '销售业绩', en: 'Sales performance', perms: 'crm:salePerformance', codeField: 'recordNo', titleField: 'owner',
    defaultSort: { field: 'period', order: 'desc' },
    fields: [
      text('recordNo', '业绩编号', 'Record no.', { required: true, maxLength: 32, ...listed }),
      period(),
      owner('销售人员', 'Salesperson'),
      money('contractAmount', '签约金额', 'Signed', { list: true, sort: true }),
      money('receivedAmount', '回款金额', 'Received', { list: true, sort: true }),
      money('lastYearAmount', '上年同期', 'Same period last year', { list: true, sort: true }),
      number('newCustomers', '新增客户数', 'New customers', { list: true, sort: true }),
      remark(),
    ],
  }),
  kind({
    key: 'bonus', zh: '服务奖金', en: 'Service bonuses', perms: 'crm:bonus', codeField: 'bonusNo', titleField: 'owner',
    defaultSort: { field: 'period', order: 'desc' },
    fields: [
      text('bonusNo', '奖金单号', 'Bonus no.', { required: true, maxLength: 32, ...listed }),
      select('bonusType', '奖金类型', 'Bonus type', options(['afterSales', '售后奖金', 'After-sales'], ['technical', '技术服务奖金', 'Technical services'], ['technicalPerson', '技术服务个人奖金', 'Technical services (person)']), { required: true, list: true, search: true }),
      period(),
      owner('人员', 'Person'),
      customerName({ required: false }),
      money('baseAmount', '计奖金额', 'Basis', { list: true, sort: true }),
      money('bonusAmount', '奖金金额', 'Bonus', { required: true, list: true, sort: true }),
      select('status', '状态', 'Status', options(['draft', '待确认', 'Draft'], ['confirmed', '已确认', 'Confirmed'], ['paid', '已发放', 'Paid']), { required: true, ...listed }),
    ],
  }),
  kind({
    key: 'crmOther', zh: '其他事项', en: 'Other matters', perms: 'crm:other', codeField: 'itemNo', titleField: 'subject',
    defaultSort: { field: 'itemDate', order: 'desc' },
    fields: [
      text('itemNo', '事项编号', 'Item no.', { required: true, maxLength: 32, ...listed }),
      text('subject', '事项', 'Subject', { required: true, maxLength: 200, ...listed }),
      customerName({ required: false }),
      date('itemDate', '日期', 'Date', { required: true, list: true, sort: true }),
      owner(),
      money('amount', '金额', 'Amount', { list: true, sort: true }),
      textarea('content', '说明', 'Details', { maxLength: 1000 }),
    ],
  }),
];
