/** Information queries: the accounts, hotels and suppliers the service office looks up. */
import { contact, kind, listed, options, phone, remark, select, status, text, number, date } from './build.js';

export const INFO_QUERY_KINDS = [
  kind({
    key: 'accountInfo', zh: '账户信息', en: 'Account information', perms: 'info:account', codeField: 'accountCode', titleField: 'accountName',
    defaultSort: { field: 'accountCode', order: 'asc' },
    fields: [
      text('accountCode', '账户编码', 'Account code', { required: true, maxLength: 32, ...listed }),
      text('accountName', '账户名称', 'Account name', { required: true, ...listed }),
      text('hotelName', '所属酒店', 'Hotel', { list: true, search: true }),
      text('serverLicense', '服务器授权号', 'Server licence', { maxLength: 64, list: true, search: true }),
      number('userCount', '授权用户数', 'Licensed users', { list: true, sort: true }),
      date('expireDate', '到期日期', 'Expires', { list: true, sort: true }),
      status(),
      remark(),
    ],
  }),
  kind({
    key: 'hotelInfo', zh: '酒店信息', en: 'Hotel information', perms: 'info:hotel', codeField: 'hotelCode', titleField: 'hotelName',
    defaultSort: { field: 'hotelCode', order: 'asc' },
    fields: [
      text('hotelCode', '酒店编码', 'Hotel code', { required: true, maxLength: 32, ...listed }),
      text('hotelName', '酒店名称', 'Hotel', { required: true, ...listed }),
      select('starLevel', '星级', 'Stars', options(['5', '五星级', 'Five-star'], ['4', '四星级', 'Four-star'], ['3', '三星级', 'Three-star'], ['0', '未评星', 'Unrated']), { list: true, search: true, sort: true }),
      text('region', '所在地区', 'Region', { maxLength: 32, list: true, search: true }),
      number('rooms', '客房数', 'Rooms', { list: true, sort: true }),
      contact(),
      phone(),
      text('address', '地址', 'Address', { maxLength: 200 }),
      remark(),
    ],
  }),
  kind({
    key: 'supplierInfo', zh: '供应商信息', en: 'Supplier information', perms: 'info:supplier', codeField: 'supplierCode', titleField: 'supplierName',
    defaultSort: { field: 'supplierCode', order: 'asc' },
    fields: [
      text('supplierCode', '供应商编码', 'Supplier code', { required: true, maxLength: 32, ...listed }),
      text('supplierName', '供应商名称', 'Supplier', { required: true, ...listed }),
      select('category', '供应类别', 'Category', options(['hardware', '硬件设备', 'Hardware'], ['linen', '布草用品', 'Linen'], ['food', '食品饮料', 'Food and drink'], ['service', '外包服务', 'Outsourced services']), { required: true, list: true, search: true }),
      contact(),
      phone(),
      text('taxNo', '税号', 'Tax no.', { maxLength: 32 }),
      text('bankAccount', '开户行及账号', 'Bank account', { maxLength: 100 }),
      status(),
      remark(),
    ],
  }),
];
