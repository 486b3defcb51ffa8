/**
 * The detail ledger: one account (with its sub-accounts) over a span of periods, line by line with the running
 * balance, between the balance brought forward and the totals; a voucher number opens the voucher. The
 * span defaults to the login period; the export gives the same lines as a workbook.
 */
import { Button, Group, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { DetailLedger, DetailLedgerReply, DetailLine } from '../../../server/contracts/ledger';
import { download } from '../../lib/api';
import { locale, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { loginPeriod, permissions, roles } from '../../state/session.model';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { hasPermi } from '../../ui/permissions';
import { useEndpoint } from '../../ui/use-endpoint';
import { useAccounts } from './use-accounts';
import { ledgerLineColumns, sideText } from './ledger-line-columns';

const L = textsUnder('accounting.ledger');
const dataOf = <T,>(reply: { data: T }) => reply.data;

function Carried({ label, sideOf, amount, extra }: { label: string; sideOf: DetailLine['side']; amount: number; extra?: string }) {
  return (
    <Text size="sm" data-ht="ledger-carried">
      {label}: {sideText(sideOf)} {formatFen(amount)}
      {extra ? ` · ${extra}` : ''}
    </Text>
  );
}

export function DetailLedgerPage() {
  useSignals();
  const lang = locale.value;
  const columns = useMemo(() => ledgerLineColumns<DetailLine>(), [lang]);
  const today = new Date();
  const accounts = useAccounts();
  const [chosenCode, setAccountCode] = useState<string | null>(null);
  // The first account until one is chosen.
  const accountCode = chosenCode ?? accounts[0]?.accountCode ?? null;
  const [year, setYear] = useState(loginPeriod.value?.year ?? today.getFullYear());
  const [from, setFrom] = useState(loginPeriod.value?.period ?? today.getMonth() + 1);
  const [to, setTo] = useState(from);
  const [auditedOnly, setAuditedOnly] = useState(false);

  const query = { accountCode: accountCode ?? '', year, from, to: Math.max(from, to), auditedOnly: auditedOnly ? '1' : '0' };
  // The ledger shown stays while another span loads.
  const answer = useEndpoint('/htservice/accounting/ledger/detail', query, dataOf<DetailLedgerReply['data']>, { enabled: Boolean(accountCode), keepShown: true });
  const ledger: DetailLedger | null = answer.isError ? null : (answer.data ?? null);
  const loading = answer.isFetching;

  const mayExport = roles.value.includes('admin') || hasPermi(permissions.value, ['accounting:ledger:export']);
  const periods = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: L('periodN', { n: i + 1 }) }));
  const accountOptions = accounts.map((a) => ({ value: a.accountCode, label: `${a.accountCode} ${a.accountName}` }));
  const exportIt = () => void download('/htservice/accounting/ledger/detail/export', query, `${L('detailTitle')}_${query.accountCode}_${year}.xlsx`);
  return (
    <Stack gap="sm">
      <PageHeader
        title={L('detailTitle')}
        actions={
          mayExport && (
            <Button variant="light" onClick={exportIt} disabled={!ledger} data-ht="ledger-export">
              {L('export')}
            </Button>
          )
        }
      />
      <Group align="end" gap="sm">
        <Select label={L('account')} data={accountOptions} value={accountCode} onChange={setAccountCode} searchable allowDeselect={false} w={260} data-ht="ledger-account" />
        <NumberInput label={L('year')} value={year} onChange={(v) => setYear(Number(v) || today.getFullYear())} min={1900} max={2199} w={110} data-ht="ledger-year" />
        <Select label={L('from')} data={periods} value={String(from)} onChange={(v) => v && setFrom(Number(v))} allowDeselect={false} w={120} data-ht="ledger-from" />
        <Select
          label={L('to')}
          data={periods.filter((p) => Number(p.value) >= from)}
          value={String(Math.max(from, to))}
          onChange={(v) => v && setTo(Number(v))}
          allowDeselect={false}
          w={120}
          data-ht="ledger-to"
        />
        <Switch label={L('auditedOnly')} checked={auditedOnly} onChange={(e) => setAuditedOnly(e.currentTarget.checked)} data-ht="ledger-audited" />
      </Group>
      {ledger && (
        <Paper withBorder p="xs">
          <Group gap="lg">
            <Carried label={L('broughtForward')} sideOf={ledger.openingSide} amount={ledger.opening} />
            <Text size="sm" data-ht="ledger-total">
              {L('periodTotal')}: {L('sideD')} {formatFen(ledger.debitTotal)} / {L('sideC')} {formatFen(ledger.creditTotal)}
            </Text>
            <Carried label={L('closing')} sideOf={ledger.closingSide} amount={ledger.closing} />
          </Group>
        </Paper>
      )}
      <DataTable
        tableId="accounting-detail-ledger"
        label={L('detailTitle')}
        columns={columns}
        rows={ledger?.lines ?? []}
        rowKey={(r, i) => `${r.voucherId}-${i}`}
        loading={loading}
        maxHeight="calc(100vh - 330px)"
      />
    </Stack>
  );
}
