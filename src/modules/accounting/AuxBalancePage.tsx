/**
 * The auxiliary balance table: per item of a dimension and account over a span of periods, the balance brought forward, the
 * span's debit and credit and the closing balance, from booked vouchers. An item opens its detail ledger.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { AuxBalance, AuxBalanceRow } from '../../../server/contracts/aux-accounting';
import { locale, t, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { useEndpoint } from '../../ui/use-endpoint';
import { AuxSpanFilters, spanQuery, useAuxSpan, type AuxSpan } from './AuxSpanFilters';
import { sideText } from './ledger-line-columns';

const AUX_DETAIL_PATH = '/accounting/ledger/auxDetail';
const L = textsUnder('accounting.ledger');

function balanceColumns(span: AuxSpan): Column<AuxBalanceRow>[] {
  const money = (key: 'opening' | 'periodDebit' | 'periodCredit' | 'closing', label: string): Column<AuxBalanceRow> => ({
    key,
    label,
    prop: key,
    width: 120,
    align: 'right',
    render: (r) => formatFen(r[key]),
  });
  const detailHref = (r: AuxBalanceRow) => `${AUX_DETAIL_PATH}?${new URLSearchParams({ ...spanQuery(span), itemId: String(r.itemId), accountCode: r.accountCode })}`;
  // Widths that fit a 1440 px screen in Chinese, so the closing balance is not scrolled out of sight.
  return [
    { key: 'itemCode', label: t('accounting.aux.itemCode'), prop: 'itemCode', width: 96 },
    {
      key: 'itemName',
      label: t('accounting.aux.itemName'),
      prop: 'itemName',
      width: 120,
      render: (r) => (
        <Anchor component={Link} size="sm" href={detailHref(r)} aria-label={t('accounting.aux.openDetail', { name: r.itemName })} data-ht="aux-detail-link">
          {r.itemName}
        </Anchor>
      ),
    },
    { key: 'accountCode', label: L('accountCode'), prop: 'accountCode', width: 96 },
    { key: 'accountName', label: L('accountName'), prop: 'accountName', width: 180 },
    { key: 'openingSide', label: L('openingSide'), prop: 'openingSide', width: 80, align: 'center', render: (r) => sideText(r.openingSide) },
    money('opening', L('opening')),
    money('periodDebit', L('periodDebit')),
    money('periodCredit', L('periodCredit')),
    { key: 'closingSide', label: L('closingSide'), prop: 'closingSide', width: 80, align: 'center', render: (r) => sideText(r.closingSide) },
    money('closing', L('closing')),
  ];
}

export function AuxBalancePage() {
  useSignals();
  const lang = locale.value;
  const [span, setSpan] = useAuxSpan();
  const columns = useMemo(() => balanceColumns(span), [lang, span]);
  // The table shown stays while another span loads; a voucher written refetches it (COMPUTED_FROM).
  const answer = useEndpoint('/htservice/accounting/ledger/auxBalance', spanQuery(span), (reply: { data: AuxBalance }) => reply.data, { keepShown: true });
  const table = answer.isError ? null : (answer.data ?? null);
  return (
    <Stack gap="sm">
      <PageHeader title={t('accounting.aux.balanceTitle')}>
        <Text size="sm" c="dimmed">
          {t('accounting.aux.bookedOnly')}
        </Text>
      </PageHeader>
      <AuxSpanFilters span={span} onChange={setSpan} />
      {table && (
        <Text size="sm" data-ht="ledger-total">
          {L('periodTotal')}: {L('sideD')} {formatFen(table.debitTotal)} / {L('sideC')} {formatFen(table.creditTotal)}
        </Text>
      )}
      <DataTable
        tableId="accounting-aux-balance"
        label={t('accounting.aux.balanceTitle')}
        columns={columns}
        rows={table?.rows ?? []}
        rowKey={(r) => `${r.itemId}-${r.accountCode}`}
        loading={answer.isFetching}
        maxHeight="calc(100vh - 330px)"
      />
    </Stack>
  );
}
