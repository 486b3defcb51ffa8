/**
 * Coding rules (编码规则): how long each segment of an organisation's codes is, e.g. accounts 4-2-2-2 —
 * a first-level account has 4 digits (1001), its sub-accounts 2 more (100101), and so on. One
 * implementation for the server (which refuses a code that does not fit, and a rule change that existing
 * codes would not fit) and the coding-rule page (which checks the rule as typed and shows the lengths).
 * Pure code without imports: shared/ is imported by the browser and the server.
 *
 * - Hierarchical kinds (accounts) take a code of any level: the first 1..n segments. Flat kinds (asset
 *   cards) take all n segments.
 * - Without a separator the segments are cut by their lengths (66010101 = 6601|01|01); with one
 *   ('-' or '.') they are written between the segments (FA-0001) and each part must have its length.
 * - Accounts are digits only (the Chinese chart of accounts); other codes letters and digits.
 */
export const CODE_KINDS = {
  account: { hierarchical: true, digitsOnly: true, maxLength: 20 },
  assetCard: { hierarchical: false, digitsOnly: false, maxLength: 40 },
} as const;
export type CodeKind = keyof typeof CODE_KINDS;
export const CODE_KIND_KEYS = Object.keys(CODE_KINDS) as CodeKind[];

export const SEPARATORS = ['', '-', '.'] as const;
export type Separator = (typeof SEPARATORS)[number];

export type CodingRule = { kind: CodeKind; segments: number[]; separator: Separator };

export const MAX_SEGMENTS = 6;
export const MAX_SEGMENT_LENGTH = 10;

/** Why a rule text does not parse: the form and the server name the same problem. */
export type SegmentsProblem = 'format' | 'count' | 'length' | 'total';

/** "4-2-2-2" → [4, 2, 2, 2]; a problem when it is not 1..6 lengths of 1..10 fitting the kind's longest code. */
export function parseSegments(text: string, kind: CodeKind, separator: Separator = ''): { segments: number[] } | { problem: SegmentsProblem } {
  const trimmed = text.trim();
  if (!/^\d{1,2}(-\d{1,2})*$/.test(trimmed)) return { problem: 'format' };
  const segments = trimmed.split('-').map(Number);
  if (segments.length > MAX_SEGMENTS) return { problem: 'count' };
  if (segments.some((n) => n < 1 || n > MAX_SEGMENT_LENGTH)) return { problem: 'length' };
  if (fullLength({ kind, segments, separator }) > CODE_KINDS[kind].maxLength) return { problem: 'total' };
  return { segments };
}

/** The rule as people write it: 4-2-2-2. */
function segmentsText(segments: readonly number[]): string {
  return segments.join('-');
}

/** Length of a code of `level` segments (1-based), separators included. */
function levelLength(rule: CodingRule, level: number): number {
  const parts = rule.segments.slice(0, level);
  return parts.reduce((a, b) => a + b, 0) + (rule.separator ? parts.length - 1 : 0);
}

function fullLength(rule: CodingRule): number {
  return levelLength(rule, rule.segments.length);
}

/** The code lengths the rule allows: every level's for hierarchical kinds, the full one otherwise. */
export function allowedLengths(rule: CodingRule): number[] {
  if (!CODE_KINDS[rule.kind].hierarchical) return [fullLength(rule)];
  return rule.segments.map((_, i) => levelLength(rule, i + 1));
}

/** The shape as a mask, X per character (XX-XXXX): shown beside the rule when it has a separator. */
export function ruleMask(rule: CodingRule): string {
  return rule.segments.map((n) => 'X'.repeat(n)).join(rule.separator);
}

/** How a message names the rule: 4-2-2-2, or 2-4 (XX-XXXX) when a separator is part of it. */
export function ruleLabel(rule: CodingRule): string {
  return rule.separator ? `${segmentsText(rule.segments)} (${ruleMask(rule)})` : segmentsText(rule.segments);
}

/** The code's segments under the rule, or null when it does not fit. */
export function splitCode(rule: CodingRule, code: string): string[] | null {
  const kind = CODE_KINDS[rule.kind];
  let parts: string[];
  if (rule.separator) {
    parts = code.split(rule.separator);
    if (parts.length > rule.segments.length || parts.some((p, i) => p.length !== rule.segments[i])) return null;
  } else {
    const level = rule.segments.findIndex((_, i) => levelLength(rule, i + 1) === code.length);
    if (level < 0) return null;
    parts = [];
    let at = 0;
    for (const n of rule.segments.slice(0, level + 1)) parts.push(code.slice(at, (at += n)));
  }
  if (!kind.hierarchical && parts.length !== rule.segments.length) return null;
  const chars = kind.digitsOnly ? /^[0-9]+$/ : /^[A-Za-z0-9]+$/;
  return parts.every((p) => chars.test(p)) ? parts : null;
}

export function codeFits(rule: CodingRule, code: string): boolean {
  return splitCode(rule, code) !== null;
}

/**
 * The first code after `code` that fits and is not `taken`: its last segment counted up in the same
 * width (FA-0010 → FA-0011). Null when the code does not fit, its last segment is not a number, or the
 * width is used up. How a copied asset card gets a code of the rule.
 */
export function nextFreeCode(rule: CodingRule, code: string, taken: ReadonlySet<string>): string | null {
  const parts = splitCode(rule, code);
  const last = parts?.at(-1);
  if (!parts || !last || !/^\d+$/.test(last)) return null;
  const head = code.slice(0, code.length - last.length);
  for (let n = Number(last) + 1; String(n).length <= last.length; n += 1) {
    const next = head + String(n).padStart(last.length, '0');
    if (!taken.has(next)) return next;
  }
  return null;
}
