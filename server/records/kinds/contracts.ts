/** Contracts (sales, resale, framework, service, self-kept), the potential-customer funnel and contract calculation. */
import { customerName, date, kind, listed, money, number, options, owner, period, remark, select, text, user } from './build.js';

export const CONTRACT_TYPES = options(
  ['sales', '销售合同', 'Sales'],
  ['resale', '转售合同', 'Resale'],
  ['framework', '框架协议', 'Framework agreement'],
  ['service', '服务合同', 'Service'],
  ['selfKept', '自留合同', 'Self-kept'],
);

export const CONTRACT_KINDS = [
  kind({
    key: 'contract', zh: '合同', en: 'Contracts', perms: 'crm:contract', codeField: 'contractNo', titleField: 'contractName',
    defaultSort: { field: 'signDate', order: 'desc' },
    fields: [
      text('contractNo', '合同编号', 'Contract no.', { required: true, maxLength: 32, ...listed }),
      text('contractName', '合同名称', 'Contract', { required: true, maxLength: 200, list: true, search: true }),
      customerName(),
      select('contractType', '合同类型', 'Contract type', CONTRACT_TYPES, { required: true, ...listed }),
      date('signDate', '签订日期', 'Signed', { required: true, list: true, sort: true }),
      date('startDate', '开始日期', 'Starts', { list: true, sort: true }),
      date('endDate', '结束日期', 'Ends', { list: true, sort: true }),
      money('amount', '金额', 'Amount', { required: true, list: true, sort: true }),
      money('receivedAmount', '已回款', 'Received', { list: true, sort: true }),
      owner('销售负责人', 'Sales owner'),
      select('status', '状态', 'Status', options(['draft', '草稿', 'Draft'], ['signed', '已签订', 'Signed'], ['executing', '执行中', 'In force'], ['finished', '已完结', 'Finished'], ['terminated', '已终止', 'Terminated']), { required: true, ...listed }),
      remark(),
      // A contract signed under a framework agreement names it (框架协议详情 lists these child contracts).
      text('frameworkNo', '所属框架协议', 'Framework agreement', { maxLength: 32, list: true, search: true }),
    ],
  }),
  kind({
    key: 'opportunity', zh: '潜在客户漏斗', en: 'Potential-customer funnel', perms: 'crm:opportunity', codeField: 'opportunityNo', titleField: 'customerName',
    defaultSort: { field: 'expectedDate', order: 'asc' },
    fields: [
      text('opportunityNo', '商机编号', 'Opportunity no.', { required: true, maxLength: 32, ...listed }),
      customerName(),
      select('stage', '阶段', 'Stage', options(['lead', '初步接触', 'Lead'], ['demand', '需求确认', 'Needs confirmed'], ['proposal', '方案报价', 'Proposal'], ['negotiation', '商务谈判', 'Negotiation'], ['won', '赢单', 'Won'], ['lost', '输单', 'Lost']), { required: true, ...listed }),
      money('expectedAmount', '预计金额', 'Expected amount', { list: true, sort: true }),
      number('winRate', '赢率(%)', 'Win rate (%)', { list: true, sort: true }),
      date('expectedDate', '预计签约日期', 'Expected signing', { list: true, sort: true }),
      owner('销售负责人', 'Sales owner'),
      user('engineer', '实施工程师', 'Engineer', { list: true, search: true }),
      remark(),
    ],
  }),
  kind({
    key: 'contractCalc', zh: '合同核算', en: 'Contract calculation', perms: 'crm:contractCalc', codeField: 'calcNo', titleField: 'contractNo',
    defaultSort: { field: 'period', order: 'desc' },
    fields: [
      text('calcNo', '核算单号', 'Calculation no.', { required: true, maxLength: 32, ...listed }),
      text('contractNo', '合同编号', 'Contract no.', { required: true, maxLength: 32, list: true, search: true }),
      customerName(),
      period(),
      money('contractAmount', '合同金额', 'Contract amount', { list: true, sort: true }),
      money('receivedAmount', '已回款', 'Received', { list: true, sort: true }),
      money('cost', '成本', 'Cost', { list: true, sort: true }),
      money('grossProfit', '毛利', 'Gross profit', { list: true, sort: true }),
      select('status', '状态', 'Status', options(['draft', '未核算', 'Open'], ['done', '已核算', 'Calculated']), { required: true, ...listed }),
    ],
  }),
];
