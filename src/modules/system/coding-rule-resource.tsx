/**
 * The coding rules of the session's organisation (initialisation platform, /pppp/SysCodingRule) as a
 * CrudPage description: one row per kind of code, edited only (the rows come with the organisation's
 * set-up). Lengths and shape are computed by the same rule code the server checks with.
 */
import { Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { allowedLengths, CODE_KIND_KEYS, ruleMask, SEPARATORS, type CodeKind, type CodingRule, type Separator } from '../../../shared/coding-rule';
import type { CodingRuleRow } from '../../../server/contracts/coding-rule';
import { label } from '../../ui/choice-options';

const L = (k: string) => t(`system.codingRule.${k}`);

const SEPARATOR_NAMES: Record<Separator, string> = { '': 'none', '-': 'dash', '.': 'dot' };

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

export function codingRuleResource(): CrudResource<CodingRuleRow> {
  const kinds: FieldOption[] = CODE_KIND_KEYS.map((k) => ({ value: k, label: L(`kinds.${k}`) }));
  const separators: FieldOption[] = SEPARATORS.map((s) => ({ value: s, label: L(`separators.${SEPARATOR_NAMES[s]}`) }));
  const kindOf = label(kinds);
  const separatorOf = label(separators);
  // '0' puts the rule in force, '1' takes it out: said so rather than the generic normal/disabled labels.
  const ruleStatuses: FieldOption[] = [
    { value: '0', label: L('inForce') },
    { value: '1', label: L('off') },
  ];
  const statuses = label(ruleStatuses);
  return {
    tableId: 'initplat-coding-rule',
    title: L('title'),
    idField: 'ruleId',
    base: '/htservice/codingRule',
    columns: [
      { key: 'codeKind', label: L('codeKind'), prop: 'codeKind', width: 140, sortable: true, render: (row) => kindOf(row.codeKind) },
      { key: 'segments', label: L('segments'), prop: 'segments', width: 120 },
      { key: 'separator', label: L('separator'), prop: 'separator', width: 120, render: (row) => separatorOf(row.separator) },
      { key: 'lengths', label: L('lengths'), prop: 'segments', width: 150, render: (row) => lengthsOf(row) },
      {
        key: 'mask',
        label: L('mask'),
        prop: 'segments',
        width: 180,
        render: (row) => (
          <Text ff="monospace" size="sm">
            {shapeOf(row)}
          </Text>
        ),
      },
      { key: 'status', label: L('status'), prop: 'status', width: 90, render: (row) => statuses(row.status) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 260 },
    ],
    filters: [{ key: 'codeKind', label: L('codeKind'), type: 'select', options: kinds }],
    fields: [
      { key: 'codeKind', label: L('codeKind'), type: 'select', options: kinds, readOnlyOnEdit: true },
      { key: 'segments', label: L('segments'), type: 'text', required: true, maxLength: 40 },
      { key: 'separator', label: L('separator'), type: 'select', options: separators },
      { key: 'status', label: L('status'), type: 'select', options: ruleStatuses },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    permissions: { edit: 'initplat:codingRule:edit' },
    toolbar: () => (
      <Text size="sm" c="dimmed" maw={900}>
        {L('hint')}
      </Text>
    ),
  };
}
