/**
 * The auxiliary detail ledger: one item of a dimension (a department, customer, supplier, project or employee) over a span of
 * periods, its booked lines with the running balance between the balance brought forward and the totals;
 * a voucher number opens the voucher. Opened from the balance table with the row's item, account and span.
 */
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import type { AuxDetail, AuxDetailLine, AuxOptions } from '../../../server/contracts/aux-accounting';
import { locale, t, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { indentedOption } from '../../ui/indented-option';
import type { TreeOption } from '../../ui/tree-options';
import { useDeptOptions } from '../../ui/use-dept-options';
import { useEndpoint } from '../../ui/use-endpoint';
import { usePageQuery } from '../../ui/use-page-query';
import { isAuxDimension } from '../../../shared/aux-dimensions';
import { AuxSpanFilters, spanQuery, useAuxSpan } from './AuxSpanFilters';
import { ledgerLineColumns, sideText } from './ledger-line-columns';
import { useAuxOptions } from './use-aux-options';

const L = textsUnder('accounting.ledger');

/** The dimension's items to pick from: the department tree, or the organisation's enabled items. */
function useItemOptions(dimension: string): TreeOption[] {
  const depts = useDeptOptions(dimension === 'dept');
  const aux = useAuxOptions(dimension !== 'dept');
  return useMemo(
    () => (dimension === 'dept' ? depts : (aux?.items[dimension as keyof AuxOptions['items']] ?? []).map((o) => ({ value: String(o.value), label: `${o.code} ${o.label}`, depth: 0 }))),
    [dimension, depts, aux],
  );
}

export function AuxDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const columns = useMemo(() => ledgerLineColumns<AuxDetailLine>({ accountName: true }), [lang]);
  const asked = {
    dimension: usePageQuery(path, 'dimension'),
    itemId: usePageQuery(path, 'itemId'),
    accountCode: usePageQuery(path, 'accountCode'),
    year: usePageQuery(path, 'year'),
    from: usePageQuery(path, 'from'),
    to: usePageQuery(path, 'to'),
  };
  const [span, setSpan] = useAuxSpan();
  const [itemId, setItemId] = useState<string | null>(null);
  // A link from the balance table names the item, account and span: taken over whenever it changes.
  useEffect(() => {
    if (!asked.itemId || !asked.dimension || !isAuxDimension(asked.dimension)) return;
    setSpan((s) => ({
      ...s,
      dimension: asked.dimension as typeof s.dimension,
      accountCode: asked.accountCode,
      year: Number(asked.year) || s.year,
      from: Number(asked.from) || s.from,
      to: Number(asked.to) || s.to,
    }));
    setItemId(asked.itemId);
  }, [asked.dimension, asked.itemId, asked.accountCode, asked.year, asked.from, asked.to, setSpan]);
  const items = useItemOptions(span.dimension);
  // The ledger shown stays while another span loads.
  const answer = useEndpoint('/htservice/accounting/ledger/auxDetail', { ...spanQuery(span), itemId: itemId ?? '' }, (reply: { data: AuxDetail }) => reply.data, {
    enabled: Boolean(itemId),
    keepShown: true,
  });
  const ledger = !itemId || answer.isError ? null : (answer.data ?? null);
  const loading = answer.isFetching;
  const changeSpan = (next: typeof span) => {
    if (next.dimension !== span.dimension) setItemId(null);
    setSpan(next);
  };
  return (
    <Stack gap="sm">
      <PageHeader title={t('accounting.aux.detailTitle')} />
      <AuxSpanFilters span={span} onChange={changeSpan}>
        <Select label={t('accounting.aux.item')} data={items} renderOption={indentedOption} value={itemId} onChange={setItemId} searchable allowDeselect={false} w={220} data-ht="aux-item" />
      </AuxSpanFilters>
      {ledger && (
        <Paper withBorder p="xs">
          <Group gap="lg">
            <Text size="sm" data-ht="ledger-carried">
              {L('broughtForward')}: {sideText(ledger.openingSide)} {formatFen(ledger.opening)}
            </Text>
            <Text size="sm" data-ht="ledger-total">
              {L('periodTotal')}: {L('sideD')} {formatFen(ledger.debitTotal)} / {L('sideC')} {formatFen(ledger.creditTotal)}
            </Text>
            <Text size="sm" data-ht="ledger-carried">
              {L('closing')}: {sideText(ledger.closingSide)} {formatFen(ledger.closing)}
            </Text>
          </Group>
        </Paper>
      )}
      <DataTable
        tableId="accounting-aux-detail"
        label={t('accounting.aux.detailTitle')}
        columns={columns}
        rows={ledger?.lines ?? []}
        rowKey={(r, i) => `${r.voucherId}-${i}`}
        loading={loading}
        maxHeight="calc(100vh - 330px)"
        empty={itemId ? undefined : <EmptyState filtered={false} text={t('accounting.aux.chooseItem')} />}
      />
    </Stack>
  );
}
