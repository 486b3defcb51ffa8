/** A Mantine Select over dictionary rows (label shown in the UI language for built-in rows, value kept); every other Select prop passes through. */
import { Select, type SelectProps } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../lib/i18n';
import type { DictData } from './dict-cache';
import { dictLabel } from './builtin-labels';

export type DictSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: readonly DictData[];
  value: string | null;
  onChange(value: string | null): void;
};

export function DictSelect({ options, value, onChange, placeholder, ...rest }: DictSelectProps) {
  useSignals();
  return (
    <Select
      clearable
      // Mantine's clear button has no name of its own.
      clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
      placeholder={placeholder ?? t('ui.dict.placeholder')}
      {...rest}
      data={options.map((o) => ({ value: o.dictValue, label: dictLabel(o) }))}
      value={value}
      onChange={(next) => onChange(next)}
      data-ht="dict-select"
    />
  );
}
