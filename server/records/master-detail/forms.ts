/**
 * The master–detail forms (/template/SubMainForm): a record kind edited with its lines. A form names
 * the kind and the type it fixes, the fields of a line, which line fields make its amount (quantity ×
 * unit price) and the head field holding the sum. One today: the framework agreement (框架协议), a
 * contract of type 'framework' whose lines price what the customer's hotels may buy under it; the
 * contracts signed under it name it in `frameworkNo` (its detail page lists them).
 */
import type { MasterDetailKey } from '../../contracts/master-detail.js';
import type { RecordField } from '../../contracts/records.js';
import { money, number, options, select, text } from '../kinds/build.js';

export type MasterDetailForm = {
  key: MasterDetailKey;
  zh: string;
  en: string;
  kind: string;
  preset: { field: string; value: string };
  totalField: string;
  headOmit: string[];
  lineFields: RecordField[];
  quantityField: string;
  priceField: string;
  maxLines: number;
  listPath: string;
};

const ITEM_TYPES = options(['software', '软件许可', 'Software licence'], ['hardware', '硬件设备', 'Hardware'], ['service', '年度服务', 'Annual service'], ['implement', '实施服务', 'Implementation']);

const FORMS: Record<MasterDetailKey, MasterDetailForm> = {
  frameworkAgreement: {
    key: 'frameworkAgreement',
    zh: '框架协议',
    en: 'Framework agreement',
    kind: 'contract',
    preset: { field: 'contractType', value: 'framework' },
    totalField: 'amount',
    headOmit: ['frameworkNo'],
    lineFields: [
      select('itemType', '类别', 'Category', ITEM_TYPES, { required: true }),
      text('itemName', '产品或服务', 'Product or service', { required: true, maxLength: 100 }),
      text('unit', '单位', 'Unit', { maxLength: 16 }),
      number('quantity', '数量', 'Quantity', { required: true, min: 1, max: 100000 }),
      money('unitPrice', '单价', 'Unit price', { required: true, min: 0, max: 100000000 }),
      text('remark', '说明', 'Note', { maxLength: 200 }),
    ],
    quantityField: 'quantity',
    priceField: 'unitPrice',
    maxLines: 200,
    listPath: '/htservice/contract/frameworkList',
  },
};

export const MASTER_DETAIL_FORMS: readonly MasterDetailForm[] = Object.values(FORMS);

export function masterDetailForm(key: string): MasterDetailForm | undefined {
  return Object.hasOwn(FORMS, key) ? FORMS[key as MasterDetailKey] : undefined;
}

/** A line's amount in yuan: quantity × unit price, rounded to fen. */
export function lineAmount(form: MasterDetailForm, line: Record<string, unknown>): number {
  return Math.round(Number(line[form.quantityField] ?? 0) * Number(line[form.priceField] ?? 0) * 100) / 100;
}

/** The head's total: the lines' amounts summed in fen. */
export function linesTotal(form: MasterDetailForm, lines: ReadonlyArray<Record<string, unknown>>): number {
  return lines.reduce((fen, line) => fen + Math.round(lineAmount(form, line) * 100), 0) / 100;
}
