/**
 * One page for each financial statement (balance sheet, income statement, cash-flow statement): pick a year and period (the login
 * period by default), read the statement the server computes from the books in the UI language, see its
 * checks (assets = liabilities + equity; net cash increase = change of cash and bank), and download it as
 * PDF or Excel. The rows come as the server orders and names them: sections, items indented, sums bold.
 */
import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import type { Statement, StatementCheck, StatementKey, StatementReply, StatementRow } from '../../../server/contracts/statement';
import { api, download } from '../../lib/api';
import { locale, textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { loginPeriod } from '../../state/session.model';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { useHasPermi } from '../../ui/Permission';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import type { AccountingPageProps } from './index';

const L = textsUnder('accounting.statement');
const EXPORT_PERMISSION = 'accounting:statement:export';

function statementColumns(statement: Statement | null): Column<StatementRow>[] {
  const emphasis = (r: StatementRow) => (r.kind === 'line' ? undefined : 600);
  return [
    {
      key: 'name',
      label: L('item'),
      prop: 'name',
      // A minimum (wider screens stretch it): 320 put the English last column past a 1024 px screen's edge.
      width: 280,
      render: (r) => (
        <Text size="sm" fw={emphasis(r)} pl={r.kind === 'line' ? 'md' : 0}>
          {r.name}
        </Text>
      ),
    },
    { key: 'no', label: L('lineNo'), prop: 'no', width: 70, align: 'center' },
    ...(statement?.columns ?? []).map(
      (label, i): Column<StatementRow> => ({
        key: `amount${i}`,
        label,
        width: 160,
        align: 'right',
        render: (r) =>
          r.amounts[i] === null ? (
            ''
          ) : (
            <Text size="sm" fw={emphasis(r)} className="ht-amount">
              {formatFen(r.amounts[i])}
            </Text>
          ),
      }),
    ),
  ];
}

function Checks({ checks }: { checks: StatementCheck[] }) {
  return (
    <Paper withBorder p="xs" role="group" aria-label={L('checks')}>
      <Stack gap={4}>
        {checks.map((c) => (
          // Wrapped on a phone, a check's parts stay together (row gap apart from the gap between them).
          <Group key={c.label} gap="sm" style={{ rowGap: 2 }} data-ht="statement-check" data-ok={c.ok}>
            <Badge color={c.ok ? 'green' : 'red'}>{c.ok ? L('agrees') : L('differs', { diff: formatFen(c.left.amount - c.right.amount) })}</Badge>
            <Text size="sm">{c.label}</Text>
            <Text size="sm" c="dimmed" className="ht-amount">
              {c.left.label} {formatFen(c.left.amount)} · {c.right.label} {formatFen(c.right.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export function StatementPage({ statementKey }: { statementKey: StatementKey }) {
  useSignals();
  const lang = locale.value;
  const today = new Date();
  const [year, setYear] = useState(loginPeriod.value?.year ?? today.getFullYear());
  const [period, setPeriod] = useState(loginPeriod.value?.period ?? today.getMonth() + 1);
  const base = `/htservice/accounting/statement/${statementKey}`;
  // Keyed by the language too: the server names the lines in the caller's language.
  const query = useServerQuery({
    queryKey: endpointKey(base, { year, period, lang }),
    queryFn: ({ signal }) => api.get<StatementReply>(base, { year, period }, { signal }).then((reply) => reply.data),
  });
  const statement = query.isError ? null : (query.data ?? null);
  const loading = query.isFetching;

  const columns = useMemo(() => statementColumns(statement), [statement, lang]);
  const mayExport = useHasPermi([EXPORT_PERMISSION]);
  const periods = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: L('periodN', { n: i + 1 }) }));
  const fileName = (ext: string) => `${statement?.title ?? statementKey}_${year}-${String(period).padStart(2, '0')}.${ext}`;
  return (
    <Stack gap="sm" data-ht="statement" data-statement={statementKey}>
      <PageHeader
        title={statement?.title ?? L('loading')}
        actions={
          mayExport && (
            <>
              <Button variant="light" disabled={!statement} onClick={() => void download(`${base}/pdf`, { year, period }, fileName('pdf'))} data-ht="statement-pdf">
                {L('pdf')}
              </Button>
              <Button variant="light" color="teal" disabled={!statement} onClick={() => void download(`${base}/export`, { year, period }, fileName('xlsx'))} data-ht="statement-excel">
                {L('excel')}
              </Button>
            </>
          )
        }
      />
      <Group align="end" gap="sm">
        <NumberInput label={L('year')} value={year} onChange={(v) => setYear(Number(v) || today.getFullYear())} min={1900} max={2199} w={110} data-ht="statement-year" />
        <Select label={L('period')} data={periods} value={String(period)} onChange={(v) => v && setPeriod(Number(v))} allowDeselect={false} w={120} data-ht="statement-period" />
      </Group>
      {statement && statement.checks.length > 0 && <Checks checks={statement.checks} />}
      <DataTable
        tableId={`accounting-statement-${statementKey}`}
        label={statement?.title ?? L('loading')}
        columns={columns}
        rows={statement?.rows ?? []}
        rowKey={(_r, i) => i}
        loading={loading}
        maxHeight="calc(100vh - 330px)"
      />
    </Stack>
  );
}

/** The page of one statement, as the module descriptor hands it to the shell. */
export const statementPage = (statementKey: StatementKey) =>
  // biome-ignore lint/correctness/noComponentHookFactories: made once per statement when its chunk loads (module-pages.ts keeps one page per component key); it calls no hook
  function StatementOf(_props: AccountingPageProps) {
    return <StatementPage statementKey={statementKey} />;
  };
