/**
 * Month-end close (accounting/periodClose/index): the year's periods with who closed each, and for the chosen one the
 * checks the close runs (server/db/period-close.ts), each passed or failed with a way to fix it — the unposted
 * vouchers by number, the depreciation page, the carry-forward task (started here), the general ledger —
 * then close / reopen. The server decides again on every close; its 409 reason is shown as it answers.
 */
import { Anchor, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ClosePeriod, ClosePeriodListReply, PeriodCheck, PeriodChecksReply } from '../../../server/contracts/period-close';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { loginPeriod } from '../../state/session.model';
import { startRun, taskActions, tasks } from '../../state/tasks.model';
import { PageHeader } from '../../ui/PageHeader';
import { useHasPermi } from '../../ui/Permission';
import { TaskList } from '../../ui/TaskCard';
import { endpointKey, useInvalidateEndpoints, useServerQuery } from '../../ui/server-query';
import { useTasksFinished } from '../../ui/use-tasks-finished';

const KIND = 'period-carry-forward';
const BASE = '/htservice/periodClose';
const LIST = `${BASE}/list`;
const checksUrl = (periodId: number) => `${BASE}/${periodId}/checks`;
const NONE: ClosePeriod[] = [];
/** Where each failed check is fixed (the voucher detail is SPEC.md's accountChangeVoucher). */
const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';
const FIX_PAGE: Partial<Record<PeriodCheck['key'], string>> = {
  vouchers: '/accounting/voucher/audit',
  depreciation: '/assets/depreciation',
  trialBalance: '/accounting/ledger/general',
};
const L = textsUnder('accounting.close');
const periodName = (p: Pick<ClosePeriod, 'year' | 'period'>) => L('periodText', { year: p.year, period: p.period });

