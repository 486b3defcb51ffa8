/**
 * Sales performance entry: the entry form of one sales performance record. Without an id it enters a new one (and
 * after saving starts the next, with a link to the list); with `?id=` it edits that record.
 */
import { Alert, Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { locale } from '../../../lib/i18n';
import { usePageQuery } from '../../../ui/use-page-query';
import { NeedsRecord, recordIdOf, V } from './common';
import { RecordForm } from './RecordForm';
import { useMeta, useRecord } from './use-record';
import { PageHeader } from '../../../ui/PageHeader';

const LIST = '/htservice/crmSalePerformance';
const KEYS = ['recordNo', 'period', 'owner', 'contractAmount', 'receivedAmount', 'lastYearAmount', 'newCustomers', 'remark'];

export function SalePerformanceEntryPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const id = recordIdOf(usePageQuery(path, 'id'));
  const meta = useMeta('salePerformance');
  const record = useRecord('salePerformance', id);
  const [entered, setEntered] = useState(0);
  const listName = meta?.[lang] ?? '';
  if (!meta || (id !== null && record === null)) return <Loader size="sm" aria-label={V('loading')} />;
  if (record === 'missing') return <NeedsRecord title={V('entryTitle')} what={meta[lang]} list={listName} listPath={LIST} missing />;
  return (
    <Stack gap="md" data-ht="sale-performance-entry">
      <PageHeader title={record ? V('entryEdit', { no: String(record.recordNo) }) : V('entryTitle')} />
      {!record && (
        <Text c="dimmed" size="sm">
          {V('entryNew')}
        </Text>
      )}
      {entered > 0 && !record && (
        <Alert color="green" role="status">
          {V('savedGoList')}
        </Alert>
      )}
      <Paper withBorder p="md" maw={860}>
        <RecordForm key={`${id ?? 'new'}-${entered}`} meta={meta} lang={lang} keys={KEYS} record={record} onSaved={() => setEntered((n) => n + 1)} />
      </Paper>
      <Anchor component={Link} href={LIST}>
        {V('toList', { list: listName })}
      </Anchor>
    </Stack>
  );
}
