/**
 * Small builders for the kind registry, so each family file reads as the list of what a hotel back
 * office keeps, and the fields several kinds share (customer, owner, status…) are written once.
 */
import type { RecordField, RecordFieldType, RecordKind, RecordOption } from '../../contracts/records.js';

type Extra = Omit<RecordField, 'key' | 'zh' | 'en' | 'type'>;

const field =
  (type: RecordFieldType) =>
  (key: string, zh: string, en: string, extra: Extra = {}): RecordField => ({ key, zh, en, type, ...extra });
export const text = field('text');
export const textarea = field('textarea');
export const number = field('number');
export const money = field('money');
export const date = field('date');
export const user = field('user');
export const select = (key: string, zh: string, en: string, options: RecordOption[], extra: Extra = {}): RecordField => ({ key, zh, en, type: 'select', options, ...extra });

/** Options from [value, zh, en] triples. */
export const options = (...list: Array<[string, string, string]>): RecordOption[] => list.map(([value, zh, en]) => ({ value, zh, en }));

/** A list column that is also searched and sorted. */
export const listed = { list: true, search: true, sort: true } as const;

export const kind = (spec: RecordKind): RecordKind => spec;

// Fields several kinds share.
export const customerName = (extra: Extra = {}) => text('customerName', '客户名称', 'Customer', { required: true, list: true, search: true, sort: true, ...extra });
export const contact = () => text('contact', '联系人', 'Contact', { maxLength: 32, list: true });
export const phone = () => text('phone', '电话', 'Phone', { maxLength: 32, list: true });
export const owner = (zh = '负责人', en = 'Owner') => user('owner', zh, en, { list: true, search: true, sort: true });
export const remark = () => textarea('remark', '备注', 'Remark', { maxLength: 500 });
export const period = () => text('period', '期间', 'Period', { required: true, maxLength: 7, list: true, search: true, sort: true });

/** Status '0' normal / '1' disabled, from the dictionary sys_normal_disable like the system pages. */
export const status = () => field('select')('status', '状态', 'Status', { dict: 'sys_normal_disable', required: true, list: true, search: true, sort: true });
