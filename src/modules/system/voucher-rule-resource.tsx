/**
 * The voucher words of the session's organisation (initialisation platform, /pppp/voucherRule) as a
 * CrudPage description: add, edit and delete under one permission (initplat:voucherRule:edit).
 */
import { Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import type { VoucherWord } from '../../../server/contracts/coding-rule';
import { label, statusOptions, yesNo } from '../../ui/choice-options';

const L = (k: string) => t(`system.voucherRule.${k}`);

export function voucherRuleResource(): CrudResource<VoucherWord> {
  const numberings: FieldOption[] = ['period', 'year'].map((value) => ({ value, label: L(`numberings.${value}`) }));
  const numberingOf = label(numberings);
  const yes = label(yesNo());
  const statuses = label(statusOptions());
  const EDIT = 'initplat:voucherRule:edit';
  return {
    tableId: 'initplat-voucher-rule',
    title: L('title'),
    idField: 'wordId',
    base: '/htservice/voucherRule',
    columns: [
      { key: 'word', label: L('word'), prop: 'word', width: 90, sortable: true },
      { key: 'wordName', label: L('wordName'), prop: 'wordName', width: 140 },
      { key: 'printTitle', label: L('printTitle'), prop: 'printTitle', width: 140 },
      { key: 'orderNum', label: L('orderNum'), prop: 'orderNum', width: 100, sortable: true },
      { key: 'numbering', label: L('numbering'), prop: 'numbering', width: 220, render: (row) => numberingOf(row.numbering) },
      { key: 'isDefault', label: L('isDefault'), prop: 'isDefault', width: 80, render: (row) => yes(row.isDefault) },
      { key: 'status', label: L('status'), prop: 'status', width: 80, render: (row) => statuses(row.status) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 200 },
    ],
    filters: [
      { key: 'word', label: L('word'), type: 'text' },
      { key: 'wordName', label: L('wordName'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'word', label: L('word'), type: 'text', required: true, maxLength: 4 },
      { key: 'wordName', label: L('wordName'), type: 'text', required: true, maxLength: 30 },
      { key: 'printTitle', label: L('printTitle'), type: 'text', required: true, maxLength: 30 },
      { key: 'orderNum', label: L('orderNum'), type: 'number' },
      { key: 'numbering', label: L('numbering'), type: 'select', options: numberings },
      { key: 'isDefault', label: L('isDefault'), type: 'select', options: yesNo() },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { orderNum: 0, numbering: 'period', isDefault: 'N', status: '0' },
    permissions: { add: EDIT, edit: EDIT, remove: EDIT },
    toolbar: () => (
      <Text size="sm" c="dimmed" maw={900}>
        {L('hint')}
      </Text>
    ),
  };
}
