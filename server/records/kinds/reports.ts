/** CRM report pages as records: report figures by period (importable from a sheet: report-import), operating revenue detail and hardware shipments. */
import { customerName, date, kind, listed, money, number, options, remark, select, text, user } from './build.js';

export const REPORT_KINDS = [
  kind({
    key: 'report', zh: '报表', en: 'Reports', perms: 'reports:report', codeField: 'reportCode', titleField: 'reportName',
    defaultSort: { field: 'period', order: 'desc' }, importTask: 'report-import',
    fields: [
      text('reportCode', '报表编号', 'Report no.', { required: true, maxLength: 32, ...listed }),
      text('reportName', '报表名称', 'Report name', { required: true, ...listed }),
      text('period', '会计期间', 'Accounting period', { required: true, maxLength: 7, ...listed }),
      money('currentAmount', '本期金额', 'Current period', { list: true, sort: true }),
      money('yearAmount', '本年累计', 'Year to date', { list: true, sort: true }),
      money('lastYearAmount', '上年同期', 'Same period last year', { list: true, sort: true }),
      select('status', '状态', 'Status', options(['draft', '未审核', 'Unaudited'], ['audited', '已审核', 'Audited']), { required: true, ...listed }),
      remark(),
    ],
  }),
  kind({
    key: 'revenue', zh: '营业收入明细', en: 'Operating revenue detail', perms: 'reports:revenue', codeField: 'billNo', titleField: 'customerName',
    defaultSort: { field: 'billDate', order: 'desc' },
    fields: [
      text('billNo', '单据号', 'Bill no.', { required: true, maxLength: 32, ...listed }),
      customerName(),
      select('revenueType', '收入类型', 'Revenue type', options(['software', '软件销售', 'Software'], ['hardware', '硬件销售', 'Hardware'], ['service', '服务费', 'Service fees'], ['implement', '实施费', 'Implementation']), { required: true, ...listed }),
      text('contractNo', '合同编号', 'Contract no.', { maxLength: 32, list: true, search: true }),
      date('billDate', '确认日期', 'Recognised', { required: true, list: true, sort: true }),
      money('amount', '金额', 'Amount', { required: true, list: true, sort: true }),
      money('tax', '税额', 'Tax', { list: true, sort: true }),
      user('salesperson', '销售人员', 'Salesperson', { list: true, search: true }),
      remark(),
    ],
  }),
  kind({
    key: 'shipment', zh: '合同硬件发货', en: 'Contract hardware shipments', perms: 'reports:shipment', codeField: 'shipmentNo', titleField: 'itemName',
    defaultSort: { field: 'shipDate', order: 'desc' },
    fields: [
      text('shipmentNo', '发货单号', 'Shipment no.', { required: true, maxLength: 32, ...listed }),
      text('contractNo', '合同编号', 'Contract no.', { required: true, maxLength: 32, list: true, search: true }),
      customerName(),
      text('itemName', '物品名称', 'Item name', { required: true, list: true, search: true }),
      text('spec', '规格型号', 'Specification', { maxLength: 64, list: true }),
      number('quantity', '数量', 'Quantity', { required: true, list: true, sort: true }),
      money('unitPrice', '单价', 'Unit price', { list: true, sort: true }),
      date('shipDate', '发货日期', 'Shipped', { required: true, list: true, sort: true }),
      text('trackingNo', '物流单号', 'Tracking no.', { maxLength: 64 }),
      select('status', '状态', 'Status', options(['pending', '待发货', 'Pending'], ['shipped', '已发货', 'Shipped'], ['received', '已签收', 'Received']), { required: true, ...listed }),
    ],
  }),
];
