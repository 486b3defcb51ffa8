/**
 * The customer companies (GET /htservice/crm/companies). A customer record is one hotel; a
 * company is what its hotels name as their company (field company) (a hotel naming none is a company of its own). Per
 * company: group, hotels and rooms, contracts and their amount, sales owners, regions; choosing a
 * company lists its hotels (the customer records) below.
 */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import type { CompaniesReply, CompanyRow } from '../../../../server/contracts/crm-views';
import type { RecordRow } from '../../../../server/contracts/records';
import { joinList, locale } from '../../../lib/i18n';
import type { Column } from '../../../ui/column-types';
import { DataTable } from '../../../ui/DataTable';
import { columnsOf } from '../resource';
import { formatFen } from '../../../lib/money';
import { V } from './common';
import { useMeta } from './use-record';
import { useEndpoint } from '../../../ui/use-endpoint';
import { actionLabel } from '../../../ui/action-label';
import { PAGE_SIZE_ALL } from '../../../../shared/wire-constants';
import { PageHeader } from '../../../ui/PageHeader';

type Data = CompaniesReply['data'];
const NO_ROWS: RecordRow[] = [];

function Hotels({ company }: { company: CompanyRow }) {
  useSignals();
  const lang = locale.value;
  const meta = useMeta('customer');
  const customers = useEndpoint('/htservice/records/customer/list', { pageSize: PAGE_SIZE_ALL }, (r: { rows: RecordRow[] }) => r.rows);
  const all = customers.isError ? NO_ROWS : customers.data;
  // The company's own hotels among the customers (the company's name, or the hotel standing alone).
  const rows = useMemo(() => all?.filter((row) => company.hotelNames.includes(String(row.customerName)) && (row.companyName ?? row.customerName) === company.companyName) ?? null, [all, company]);
  const columns = useMemo(() => (meta ? columnsOf(meta, lang) : []), [meta, lang]);
  // Mounted once its rows are there: the virtualised body measures its box when it first renders.
  if (!rows || !meta)
    return (
      <Text c="dimmed" size="sm">
        {V('loading')}
      </Text>
    );
  return (
    <DataTable
      tableId="company-hotels"
      label={V('hotelsOf', { name: company.companyName })}
      columns={columns}
      rows={rows ?? []}
      rowKey="recordId"
      loading={!rows || !meta}
      maxHeight="min(360px, calc(100vh - 300px))"
    />
  );
}

/** A hotel that names no company: its name on one line with the mark, which never wraps under it (rows have one height). */
function StandAlone({ name }: { name: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text span size="sm" truncate>
        {name}
      </Text>
      <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
        {V('standalone')}
      </Badge>
    </Group>
  );
}

export function CompaniesPage(_props: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const [query, setQuery] = useState({ companyName: '', groupName: '' });
  const [form, setForm] = useState(query);
  const [chosen, setChosen] = useState<CompanyRow | null>(null);
  // Worded in the language shown; the companies found so far stay while another search loads.
  const data: Data | null =
    useEndpoint('/htservice/crm/companies', Object.fromEntries(Object.entries(query).filter(([, v]) => v)), (r: CompaniesReply) => r.data, { language: lang, keepShown: true }).data ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery(form);
  };
  const columns = useMemo<Column<CompanyRow>[]>(() => {
    const nick = new Map((data?.users ?? []).map((u) => [u.userName, u.nickName]));
    const withContracts = (data?.rows ?? []).some((r) => r.contracts !== null);
    return [
      {
        key: 'companyName',
        label: V('companyName'),
        prop: 'companyName',
        width: 220,
        fixed: 'left',
        render: (r) => (r.hotels === 1 && r.hotelNames[0] === r.companyName ? <StandAlone name={r.companyName} /> : r.companyName),
      },
      { key: 'groupName', label: V('groupName'), prop: 'groupName', width: 140 },
      { key: 'hotels', label: V('hotels'), prop: 'hotels', width: 80, align: 'right' },
      { key: 'rooms', label: V('rooms'), prop: 'rooms', width: 90, align: 'right' },
      ...(withContracts
        ? [
            { key: 'contracts', label: V('contracts'), prop: 'contracts', width: 90, align: 'right' as const },
            { key: 'contractAmount', label: V('contractAmount'), width: 140, align: 'right' as const, render: (r: CompanyRow) => formatFen(r.contractAmount) },
          ]
        : []),
      { key: 'owners', label: V('owners'), width: 160, render: (r) => joinList(r.owners.map((o) => nick.get(o) ?? o)) },
      { key: 'regions', label: V('regions'), width: 140, render: (r) => joinList(r.regions) },
      {
        key: 'drill',
        label: V('hotels'),
        width: 100,
        render: (r) => (
          <Button size="compact-xs" variant="subtle" aria-label={actionLabel(V('hotels'), r.companyName)} onClick={() => setChosen(r)} data-ht="drill">
            {V('hotels')}
          </Button>
        ),
      },
    ];
  }, [data]);
  return (
    <Stack gap="md" data-ht="companies">
      <PageHeader title={V('companiesTitle')} />
      <form onSubmit={submit}>
        <Group align="end" gap="sm">
          <TextInput label={V('companyName')} w={200} value={form.companyName} onChange={(e) => setForm({ ...form, companyName: e.currentTarget.value })} />
          <TextInput label={V('groupName')} w={180} value={form.groupName} onChange={(e) => setForm({ ...form, groupName: e.currentTarget.value })} />
          <Button type="submit">{V('query')}</Button>
        </Group>
      </form>
      {data && (
        <DataTable
          tableId="customer-companies"
          label={V('companiesTitle')}
          empty={
            <Text c="dimmed" size="sm">
              {V('noData')}
            </Text>
          }
          columns={columns}
          rows={data?.rows ?? []}
          rowKey="companyName"
          loading={!data}
          maxHeight="min(460px, calc(100vh - 280px))"
          onRowClick={setChosen}
        />
      )}
      {chosen && (
        <Stack gap="xs" data-ht="company-hotels">
          <Group justify="space-between">
            <Title order={5}>{V('hotelsOf', { name: chosen.companyName })}</Title>
            <Button size="xs" variant="default" onClick={() => setChosen(null)}>
              {V('closeDrill')}
            </Button>
          </Group>
          <Hotels company={chosen} />
        </Stack>
      )}
    </Stack>
  );
}
