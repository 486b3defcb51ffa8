/**
 * Coding rules and voucher words on the wire (initialisation platform, /pppp/SysCodingRule and
 * /pppp/voucherRule), declared once: the routes validate with these endpoints, the OpenAPI document is
 * generated from them, the browser imports the types. Always the session's organisation.
 */
import { z } from 'zod';
import { CODE_KIND_KEYS, SEPARATORS } from '../../shared/coding-rule.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/** `GET /htservice/codingRule/list` rows, `GET /htservice/codingRule/{ruleId}` data. */
export const CodingRuleRow = z.object({
  ruleId: z.number().int(),
  /** 'account' | 'assetCard' (shared/coding-rule.ts CODE_KINDS). */
  codeKind: z.string(),
  /** Segment lengths, e.g. '4-2-2-2'. */
  segments: z.string(),
  /** '' (none), '-' or '.'. */
  separator: z.string(),
  /** '0': codes of this kind are checked against the rule; '1': not. */
  status: z.string(),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type CodingRuleRow = z.infer<typeof CodingRuleRow>;

/**
 * `PUT /htservice/codingRule`: ruleId and version, the rest optional; codeKind may be sent but not
 * changed (422). A rule that codes the organisation already has would not fit is refused with 409 (field
 * segments) naming how many and which.
 */
const CodingRuleUpdate = z.object({
  ruleId: numericId,
  version: versionNumber,
  codeKind: z.string().optional(),
  segments: z.string().max(40).optional(),
  separator: z.enum(SEPARATORS).optional(),
  status: z.enum(['0', '1']).optional(),
  remark: z.string().max(500).optional(),
});

export const codingRuleList = endpoint({
  summary: "The organisation's coding rules, one per kind of code (codeKind, status)",
  list: z.object({ codeKind: z.enum(CODE_KIND_KEYS).optional(), status: z.enum(['0', '1']).optional() }),
  reply: tableReply(CodingRuleRow),
});
export const codingRuleGet = endpoint({ summary: 'One coding rule', params: z.object({ ruleId: numericId }), reply: dataReply(CodingRuleRow), refusals: [404] });
export const codingRuleEdit = endpoint({
  summary: 'Edits a coding rule with the version last read; a rule switched on must fit the existing codes',
  body: CodingRuleUpdate,
  reply: dataReply(CodingRuleRow),
  refusals: [404, 409],
});

/** `GET /htservice/voucherRule/list` rows and `{wordId}` data; also `GET /htservice/voucherRule/words` (in use only). */
export const VoucherWord = z.object({
  wordId: z.number().int(),
  /** 1 to 4 characters, no digits, spaces or '-': 记, 收, 付, 转. Printed in numbers as 记-0001. */
  word: z.string(),
  wordName: z.string(),
  printTitle: z.string(),
  orderNum: z.number().int(),
  /** 'period': numbered from 1 in every accounting period (monthly restart), per word; 'year': on through the year. */
  numbering: z.string(),
  /** 'Y' for the one word the voucher form proposes. */
  isDefault: z.string(),
  /** '0' in use, '1' not offered. */
  status: z.string(),
  remark: z.string(),
  version: z.number().int(),
});
export type VoucherWord = z.infer<typeof VoucherWord>;

/** 1 to 4 characters without digits, spaces or '-' (a number prints as 记-0001). */
const WORD_RULE = /^[^\s\d-]{1,4}$/u;

const editable = {
  word: z.string().trim().regex(WORD_RULE),
  wordName: z.string().trim().min(1).max(30),
  printTitle: z.string().trim().min(1).max(30),
  orderNum: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(9999)),
  numbering: z.enum(['period', 'year']),
  isDefault: z.enum(['Y', 'N']),
  status: z.enum(['0', '1']),
  remark: z.string().max(500),
};
/** `POST /htservice/voucherRule`. */
const VoucherWordBody = z.object({
  ...editable,
  orderNum: editable.orderNum.default(0),
  numbering: editable.numbering.default('period'),
  isDefault: editable.isDefault.default('N'),
  status: editable.status.default('0'),
  remark: editable.remark.default(''),
});
/** `PUT /htservice/voucherRule`: wordId and version with every other field optional. */
const VoucherWordUpdate = z.object(editable).partial().extend({ wordId: numericId, version: versionNumber });

export const voucherWordList = endpoint({
  summary: "A page of the organisation's voucher words (word, wordName: contains; status)",
  list: z.object({ word: textFilter(4), wordName: textFilter(30), status: z.enum(['0', '1']).optional() }),
  reply: tableReply(VoucherWord),
});
export const voucherWordsInUse = endpoint({ summary: 'The words in use in their order, for the voucher form', reply: dataReply(z.array(VoucherWord)) });
export const voucherWordGet = endpoint({ summary: 'One voucher word', params: z.object({ wordId: numericId }), reply: dataReply(VoucherWord), refusals: [404] });
export const voucherWordAdd = endpoint({
  summary: 'Adds a voucher word (unique in the organisation; a default takes the default from the others)',
  body: VoucherWordBody,
  reply: dataReply(VoucherWord),
  refusals: [409],
});
export const voucherWordEdit = endpoint({
  summary: 'Edits a voucher word with the version last read (a word vouchers carry keeps its text; the default stays in use)',
  body: VoucherWordUpdate,
  reply: dataReply(VoucherWord),
  refusals: [404, 409],
});
export const voucherWordRemove = endpoint({
  summary: 'Deletes voucher words no voucher carries, never the default; all or nothing',
  params: z.object({ wordIds: idList }),
  reply: okReply,
  refusals: [404, 409],
});
