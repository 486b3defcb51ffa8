/**
 * Dictionary types (`/htservice/dict/type`, RuoYi's field names, DESIGN.md section 4), each call
 * declared once as a contract (contracts/endpoint.ts). Platform-wide: every hotel shares them.
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/** RuoYi's rule for a type key: a lower-case letter, then lower-case letters, digits and '_'. */
export const DICT_TYPE_RULE = /^[a-z][a-z0-9_]*$/;

export const DictType = z.object({
  dictId: z.number().int(),
  dictName: z.string(),
  /** Lower-case letter first, then lower-case letters, digits and '_' (RuoYi's rule); unique. */
  dictType: z.string(),
  status: z.enum(['0', '1']),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});

const editable = {
  dictName: z.string().trim().min(1).max(100),
  dictType: z.string().trim().min(1).max(100).regex(DICT_TYPE_RULE),
  status: z.enum(['0', '1']),
  remark: z.string().max(500),
};
// Not strict: RuoYi's forms send back what they loaded (createBy, params…); unknown keys are dropped.
const DictTypeBody = z.object({ ...editable, status: editable.status.default('0'), remark: editable.remark.default('') });
const DictTypeUpdate = z.object(editable).partial().extend({ dictId: numericId, version: versionNumber });

export const dictTypeList = endpoint({
  summary: 'A page of dictionary types (dictName, dictType: contains; status)',
  list: z.object({ dictName: textFilter(), dictType: textFilter(), status: z.enum(['0', '1']).optional() }),
  reply: tableReply(DictType),
});
export const dictTypeOptions = endpoint({ summary: 'Every dictionary type, for pickers', reply: dataReply(z.array(DictType)) });
export const dictTypeGet = endpoint({ summary: 'One dictionary type', params: z.object({ dictId: numericId }), reply: dataReply(DictType), refusals: [404] });
export const dictTypeAdd = endpoint({ summary: 'Adds a dictionary type', body: DictTypeBody, reply: dataReply(DictType), refusals: [409] });
export const dictTypeEdit = endpoint({
  summary: 'Edits a dictionary type with the version last read (its data follows a new key)',
  body: DictTypeUpdate,
  reply: dataReply(DictType),
  refusals: [404, 409],
});
export const dictTypeRemove = endpoint({ summary: 'Deletes dictionary types that hold no data', params: z.object({ dictIds: idList }), reply: okReply, refusals: [404, 409] });
