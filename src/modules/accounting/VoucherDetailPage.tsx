/**
 * The change-voucher detail (SPEC.md: accountChangeVoucher, /htservice/accountChangeVoucher?voucherId=…):
 * the voucher's head, its lines with totals and the amount in words (Chinese capitals, or English words
 * in English), and the log of its status
 * changes (who made, sent, withdrew, audited, revoked, signed as cashier, posted it and when). Print opens
 * the print preview; the steps after audit (sign, unsign, post, unpost, red reversal) are offered as on the
 * audit page, and a red reversal and its original link to each other.
 */
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { locale, t, textsUnder, type KeysUnder } from '../../lib/i18n';
import { amountInWords, formatFen } from '../../lib/money';
import type { VoucherDetail } from '../../../server/contracts/voucher';
import { label } from '../../ui/choice-options';
import { usePageQuery } from '../../ui/use-page-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import { voucherStatusOptions } from './voucher-resource';
import { PrintButton } from './VoucherPrint';
import { DetailLink, StatusButton } from './VoucherActions';
import { ReverseButton } from './VoucherReverse';
import { ClosedPeriodNotice } from './ClosedPeriodNotice';
import { useAuxOptions } from './use-aux-options';
import { auxSummary } from './voucher-lines';
import { PageHeader } from '../../ui/PageHeader';

const L = textsUnder('accounting.voucher');
const read = (url: string, signal: AbortSignal) => api.get<{ data: VoucherDetail }>(url, undefined, { signal }).then((r) => r.data);
/** A status change or a reversal made here writes to /htservice/voucher: the server-state layer reads the voucher again by itself. */
const REREAD_BY_WRITE = () => undefined;

function Field({ name, children }: { name: KeysUnder<'accounting.voucher'>; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {L(name)}
      </Text>
      <Text data-field={name}>{children || '—'}</Text>
    </div>
  );
}

export function VoucherDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const voucherId = usePageQuery(path, 'voucherId');
  const [voucher] = useRecordQuery(idEndpoint('/htservice/voucher', voucherId) ?? null, read);
  const auxOptions = useAuxOptions();
  const cashflowName = (code: string) => auxOptions?.cashflow.find((c) => c.code === code)?.name ?? code;
  if (voucher === undefined) return null;
  const back = (
    <Anchor component={Link} href="/accounting/voucher/entry">
      {L('entryTitle')}
    </Anchor>
  );
  if (voucher === null)
    return (
      <PageHeader title={L('detailTitle')}>
        <Alert color="red" title={L('notFound')}>
          {back}
        </Alert>
      </PageHeader>
    );
  const status = label(voucherStatusOptions());
  return (
    <Stack maw={1000} data-ht="voucher-detail" data-voucher-id={voucher.voucherId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {L('detailTitle')} · <span data-user-text>{voucher.voucherNumber}</span>
        </Title>
        <Group>
          {!voucher.periodClosed && (['sign', 'unsign', 'post', 'unpost'] as const).map((action) => <StatusButton key={action} row={voucher} action={action} reload={REREAD_BY_WRITE} />)}
          <ReverseButton row={voucher} reload={REREAD_BY_WRITE} />
          <PrintButton row={voucher} />
          {back}
        </Group>
      </Group>
      {voucher.periodClosed && <ClosedPeriodNotice period={voucher.period} />}
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field name="voucherNumber">{voucher.voucherNumber}</Field>
          <Field name="voucherDate">{voucher.voucherDate}</Field>
          <Field name="period">{voucher.period}</Field>
          <Field name="attachments">{voucher.attachments}</Field>
          <Field name="status">{status(voucher.status)}</Field>
          <Field name="makerName">{voucher.makerName}</Field>
          <Field name="auditorName">{voucher.auditorName}</Field>
          <Field name="cashierName">{voucher.cashierName}</Field>
          <Field name="posterName">{voucher.posterName}</Field>
          {voucher.reversalOfVoucher && (
            <Field name="reversalOf">
              <DetailLink row={voucher.reversalOfVoucher} />
            </Field>
          )}
          {voucher.reversedBy && (
            <Field name="reversedBy">
              <DetailLink row={voucher.reversedBy} />
            </Field>
          )}
          <Field name="remark">{voucher.remark}</Field>
        </SimpleGrid>
      </Paper>
      <Table withTableBorder aria-label={L('lines')} data-ht="voucher-detail-lines">
        <Table.Thead>
          <Table.Tr>
            {(['lineNo', 'summary', 'account', 'dept', 'debit', 'credit'] as const).map((k) => (
              <Table.Th key={k}>{L(k)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.lines.map((l) => (
            <Table.Tr key={l.lineNo}>
              <Table.Td>{l.lineNo}</Table.Td>
              <Table.Td>{l.summary}</Table.Td>
              <Table.Td>
                {`${l.accountCode} ${l.accountName}`}
                <Text size="xs" c="dimmed" data-ht="voucher-line-aux">
                  {auxSummary(l, (k) => t(`auxDims.${k}`), cashflowName)}
                </Text>
              </Table.Td>
              <Table.Td>{l.deptName}</Table.Td>
              <Table.Td ta="right" className="ht-amount">
                {l.debit ? formatFen(l.debit) : ''}
              </Table.Td>
              <Table.Td ta="right" className="ht-amount">
                {l.credit ? formatFen(l.credit) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} data-ht="voucher-in-words">{`${L('total')}：${amountInWords(voucher.debitTotal, locale.value)}`}</Table.Th>
            <Table.Th ta="right" className="ht-amount">
              {formatFen(voucher.debitTotal)}
            </Table.Th>
            <Table.Th ta="right" className="ht-amount">
              {formatFen(voucher.creditTotal)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Paper withBorder p="lg">
        <Title order={2} size="h5" mb="sm">
          {L('logs')}
        </Title>
        <Table aria-label={L('logs')} data-ht="voucher-logs">
          <Table.Thead>
            <Table.Tr>
              {(['logAction', 'logStatus', 'logUser', 'logAt'] as const).map((k) => (
                <Table.Th key={k}>{L(k)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {voucher.logs.map((log, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log has no id of its own; it only grows at the end (ordered by time) and its rows hold no state
              <Table.Tr key={i}>
                <Table.Td>{L(`action_${log.action}`)}</Table.Td>
                <Table.Td>{log.fromStatus === null || log.fromStatus === log.toStatus ? status(log.toStatus) : `${status(log.fromStatus)} → ${status(log.toStatus)}`}</Table.Td>
                <Table.Td>{log.userName}</Table.Td>
                <Table.Td>{formatDateTime(log.at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
