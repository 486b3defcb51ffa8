/**
 * The auxiliary cell of a voucher form line: a picker for each item dimension the line's account requires
 * (customer, supplier, project, employee; the department has its own column) and, on a cash or bank
 * account, the cash-flow item. Nothing when the account asks for none. A server refusal naming one of
 * these fields (lines.N.customerId …) shows at its picker.
 */
import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { t, textsUnder } from '../../lib/i18n';
import { ITEM_DIMENSIONS, LINE_FIELDS, parseDims } from '../../../shared/aux-dimensions';
import type { AuxOptions } from '../../../server/contracts/aux-accounting';
import type { Account } from '../../../server/contracts/voucher';
import type { DraftLine } from './voucher-lines';

const L = textsUnder('accounting.voucherAux');

type Props = {
  n: number;
  line: DraftLine;
  account: Account | undefined;
  options: AuxOptions | null;
  errorOf(field: string): string | undefined;
  onChange(patch: Partial<DraftLine>): void;
};

export function VoucherLineAux({ n, line, account, options, errorOf, onChange }: Props) {
  const dims = parseDims(account?.auxDims).filter((d) => (ITEM_DIMENSIONS as readonly string[]).includes(d)) as Array<(typeof ITEM_DIMENSIONS)[number]>;
  const cashflow = useMemo(() => (options?.cashflow ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })), [options]);
  if (!account || (dims.length === 0 && !account.cashAccount))
    return (
      <Text c="dimmed" size="sm">
        {L('none')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" data-ht="voucher-line-aux">
      {dims.map((d) => {
        const field = LINE_FIELDS[d];
        const dim = t(`auxDims.${d}`);
        const data = (options?.items[d] ?? []).map((o) => ({ value: String(o.value), label: `${o.code} ${o.label}` }));
        return (
          <Select
            key={d}
            aria-label={L('itemOf', { n, dim })}
            placeholder={dim}
            data-enter-skip
            data={data}
            value={line[field] || null}
            onChange={(v) => onChange({ [field]: v ?? '' })}
            error={errorOf(field)}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': L('clearItemOf', { n, dim }) }}
            comboboxProps={{ withinPortal: true }}
            miw={140}
          />
        );
      })}
      {account.cashAccount && (
        <Select
          aria-label={L('cashflowOf', { n })}
          placeholder={t('auxDims.cashflow')}
          data-enter-skip
          data={cashflow}
          value={line.cashflowCode || null}
          onChange={(v) => onChange({ cashflowCode: v ?? '' })}
          error={errorOf('cashflowCode')}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': L('clearCashflowOf', { n }) }}
          comboboxProps={{ withinPortal: true }}
          miw={200}
        />
      )}
    </Group>
  );
}
