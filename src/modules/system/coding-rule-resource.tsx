/**
 * The coding rules of the session's organisation (initialisation platform, /pppp/SysCodingRule) as a
 * CrudPage description: one row per kind of code, edited only (the rows come with the organisation's
 * set-up). Lengths and shape are computed by the same rule code the server checks with.
 */
import { Text } from '@mantine/core';
import { keysUnder, textsUnder } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { allowedLengths, CODE_KIND_KEYS, ruleMask, SEPARATORS, type CodeKind, type CodingRule, type Separator } from '../../../shared/coding-rule';
import type { CodingRuleRow } from '../../../server/contracts/coding-rule';
import { label } from '../../ui/choice-options';
import { builtinText } from '../../lib/stored-texts';

const L = textsUnder('system.codingRule');
const K = keysUnder('system.codingRule');

const SEPARATOR_NAMES = { '': 'none', '-': 'dash', '.': 'dot' } as const satisfies Record<Separator, string>;

/** The row as a rule, or null while it does not parse (a rule the server stored always does). */
function ruleOf(row: CodingRuleRow): CodingRule | null {
  const segments = row.segments.split('-').map(Number);
  if (!CODE_KIND_KEYS.includes(row.codeKind as CodeKind) || segments.some((n) => !Number.isInteger(n) || n < 1)) return null;
  return { kind: row.codeKind as CodeKind, segments, separator: (SEPARATORS as readonly string[]).includes(row.separator) ? (row.separator as Separator) : '' };
}

function lengthsOf(row: CodingRuleRow): string {
  const rule = ruleOf(row);
  return rule ? allowedLengths(rule).join(' / ') : '';
}

/** XXXX XX XX XX: without a separator the segments are shown apart, as people read 1001 01 01. */
function shapeOf(row: CodingRuleRow): string {
  const rule = ruleOf(row);
  if (!rule) return '';
  return rule.separator ? ruleMask(rule) : rule.segments.map((n) => 'X'.repeat(n)).join(' ');
}

const kinds = (): FieldOption[] => CODE_KIND_KEYS.map((k) => ({ value: k, label: L(`kinds.${k}`) }));
const separators = (): FieldOption[] => SEPARATORS.map((s) => ({ value: s, label: L(`separators.${SEPARATOR_NAMES[s]}`) }));
// '0' puts the rule in force, '1' takes it out: said so rather than the generic normal/disabled labels.
const ruleStatuses = (): FieldOption[] => [
  { value: '0', label: L('inForce') },
  { value: '1', label: L('off') },
];

export const codingRuleResource: CrudResource<CodingRuleRow> = {
  tableId: 'initplat-coding-rule',
  title: K('title'),
  idField: 'ruleId',
  base: '/htservice/codingRule',
  columns: [
    { key: 'codeKind', label: K('codeKind'), prop: 'codeKind', width: 140, sortable: true, render: (row) => label(kinds())(row.codeKind) },
    { key: 'segments', label: K('segments'), prop: 'segments', width: 100 },
    { key: 'separator', label: K('separator'), prop: 'separator', width: 110, render: (row) => label(separators())(row.separator) },
    { key: 'lengths', label: K('lengths'), prop: 'segments', width: 150, render: (row) => lengthsOf(row) },
    {
      key: 'mask',
      label: K('mask'),
      prop: 'segments',
      width: 150,
      render: (row) => (
        <Text ff="monospace" size="sm">
          {shapeOf(row)}
        </Text>
      ),
    },
    { key: 'status', label: K('status'), prop: 'status', width: 90, render: (row) => label(ruleStatuses())(row.status) },
    { key: 'remark', label: K('remark'), prop: 'remark', width: 240, render: (row) => builtinText(`codingRule.${row.codeKind}.remark`, row.remark) },
  ],
  filters: [{ key: 'codeKind', label: K('codeKind'), type: 'select', options: kinds }],
  fields: [
    { key: 'codeKind', label: K('codeKind'), type: 'select', options: kinds, readOnlyOnEdit: true },
    { key: 'segments', label: K('segments'), type: 'text', required: true, maxLength: 40 },
    { key: 'separator', label: K('separator'), type: 'select', options: separators },
    { key: 'status', label: K('status'), type: 'select', options: ruleStatuses },
    { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
  ],
  permissions: { edit: 'initplat:codingRule:edit' },
};

/** How the page's rules work, under the title (issue 16's template) rather than in the toolbar among its buttons. */
export const codingRuleHint = () => (
  <Text size="sm" c="dimmed" maw={900}>
    {L('hint')}
  </Text>
);
