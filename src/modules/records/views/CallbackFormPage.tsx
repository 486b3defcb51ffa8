/**
 * The callback form of one callback work order (`?id=` from the callback work-order list):
 * the order it belongs to, read-only, and what the callback found (date, contact, what was discussed,
 * the customer's opinion, satisfaction, the order's status), saved to that work order.
 */
import { Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { locale } from '../../../lib/i18n';
import { usePageQuery } from '../../../ui/use-page-query';
import { NeedsRecord, recordIdOf, V } from './common';
import { RecordForm } from './RecordForm';
import { useMeta, useRecord } from './use-record';
import { PageHeader } from '../../../ui/PageHeader';

const LIST = '/htservice/crmCallbackorder';
const KEYS = ['orderNo', 'customerName', 'subject', 'assignee', 'acceptDate', 'contact', 'phone', 'description', 'solution', 'satisfaction', 'status'];
const READ_ONLY = ['orderNo', 'customerName', 'subject', 'assignee'];

export function CallbackFormPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const id = recordIdOf(usePageQuery(path, 'id'));
  const meta = useMeta('workOrder');
  const record = useRecord('workOrder', id);
  const labels = useMemo(() => ({ acceptDate: V('callbackDate'), description: V('callbackContent'), solution: V('customerOpinion') }), [lang]); // eslint-disable-line react-hooks/exhaustive-deps
  const listName = meta ? (meta.fields.find((f) => f.key === 'orderType')?.options?.find((o) => o.value === 'callback')?.[lang] ?? meta[lang]) : '';
  if (id === null) return <NeedsRecord title={V('callbackTitle')} what={listName} list={listName} listPath={LIST} />;
  if (!meta || record === null) return <Loader size="sm" aria-label={V('loading')} />;
  if (record === 'missing' || record.orderType !== 'callback') return <NeedsRecord title={V('callbackTitle')} what={listName} list={listName} listPath={LIST} missing />;
  return (
    <Stack gap="md" data-ht="callback-form">
      <PageHeader title={V('callbackTitle')} />
      <Text size="sm">{V('callbackOf', { no: String(record.orderNo), customer: String(record.customerName) })}</Text>
      <Text c="dimmed" size="sm">
        {V('callbackHint')}
      </Text>
      <Paper withBorder p="md" maw={860}>
        <RecordForm meta={meta} lang={lang} keys={KEYS} readOnly={READ_ONLY} labels={labels} record={record} onSaved={() => undefined} />
      </Paper>
      <Anchor component={Link} href={LIST}>
        {V('back')}
      </Anchor>
    </Stack>
  );
}