function CheckRow({ check, period, onCarry }: { check: PeriodCheck; period: ClosePeriod; onCarry: (() => void) | null }) {
  const fix = FIX_PAGE[check.key];
  return (
    <Table.Tr data-ht="close-check" data-check={check.key} data-passed={check.passed}>
      <Table.Td>{L(`check_${check.key}`)}</Table.Td>
      <Table.Td>
        <Badge color={check.passed ? 'green' : 'red'}>{check.passed ? L('passed') : L('failed')}</Badge>
      </Table.Td>
      <Table.Td>
        {!check.passed && (
          <Stack gap={4}>
            {check.vouchers.length > 0 && (
              <Group gap="xs">
                <Text size="sm">{L('unposted')}</Text>
                {check.vouchers.map((v) => (
                  <Anchor
                    key={v.voucherId}
                    component={Link}
                    href={`${VOUCHER_DETAIL_PATH}?voucherId=${v.voucherId}`}
                    size="sm"
                    aria-label={L('openVoucher', { no: v.voucherNumber })}
                    data-ht="close-voucher"
                  >
                    {v.voucherNumber}
                  </Anchor>
                ))}
              </Group>
            )}
            {check.accounts.length > 0 && (
              <Text size="sm">
                {L('left')} {check.accounts.map((a) => L('balance', { code: a.accountCode, side: L(a.balance > 0 ? 'sideD' : 'sideC'), amount: formatFen(Math.abs(a.balance)) })).join('；')}
              </Text>
            )}
            {fix && (
              <Anchor component={Link} href={fix} size="sm" data-ht="close-fix">
                {L(`fix_${check.key}`)}
              </Anchor>
            )}
            {check.key === 'carryForward' && onCarry && period.status === '0' && (
              <Button size="compact-sm" variant="light" onClick={onCarry} data-ht="close-carry-forward">
                {L('fix_carryForward')}
              </Button>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function PeriodClosePage() {
  useSignals();
  const today = new Date();
  const [year, setYear] = useState(loginPeriod.value?.year ?? today.getFullYear());
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const finished = useTasksFinished([KIND], true);
  const mayCarry = useHasPermi(['accounting:period:carryForward']);
  const mayClose = useHasPermi(['accounting:period:close']);
  const mayReopen = useHasPermi(['accounting:period:reopen']);

  // A close or reopen here is a write to /htservice/periodClose: the server-state layer reads both again.
  const listQuery = { year };
  const list = useServerQuery({
    queryKey: endpointKey(LIST, listQuery),
    queryFn: ({ signal }) => api.get<ClosePeriodListReply>(LIST, listQuery, { signal }).then((reply) => reply.data),
  });
  const periods = list.data ?? NONE;
  // The first open period is the one to close next; a period chosen stays chosen while the year lists it.
  useEffect(() => {
    setChosen((before) => (before !== null && periods.some((p) => p.periodId === before) ? before : ((periods.find((p) => p.status === '0') ?? periods.at(-1))?.periodId ?? null)));
  }, [periods]);
  const checksQuery = useServerQuery({
    queryKey: endpointKey(checksUrl(chosen ?? 0)),
    queryFn: ({ signal }) => api.get<PeriodChecksReply>(checksUrl(chosen!), undefined, { signal }).then((reply) => reply.data),
    enabled: chosen !== null,
  });
  const checks = chosen === null || checksQuery.isError ? null : (checksQuery.data ?? null);
  // A carry-forward run posts vouchers, which no write of this tab announces: every period's checks are asked again once it ends.
  const invalidate = useInvalidateEndpoints();
  useEffect(() => {
    if (finished) void invalidate((endpoint) => endpoint.startsWith(`${BASE}/`) && endpoint.endsWith('/checks'));
  }, [finished, invalidate]);

  const act = (action: 'close' | 'reopen', period: ClosePeriod) => {
    setBusy(true);
    api
      .put(`/htservice/periodClose/${period.periodId}/${action}`)
      .then(() => notifications.show({ message: L(action === 'close' ? 'closedOk' : 'reopenedOk', { period: periodName(period) }), color: 'green' }))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const carry = (period: ClosePeriod) =>
    void startRun(KIND, { year: period.year, period: period.period })
      .then(() => notifications.show({ message: L('carryStarted'), color: 'blue' }))
      .catch(() => undefined);

  const shown = checks?.period;
  return (
    <Stack gap="sm" data-ht="period-close">
      <PageHeader title={L('title')}>
        <Text size="sm" c="dimmed">
          {L('hint')}
        </Text>
      </PageHeader>
      <NumberInput label={L('year')} value={year} onChange={(v) => setYear(Number(v) || today.getFullYear())} min={1900} max={2199} w={110} data-ht="close-year" />
      {/* On a phone the periods scroll sideways rather than squeezing their dates and badges. */}
      <Table.ScrollContainer minWidth={640}>
        {/* Every cell on one line: on a phone the table scrolls sideways rather than break a period or date in two. */}
        <Table withTableBorder aria-label={L('periods')} data-ht="close-periods" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {(['period', 'dates', 'status', 'closedBy', 'closedAt', 'choose'] as const).map((k) => (
                <Table.Th key={k}>{L(k)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((p) => (
              <Table.Tr key={p.periodId} data-ht="close-period" data-period={p.period} data-status={p.status} aria-selected={p.periodId === chosen}>
                <Table.Td>{periodName(p)}</Table.Td>
                <Table.Td>{`${p.startDate} ~ ${p.endDate}`}</Table.Td>
                <Table.Td>
                  <Badge color={p.status === '1' ? 'gray' : 'blue'}>{p.status === '1' ? L('closed') : L('open')}</Badge>
                </Table.Td>
                <Table.Td>{p.closedBy ?? ''}</Table.Td>
                <Table.Td>{p.closedAt ? formatDateTime(p.closedAt) : ''}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant={p.periodId === chosen ? 'filled' : 'subtle'}
                    aria-label={L('chooseOf', { period: periodName(p) })}
                    onClick={() => setChosen(p.periodId)}
                    data-ht="close-choose"
                  >
                    {L('choose')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {checks && shown && (
        <Paper withBorder p="md" data-ht="close-checks" data-period={shown.period}>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h5">
              {L('checks', { period: periodName(shown) })}
            </Title>
            <Group gap="xs">
              {shown.status === '0' && mayClose && (
                <Button loading={busy} onClick={() => act('close', shown)} aria-label={L('closeOf', { period: periodName(shown) })} data-ht="close-period-close">
                  {L('close')}
                </Button>
              )}
              {shown.status === '1' && mayReopen && (
                <Button loading={busy} color="orange" variant="light" onClick={() => act('reopen', shown)} aria-label={L('reopenOf', { period: periodName(shown) })} data-ht="close-period-reopen">
                  {L('reopen')}
                </Button>
              )}
            </Group>
          </Group>
          <Table aria-label={L('checks', { period: periodName(shown) })}>
            <Table.Tbody>
              {checks.checks.map((check) => (
                <CheckRow key={check.key} check={check} period={shown} onCarry={mayCarry ? () => carry(shown) : null} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <TaskList tasks={tasks.value.filter((task) => task.kind === KIND).slice(0, 3)} actions={taskActions} />
    </Stack>
  );
}
