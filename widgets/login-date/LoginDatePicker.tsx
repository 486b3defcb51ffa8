/**
 * The login-date picker (SPEC.md "Layout"): YYYY-MM-DD, picked from a calendar, never typed into or
 * cleared; shows the accounting period of the date beside it.
 */
import { Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { AccountingPeriod } from '../../server/contracts/org';
import { fillText } from '../../src/lib/fill-text';
import { changeLoginDate } from './store';
import { textsOf } from './texts';
import type { LoginDateOptions } from './index';

export function LoginDatePicker({ options }: { options: LoginDateOptions }) {
  const texts = textsOf(options.locale);
  const [date, setDate] = useState(options.initialDate);
  const [period, setPeriod] = useState<AccountingPeriod | null>(options.initialPeriod ?? null);
  const pick = async (value: string | null) => {
    if (!value) return; // cannot be cleared
    const next = value.slice(0, 10);
    setDate(next);
    setPeriod(await changeLoginDate(options, next));
  };
  return (
    <Group gap={4} wrap="nowrap" data-ht="login-date-widget">
      <DatePickerInput
        size="xs"
        variant={options.variant ?? 'unstyled'}
        aria-label={`${texts.label} ${date}`}
        valueFormat="YYYY-MM-DD"
        value={date}
        clearable={false}
        onChange={(value) => void pick(value ? String(value) : null)}
        data-ht="login-date"
        popoverProps={{ withinPortal: true, position: 'top-start' }}
      />
      {options.showPeriod !== false && (
        <Text size="xs" c="dimmed" data-ht="login-period">
          {period ? fillText(texts.period, { year: period.year, period: period.period }) : texts.noPeriod}
        </Text>
      )}
    </Group>
  );
}
