/**
 * An organisation's accounting periods by year: pick the year, edit the 12 periods' dates and their
 * closed state, save them as a whole (saveSysOrgPeriod: the server checks they are contiguous and
 * cover the year, and names the offending field, shown at that input). A year without periods can be
 * filled with the calendar months and then saved. Unsaved changes mark the tab as editing.
 */
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { api, fieldNamedBy } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { markEditing } from '../../ui/crud/edit-flag';
import { DateField } from '../../ui/DateField';
import { useHasPermi } from '../../ui/Permission';
import { useEndpoint } from '../../ui/use-endpoint';
import type { AccountingPeriod, PeriodInput } from '../../../server/contracts/org';
import { badDates, calendarMonths, pickerYears } from './periods';

const L = textsUnder('system.orgDetail');
const NO_PERIODS: PeriodInput[] = [];
const toInput = (p: AccountingPeriod): PeriodInput => ({ period: p.period, startDate: p.startDate, endDate: p.endDate, status: p.status });

export function PeriodEditor({ orgId, initialYear }: { orgId: number; initialYear: number }) {
  useSignals();
  const canSave = useHasPermi(['system:org:edit', 'initplat:org:init']);
  const [year, setYear] = useState(initialYear);
  // A save here is a write to /htservice/org: the layer reads the year's periods again, as the server keeps them.
  const answer = useEndpoint('/htservice/org/selectPeriodByOrgAndYear', { orgId, year }, (r: { data: AccountingPeriod[] }) => r.data.map(toInput));
  const saved = answer.isError ? NO_PERIODS : (answer.data ?? null);
  const [rows, setRows] = useState<PeriodInput[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = saved !== null && JSON.stringify(rows) !== JSON.stringify(saved);
  useEffect(() => markEditing(dirty), [dirty]);
  useEffect(() => () => markEditing(false), []);

  const show = useCallback((periods: PeriodInput[]) => {
    setRows(periods);
    setErrors({});
  }, []);
  // The table edits its own copy, seeded from each answer read (another year, a save's); an answer the
  // same as before keeps its identity (the layer's structural sharing), so what is being typed stays.
  useEffect(() => {
    if (saved) show(saved);
  }, [saved, show]);

  const change = (index: number, patch: Partial<PeriodInput>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = async () => {
    const bad = badDates(rows);
    setErrors(Object.fromEntries(bad.map((field) => [field, L('badDate')])));
    if (bad.length) return;
    try {
      await api.post('/htservice/org/saveSysOrgPeriod', { orgId, year, periods: rows });
      notifications.show({ color: 'green', message: L('saved') });
    } catch (error) {
      const field = fieldNamedBy(error);
      if (field) setErrors({ [field]: error instanceof Error ? error.message : '' });
    }
  };
  const fresh = saved !== null && saved.length === 0;

  return (
    <Stack gap="xs" data-ht="org-periods">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {L('periods')}
        </Title>
        <NativeSelect label={L('year')} value={String(year)} onChange={(e) => setYear(Number(e.currentTarget.value))} data={pickerYears(initialYear).map(String)} w={120} data-ht="period-year" />
      </Group>
      {fresh && rows.length === 0 && (
        <Alert color="yellow">
          <Group justify="space-between">
            <Text size="sm">{L('noPeriods', { year })}</Text>
            {canSave && (
              <Button size="xs" onClick={() => setRows(calendarMonths(year))} data-ht="period-create">
                {L('create', { year })}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {fresh && rows.length > 0 && (
        <Text size="sm" c="dimmed">
          {L('createHint')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table withTableBorder striped data-ht="period-table" aria-label={L('periods')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L('period')}</Table.Th>
              <Table.Th>{L('startDate')}</Table.Th>
              <Table.Th>{L('endDate')}</Table.Th>
              <Table.Th>{L('closed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.period} data-ht="period-row" data-period={row.period} data-status={row.status}>
                <Table.Td>{row.period}</Table.Td>
                {(['startDate', 'endDate'] as const).map((key) => (
                  <Table.Td key={key}>
                    <DateField
                      size="xs"
                      name={`periods.${i}.${key}`}
                      aria-label={L(key === 'startDate' ? 'startOf' : 'endOf', { n: row.period })}
                      value={row[key]}
                      readOnly={!canSave}
                      error={errors[`periods.${i}.${key}`]}
                      onChange={(value) => change(i, { [key]: value })}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Checkbox
                    aria-label={L('closedOf', { n: row.period })}
                    label={row.status === '1' ? L('closed') : L('open')}
                    checked={row.status === '1'}
                    disabled={!canSave}
                    error={errors[`periods.${i}.status`]}
                    aria-invalid={Boolean(errors[`periods.${i}.status`]) || undefined}
                    onChange={(e) => change(i, { status: e.currentTarget.checked ? '1' : '0' })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {errors.periods && <Alert color="red">{errors.periods}</Alert>}
      {canSave && rows.length > 0 && (
        <Group>
          <Button onClick={() => void save()} disabled={!dirty} data-ht="period-save">
            {L('save')}
          </Button>
          <Button variant="default" onClick={() => saved && show(saved)} disabled={!dirty}>
            {L('reload')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
