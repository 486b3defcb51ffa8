/**
 * Dictionary data on the wire, with RuoYi's field names (DESIGN.md section 4), each call declared once
 * as a contract (contracts/endpoint.ts). Platform-wide: every hotel shares them.
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';
import type { DictType as DictTypeSchema } from './dict-type.js';

/** A dictionary type (its calls: contracts/dict-type.ts). */
export type DictType = z.infer<typeof DictTypeSchema>;

export const DictData = z.object({
  dictCode: z.number().int(),
  dictSort: z.number().int(),
  dictLabel: z.string(),
  /** Unique within its dictType. */
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string(),
  /** How tags show it: '', default, primary, success, info, warning, danger. */
  listClass: z.string(),
  isDefault: z.enum(['Y', 'N']),
  status: z.enum(['0', '1']),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type DictData = z.infer<typeof DictData>;

const editable = {
  dictSort: z.number().int().min(0).max(999_999),
  dictLabel: z.string().trim().min(1).max(100),
  dictValue: z.string().trim().min(1).max(100),
  dictType: z.string().trim().min(1).max(100),
  cssClass: z.string().trim().max(100),
  listClass: z.string().trim().max(100),
  isDefault: z.enum(['Y', 'N']),
  status: z.enum(['0', '1']),
  remark: z.string().max(500),
};
// Not strict: RuoYi's forms send back what they loaded (createBy, params…); unknown keys are dropped.
const DictDataBody = z.object({
  ...editable,
  dictSort: editable.dictSort.default(0),
  cssClass: editable.cssClass.default(''),
  listClass: editable.listClass.default(''),
  isDefault: editable.isDefault.default('N'),
  status: editable.status.default('0'),
  remark: editable.remark.default(''),
});
/** `POST /htservice/dict/data`; `PUT` adds dictCode and version, every other field optional. */
const DictDataUpdate = z.object(editable).partial().extend({ dictCode: numericId, version: versionNumber });

/** The filters of the list and its export: dictType exact, dictLabel contains, status; plus query-plan conditions on every field. */
export const DictDataFilters = z.object({ dictType: textFilter(), dictLabel: textFilter(), status: z.enum(['0', '1']).optional() });

export const dictDataList = endpoint({
  summary: 'A page of dictionary data (dictType exact, dictLabel contains, status, query-plan conditions; `fields` narrows the row to dictCode, dictType, dictValue and those named)',
  list: DictDataFilters,
  reply: tableReply(DictData.partial().required({ dictCode: true, dictType: true, dictValue: true })),
});
export const dictDataOfType = endpoint({
  summary: "A type's normal entries by dictSort, for the shell's tags and selects (an unknown type: an empty list)",
  params: z.object({ dictType: z.string().min(1).max(100) }),
  reply: dataReply(z.array(DictData)),
});
export const dictDataGet = endpoint({ summary: 'One dictionary entry', params: z.object({ dictCode: numericId }), reply: dataReply(DictData), refusals: [404] });
export const dictDataAdd = endpoint({ summary: 'Adds an entry to an existing type (its value once per type)', body: DictDataBody, reply: dataReply(DictData), refusals: [409] });
export const dictDataEdit = endpoint({ summary: 'Edits an entry with the version last read', body: DictDataUpdate, reply: dataReply(DictData), refusals: [404, 409] });
export const dictDataRemove = endpoint({ summary: 'Deletes entries (all or nothing)', params: z.object({ dictCodes: idList }), reply: okReply, refusals: [404] });
export const dictDataExport = endpoint({
  summary: 'The filtered dictionary data as a workbook in the request language (filters in the query or the form body)',
  list: DictDataFilters,
  reply: fileReply('xlsx'),
  refusals: [400],
});
