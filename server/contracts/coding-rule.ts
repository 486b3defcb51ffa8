/**
 * Coding rules and voucher words on the wire (initialisation platform, /pppp/SysCodingRule and
 * /pppp/voucherRule). Always the session's organisation. Types only.
 */

/** `GET /htservice/codingRule/list` rows, `GET /htservice/codingRule/{ruleId}` data. */
export type CodingRuleRow = {
  ruleId: number;
  /** 'account' | 'assetCard' (shared/coding-rule.ts CODE_KINDS). */
  codeKind: string;
  /** Segment lengths, e.g. '4-2-2-2'. */
  segments: string;
  /** '' (none), '-' or '.'. */
  separator: string;
  /** '0': codes of this kind are checked against the rule; '1': not. */
  status: string;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

/**
 * `PUT /htservice/codingRule`: ruleId and version, the rest optional; codeKind may be sent but not
 * changed. A rule that codes the organisation already has would not fit is refused with 409 (field
 * segments) naming how many and which.
 */
export type CodingRuleUpdate = { ruleId: number; version: number; segments?: string; separator?: string; status?: string; remark?: string; codeKind?: string };

/** `GET /htservice/voucherRule/list` rows and `{wordId}` data; also `GET /htservice/voucherRule/words` (in use only). */
export type VoucherWord = {
  wordId: number;
  /** 1 to 4 characters, no digits, spaces or '-': 记, 收, 付, 转. Printed in numbers as 记-0001. */
  word: string;
  wordName: string;
  printTitle: string;
  orderNum: number;
  /** 'period': numbered from 1 in every accounting period (monthly restart), per word; 'year': on through the year. */
  numbering: string;
  /** 'Y' for the one word the voucher form proposes. */
  isDefault: string;
  /** '0' in use, '1' not offered. */
  status: string;
  remark: string;
  version: number;
};

/** `POST /htservice/voucherRule`; `PUT` adds wordId and version with every field optional. */
export type VoucherWordBody = Omit<VoucherWord, 'wordId' | 'version' | 'orderNum' | 'numbering' | 'isDefault' | 'status' | 'remark'> &
  Partial<Pick<VoucherWord, 'orderNum' | 'numbering' | 'isDefault' | 'status' | 'remark'>>;
