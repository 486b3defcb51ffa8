/**
 * The general ledger: the trial balance of a period (opening, period and year-to-date movements, closing) with the
 * three checks accountants read first, and the trial-calculation task that gives the same as a workbook.
 * The period defaults to the session's login period; sub-accounts are indented under their parent.
 */
import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { LedgerReply, TrialBalance, TrialRow } from '../../../server/contracts/ledger';
import { locale, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { loginPeriod, permissions, roles } from '../../state/session.model';
import { startRun, TASK_KIND_PERMISSION, taskActions, tasks } from '../../state/tasks.model';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { hasPermi } from '../../ui/permissions';
import { TaskList } from '../../ui/TaskCard';
import { useEndpoint } from '../../ui/use-endpoint';
import { sideText } from './ledger-line-columns';

const KIND = 'trial-calculation';
const L = textsUnder('accounting.ledger');

function ledgerColumns(): Column<TrialRow>[] {
  const money = (key: keyof TrialRow, label: string): Column<TrialRow> => ({ key, label, prop: key, width: 130, align: 'right', render: (r) => formatFen(r[key] as number) });
  return [
    // The account's code stays in view while the figures scroll past it: eleven columns are wider than a 1440 px
    // screen. The code alone, so a phone keeps room for the figures beside it.
    { key: 'accountCode', label: L('accountCode'), prop: 'accountCode', width: 110, fixed: 'left', render: (r) => <span style={{ paddingLeft: (r.level - 1) * 16 }}>{r.accountCode}</span> },
    { key: 'accountName', label: L('accountName'), prop: 'accountName', width: 170 },
    { key: 'openingSide', label: L('openingSide'), prop: 'openingSide', width: 96, align: 'center', render: (r) => sideText(r.openingSide) },
    money('opening', L('opening')),
    money('periodDebit', L('periodDebit')),
    money('periodCredit', L('periodCredit')),
    money('yearDebit', L('yearDebit')),
    money('yearCredit', L('yearCredit')),
    { key: 'closingSide', label: L('closingSide'), prop: 'closingSide', width: 96, align: 'center', render: (r) => sideText(r.closingSide) },
    money('closing', L('closing')),
  ];
}

function Totals({ balance }: { balance: TrialBalance }) {
  const s = balance.totals;
  const pair = (label: string, debit: number, credit: number) => (
    <Text size="sm" data-ht="ledger-total">
      {label}: {L('sideD')} {formatFen(debit)} / {L('sideC')} {formatFen(credit)}
    </Text>
  );
  return (
    <Paper withBorder p="xs">
      {/* Wrapped on a narrow screen, the sums stay one block (the gap between columns is not the rows'). */}
      <Group gap="lg" style={{ rowGap: 4 }}>
        <Badge color={balance.balanced ? 'green' : 'red'} data-ht="ledger-balanced">
          {balance.balanced ? L('balanced') : L('unbalanced')}
        </Badge>
        {pair(L('opening'), s.openingDebit, s.openingCredit)}
        {pair(L('periodTotal'), s.periodDebit, s.periodCredit)}
        {pair(L('closing'), s.closingDebit, s.closingCredit)}
      </Group>
    </Paper>
  );
}

export function GeneralLedgerPage() {
  useSignals();
  const lang = locale.value;
  const columns = useMemo(() => ledgerColumns(), [lang]);
  const today = new Date();
  const [year, setYear] = useState(loginPeriod.value?.year ?? today.getFullYear());
  const [period, setPeriod] = useState(loginPeriod.value?.period ?? today.getMonth() + 1);
  const [auditedOnly, setAuditedOnly] = useState(false);
  // The balance shown stays while another period loads; a voucher written refetches it (COMPUTED_FROM).
  const answer = useEndpoint('/htservice/accounting/ledger/general', { year, period, auditedOnly: auditedOnly ? '1' : '0' }, (reply: LedgerReply) => reply.data, { keepShown: true });
  const balance: TrialBalance | null = answer.isError ? null : (answer.data ?? null);

  const mayRun = roles.value.includes('admin') || hasPermi(permissions.value, [TASK_KIND_PERMISSION[KIND]]);
  const periods = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: L('periodN', { n: i + 1 }) }));
  return (
    <Stack gap="sm">
      <PageHeader
        title={L('title')}
        actions={
          mayRun && (
            <Button variant="light" onClick={() => void startRun(KIND, { year, period, auditedOnly })} data-ht="ledger-trial">
              {L('runTrial')}
            </Button>
          )
        }
      >
        <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 3)} actions={taskActions} />
      </PageHeader>
      <Group align="end" gap="sm">
        <NumberInput label={L('year')} value={year} onChange={(v) => setYear(Number(v) || today.getFullYear())} min={1900} max={2199} w={110} data-ht="ledger-year" />
        <Select label={L('period')} data={periods} value={String(period)} onChange={(v) => v && setPeriod(Number(v))} allowDeselect={false} w={120} data-ht="ledger-period" />
        <Switch label={L('auditedOnly')} checked={auditedOnly} onChange={(e) => setAuditedOnly(e.currentTarget.checked)} data-ht="ledger-audited" />
      </Group>
      {balance && <Totals balance={balance} />}
      <DataTable tableId="accounting-general-ledger" label={L('title')} columns={columns} rows={balance?.rows ?? []} rowKey="accountCode" loading={answer.isFetching} maxHeight="calc(100vh - 330px)" />
    </Stack>
  );
}
