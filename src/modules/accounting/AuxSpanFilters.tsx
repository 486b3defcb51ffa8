/**
 * The filters both auxiliary ledgers share: dimension, account (optional: one account and its
 * sub-accounts, or all), year and the span of periods. The span defaults to the login period.
 */
import { Group, NumberInput, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { t, textsUnder } from '../../lib/i18n';
import { loginPeriod } from '../../state/session.model';
import { AUX_DIMENSIONS, type AuxDimension } from '../../../shared/aux-dimensions';
import { useAccounts } from './use-accounts';

export type AuxSpan = { dimension: AuxDimension; accountCode: string | null; year: number; from: number; to: number };

const L = textsUnder('accounting.ledger');

export function useAuxSpan(initial: Partial<AuxSpan> = {}) {
  const today = new Date();
  const from = loginPeriod.value?.period ?? today.getMonth() + 1;
  return useState<AuxSpan>({ dimension: 'dept', accountCode: null, year: loginPeriod.value?.year ?? today.getFullYear(), from, to: from, ...initial });
}

/** The span as the ledgers' query string. */
export function spanQuery(span: AuxSpan): Record<string, string> {
  return { dimension: span.dimension, year: String(span.year), from: String(span.from), to: String(Math.max(span.from, span.to)), ...(span.accountCode ? { accountCode: span.accountCode } : {}) };
}

export function AuxSpanFilters({ span, onChange, children }: { span: AuxSpan; onChange(span: AuxSpan): void; children?: ReactNode }) {
  const accounts = useAccounts();
  const set = (patch: Partial<AuxSpan>) => onChange({ ...span, ...patch });
  const periods = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: L('periodN', { n: i + 1 }) }));
  const dims = AUX_DIMENSIONS.map((d) => ({ value: d, label: t(`auxDims.${d}`) }));
  const accountOptions = accounts.map((a) => ({ value: a.accountCode, label: `${a.accountCode} ${a.accountName}` }));
  return (
    <Group align="end" gap="sm">
      <Select
        label={t('accounting.aux.dimension')}
        data={dims}
        value={span.dimension}
        onChange={(v) => v && set({ dimension: v as AuxDimension })}
        allowDeselect={false}
        w={130}
        data-ht="aux-dimension"
      />
      {children}
      <Select
        label={t('accounting.aux.account')}
        placeholder={t('accounting.aux.allAccounts')}
        data={accountOptions}
        value={span.accountCode}
        onChange={(v) => set({ accountCode: v })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('accounting.aux.allAccounts') }}
        w={240}
        data-ht="aux-account"
      />
      <NumberInput label={L('year')} value={span.year} onChange={(v) => set({ year: Number(v) || new Date().getFullYear() })} min={1900} max={2199} w={110} data-ht="ledger-year" />
      <Select label={L('from')} data={periods} value={String(span.from)} onChange={(v) => v && set({ from: Number(v) })} allowDeselect={false} w={120} data-ht="ledger-from" />
      <Select
        label={L('to')}
        data={periods.filter((p) => Number(p.value) >= span.from)}
        value={String(Math.max(span.from, span.to))}
        onChange={(v) => v && set({ to: Number(v) })}
        allowDeselect={false}
        w={120}
        data-ht="ledger-to"
      />
    </Group>
  );
}
