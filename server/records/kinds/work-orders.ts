/** Work orders: online, offline, callback, implementation and after-sales site orders are one kind told apart by type. */
import { contact, customerName, date, kind, listed, options, phone, remark, select, text, textarea, user } from './build.js';

const WORK_ORDER_TYPES = options(
  ['online', '线上工单', 'Online'],
  ['offline', '线下工单', 'Offline'],
  ['callback', '回访工单', 'Callback'],
  ['implement', '实施工单', 'Implementation'],
  ['afterSales', '售后现场工单', 'After-sales site'],
);

const SATISFACTION = options(['verySatisfied', '非常满意', 'Very satisfied'], ['satisfied', '满意', 'Satisfied'], ['neutral', '一般', 'Neutral'], ['unsatisfied', '不满意', 'Unsatisfied']);

export const WORK_ORDER_KINDS = [
  kind({
    key: 'workOrder',
    zh: '工单',
    en: 'Work orders',
    perms: 'crm:workOrder',
    codeField: 'orderNo',
    titleField: 'subject',
    defaultSort: { field: 'orderNo', order: 'desc' },
    fields: [
      text('orderNo', '工单号', 'Order no.', { required: true, maxLength: 32, ...listed }),
      customerName(),
      select('orderType', '类型', 'Type', WORK_ORDER_TYPES, { required: true, ...listed }),
      text('subject', '主题', 'Subject', { required: true, maxLength: 200, list: true, search: true }),
      select('priority', '优先级', 'Priority', options(['high', '高', 'High'], ['medium', '中', 'Medium'], ['low', '低', 'Low']), { required: true, ...listed }),
      select('status', '状态', 'Status', options(['open', '待受理', 'Open'], ['processing', '处理中', 'In progress'], ['done', '已完成', 'Done'], ['closed', '已关闭', 'Closed']), {
        required: true,
        ...listed,
      }),
      user('assignee', '受理人', 'Assignee', { list: true, search: true, sort: true }),
      contact(),
      phone(),
      date('acceptDate', '受理日期', 'Accepted', { list: true, sort: true }),
      date('dueDate', '计划完成日期', 'Due', { list: true, sort: true }),
      textarea('description', '描述', 'Description', { maxLength: 2000 }),
      textarea('solution', '处理结果', 'Resolution', { maxLength: 2000 }),
      remark(),
      // The contract of the contract library an order works for (合同库工单), and a callback's verdict (回访单).
      text('contractNo', '合同编号', 'Contract no.', { maxLength: 32, list: true, search: true }),
      select('satisfaction', '满意度', 'Satisfaction', SATISFACTION, { search: true }),
    ],
  }),
];
