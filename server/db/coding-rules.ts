/**
 * The organisation's coding rules in the database, and the one check every place that creates a code
 * goes through (`assertCodesFit`): the chart of accounts (chart-of-accounts.ts), asset cards (add, edit,
 * copy in routes/asset-card.ts; the import through `codeRuleReason`). The rule itself is
 * shared/coding-rule.ts. A kind without a rule row, or with its rule switched off, takes any code.
 */
import { codeFits, CODE_KINDS, ruleLabel, SEPARATORS, type CodeKind, type CodingRule, type Separator } from '../../shared/coding-rule.js';
import { HttpError } from '../errors.js';
import type { MsgKey } from '../i18n.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

/** [kind, segments, separator, status, remark]: the group's default rules a hotel gets. */
const DEFAULT_CODING_RULES: Array<[kind: string, segments: string, separator: string, status: string, remark: string]> = [
  ['account', '4-2-2-2', '', '0', '企业会计准则：一级科目 4 位，以下各级 2 位'],
  ['assetCard', '2-4', '-', '1', '类别字母 2 位 + 流水号 4 位，如 FA-0001'],
];

/** The message naming a code and the rule it breaks: 科目编码 66010101 不符合编码规则 4-2. */
const MISMATCH_KEY: Record<CodeKind, MsgKey> = { account: 'codeRuleAccount', assetCard: 'codeRuleAssetCard' };

type RuleRow = { code_kind: string; segments: string; separator: string };

export function toRule(row: RuleRow): CodingRule {
  const separator = (SEPARATORS as readonly string[]).includes(row.separator) ? (row.separator as Separator) : '';
  return { kind: row.code_kind as CodeKind, segments: row.segments.split('-').map(Number), separator };
}

/** The rule codes of `kind` must fit in `orgId`, or null when none is switched on. */
export async function activeRule(db: Db | WriteTx, orgId: number, kind: CodeKind): Promise<CodingRule | null> {
  const row = await db.selectFrom('coding_rules').select(['code_kind', 'segments', 'separator']).where('org_id', '=', orgId).where('code_kind', '=', kind).where('status', '=', '0').executeTakeFirst();
  return row ? toRule(row) : null;
}

/** The first of `codes` that does not fit `rule`, as the message and its parameters; null when all fit. */
export function mismatch(rule: CodingRule | null, codes: readonly string[]): { msg: MsgKey; params: { code: string; rule: string } } | null {
  const bad = rule ? codes.find((code) => !codeFits(rule, code)) : undefined;
  return rule && bad !== undefined ? { msg: MISMATCH_KEY[rule.kind], params: { code: bad, rule: ruleLabel(rule) } } : null;
}

/** 422 naming `field` and the rule unless every one of `codes` fits the organisation's rule for `kind`. */
export async function assertCodesFit(db: Db | WriteTx, orgId: number, kind: CodeKind, codes: readonly string[], field: string): Promise<void> {
  if (!codes.length) return;
  const found = mismatch(await activeRule(db, orgId, kind), codes);
  if (found) throw new HttpError(422, found.msg, field, found.params);
}

/** The codes of `kind` the organisation holds now (what a rule change must still fit). */
export async function existingCodes(db: Db | WriteTx, orgId: number, kind: CodeKind): Promise<string[]> {
  if (kind === 'account') return (await db.selectFrom('acc_accounts').select('account_code as code').where('org_id', '=', orgId).execute()).map((r) => r.code);
  return (await db.selectFrom('asset_cards').select('asset_code as code').where('org_id', '=', orgId).execute()).map((r) => r.code);
}

/** Adds the group's default rules the organisation lacks (the seed, 组织初始化); answers the kinds added. */
export async function addMissingCodingRules(trx: WriteTx, orgId: number, now: number): Promise<string[]> {
  const held = new Set((await trx.selectFrom('coding_rules').select('code_kind').where('org_id', '=', orgId).execute()).map((r) => r.code_kind));
  const missing = DEFAULT_CODING_RULES.filter(([kind]) => !held.has(kind) && kind in CODE_KINDS);
  for (const [code_kind, segments, separator, status, remark] of missing) {
    // A default that the codes the hotel already has would break starts switched off.
    const fits = status !== '0' || !mismatch(toRule({ code_kind, segments, separator }), await existingCodes(trx, orgId, code_kind as CodeKind));
    await trx
      .insertInto('coding_rules')
      .values({ org_id: orgId, code_kind, segments, separator, status: fits ? status : '1', remark, version: 1, updated_at: now })
      .execute();
  }
  return missing.map(([kind]) => kind);
}
