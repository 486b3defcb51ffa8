/**
 * The business module (业务管理, 1004): price agreements (价格协议: the room rate a company, travel
 * agency or OTA is granted per room type) and sale agreements (销售协议: the contract with such a
 * customer, its amount and commission). Both are imported from sheets as well (importTask), keyed by
 * the agreement number, and keep their rules: valid-to not before valid-from, no negative price,
 * commission 0–100 %.
 */
import { customerName, date, kind, listed, money, number, options, remark, select, text } from './build.js';

const AGREEMENT_STATUS = options(['draft', '草稿', 'Draft'], ['active', '生效', 'Active'], ['expired', '已失效', 'Expired']);

const ROOM_TYPES = options(
  ['standard', '标准间', 'Standard room'],
  ['king', '大床房', 'King room'],
  ['twin', '双床房', 'Twin room'],
  ['deluxeKing', '豪华大床房', 'Deluxe king room'],
  ['executive', '行政房', 'Executive room'],
  ['family', '家庭房', 'Family room'],
  ['suite', '套房', 'Suite'],
);

const BREAKFAST = options(['none', '不含早', 'No breakfast'], ['single', '单早', 'Breakfast for one'], ['double', '双早', 'Breakfast for two']);

const AGREEMENT_TYPES = options(['corporate', '企业协议', 'Corporate'], ['travelAgency', '旅行社', 'Travel agency'], ['ota', '在线旅游平台', 'OTA'], ['government', '政府机关', 'Government']);

const agreementNo = () => text('agreementNo', '协议编号', 'Agreement no.', { required: true, maxLength: 32, ...listed });
const validFrom = () => date('validFrom', '生效日期', 'Valid from', { required: true, list: true, sort: true });
const validTo = () => date('validTo', '失效日期', 'Valid to', { required: true, list: true, sort: true, notBefore: 'validFrom' });
const agreementStatus = () => select('status', '状态', 'Status', AGREEMENT_STATUS, { required: true, ...listed });
// A name as written on the agreement: the hotel's sales staff are not all users of the system.
const salesperson = () => text('salesperson', '销售员', 'Salesperson', { maxLength: 32, ...listed });

export const BUSINESS_KINDS = [
  kind({
    key: 'priceAgreement',
    zh: '价格协议',
    en: 'Price agreements',
    perms: 'business:priceAgreement',
    codeField: 'agreementNo',
    titleField: 'agreementUnit',
    defaultSort: { field: 'agreementNo', order: 'desc' },
    importTask: 'price-agreement-import',
    fields: [
      agreementNo(),
      text('agreementUnit', '协议单位', 'Agreement unit', { required: true, ...listed }),
      select('roomType', '房型', 'Room type', ROOM_TYPES, { required: true, ...listed }),
      money('agreedPrice', '协议价', 'Agreed price', { required: true, list: true, sort: true, min: 0 }),
      select('breakfast', '早餐', 'Breakfast', BREAKFAST, { required: true, list: true, search: true }),
      validFrom(),
      validTo(),
      agreementStatus(),
      salesperson(),
      remark(),
    ],
  }),
  kind({
    key: 'saleAgreement',
    zh: '销售协议',
    en: 'Sale agreements',
    perms: 'business:saleAgreement',
    codeField: 'agreementNo',
    titleField: 'customerName',
    defaultSort: { field: 'signDate', order: 'desc' },
    importTask: 'sale-agreement-import',
    fields: [
      agreementNo(),
      customerName(),
      select('agreementType', '协议类型', 'Agreement type', AGREEMENT_TYPES, { required: true, ...listed }),
      money('contractAmount', '合同金额', 'Contract amount', { list: true, sort: true, min: 0 }),
      number('commissionRate', '佣金比例(%)', 'Commission (%)', { list: true, sort: true, min: 0, max: 100 }),
      date('signDate', '签约日期', 'Signed', { required: true, list: true, sort: true }),
      validFrom(),
      validTo(),
      agreementStatus(),
      salesperson(),
      remark(),
    ],
  }),
];
