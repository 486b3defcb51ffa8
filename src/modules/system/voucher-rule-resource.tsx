/**
 * The voucher words of the session's organisation (initialisation platform, /pppp/voucherRule) as a
 * CrudPage description: add, edit and delete under one permission (initplat:voucherRule:edit).
 */
import { Text } from '@mantine/core';
import { keysUnder, textsUnder } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { VoucherWord } from '../../../server/contracts/coding-rule';
import { label, statusOptions, yesNo } from '../../ui/choice-options';

const L = textsUnder('system.voucherRule');
const K = keysUnder('system.voucherRule');

const numberings = (): FieldOption[] => (['period', 'year'] as const).map((value) => ({ value, label: L(`numberings.${value}`) }));
const EDIT = 'initplat:voucherRule:edit';

export const voucherRuleResource: CrudResource<VoucherWord> = {
  tableId: 'initplat-voucher-rule',
  title: K('title'),
  idField: 'wordId',
  base: '/htservice/voucherRule',
  columns: [
    { key: 'word', label: K('word'), prop: 'word', width: 90, sortable: true },
    { key: 'wordName', label: K('wordName'), prop: 'wordName', width: 120 },
    { key: 'printTitle', label: K('printTitle'), prop: 'printTitle', width: 120 },
    { key: 'orderNum', label: K('orderNum'), prop: 'orderNum', width: 80, sortable: true },
    { key: 'numbering', label: K('numbering'), prop: 'numbering', width: 210, render: (row) => label(numberings())(row.numbering) },
    { key: 'isDefault', label: K('isDefault'), prop: 'isDefault', width: 80, render: (row) => label(yesNo())(row.isDefault) },
    { key: 'status', label: K('status'), prop: 'status', width: 100, render: (row) => label(statusOptions())(row.status) },
    { key: 'remark', label: K('remark'), prop: 'remark', width: 130 },
  ],
  filters: [
    { key: 'word', label: K('word'), type: 'text' },
    { key: 'wordName', label: K('wordName'), type: 'text' },
    { key: 'status', label: K('status'), type: 'select', options: statusOptions },
  ],
  fields: [
    { key: 'word', label: K('word'), type: 'text', required: true, maxLength: 4 },
    { key: 'wordName', label: K('wordName'), type: 'text', required: true, maxLength: 30 },
    { key: 'printTitle', label: K('printTitle'), type: 'text', required: true, maxLength: 30 },
    { key: 'orderNum', label: K('orderNum'), type: 'number' },
    { key: 'numbering', label: K('numbering'), type: 'select', options: numberings },
    { key: 'isDefault', label: K('isDefault'), type: 'select', options: yesNo },
    { key: 'status', label: K('status'), type: 'select', options: statusOptions },
    { key: 'remark', label: K('remark'), type: 'textarea', maxLength: 500 },
  ],
  newRecord: { orderNum: 0, numbering: 'period', isDefault: 'N', status: '0' },
  permissions: { add: EDIT, edit: EDIT, remove: EDIT },
};

/** How the page's rules work, under the title (issue 16's template) rather than in the toolbar among its buttons. */
export const voucherRuleHint = () => (
  <Text size="sm" c="dimmed" maw={900}>
    {L('hint')}
  </Text>
);
