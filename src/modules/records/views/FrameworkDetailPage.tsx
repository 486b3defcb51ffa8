/**
 * Framework agreement detail: one framework agreement (`?id=` from the framework agreement list): the agreement and its
 * priced lines in the master–detail form, and the contracts signed under it (those naming it as their
 * framework agreement). Without an id it says so and links to the list.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { MasterDetailRecord } from '../../../../server/contracts/master-detail';
import type { RecordRow } from '../../../../server/contracts/records';
import { locale } from '../../../lib/i18n';
import { DataTable } from '../../../ui/DataTable';
import { columnsOf } from '../resource';
import { usePageQuery } from '../../../ui/use-page-query';
import { NeedsRecord, recordIdOf, V } from './common';
import { MasterDetailForm } from './MasterDetailForm';
import { useMeta } from './use-record';
import { useEndpoint } from '../../../ui/use-endpoint';
import { PAGE_SIZE_ALL } from '../../../../shared/wire-constants';
import { PageHeader } from '../../../ui/PageHeader';

const LIST = '/htservice/contract/frameworkList';
const NO_ROWS: RecordRow[] = [];

function ChildContracts({ agreementNo }: { agreementNo: string }) {
  useSignals();
  const lang = locale.value;
  const meta = useMeta('contract');
  // The filter matches by "contains": keep the contracts naming exactly this agreement.
  const contracts = useEndpoint('/htservice/records/contract/list', { frameworkNo: agreementNo, pageSize: PAGE_SIZE_ALL }, (r: { rows: RecordRow[] }) =>
    r.rows.filter((c) => c.frameworkNo === agreementNo),
  );
  const rows = contracts.isError ? NO_ROWS : (contracts.data ?? null);
  const columns = useMemo(() => (meta ? columnsOf(meta, lang).filter((c) => c.key !== 'frameworkNo') : []), [meta, lang]);
  if (rows && rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {V('noChildren')}
      </Text>
    );
  if (!rows || !meta)
    return (
      <Text c="dimmed" size="sm">
        {V('loading')}
      </Text>
    );
  return (
    <DataTable tableId="framework-children" label={V('childContracts')} columns={columns} rows={rows ?? []} rowKey="recordId" loading={!rows || !meta} maxHeight="min(360px, calc(100vh - 300px))" />
  );
}

export function FrameworkDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const id = recordIdOf(usePageQuery(path, 'id'));
  const meta = useMeta('contract');
  const [record, setRecord] = useState<MasterDetailRecord | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => setMissing(false), [id]);
  const listName = meta?.fields.find((f) => f.key === 'contractType')?.options?.find((o) => o.value === 'framework')?.[lang] ?? '';
  if (id === null || missing) return <NeedsRecord title={V('frameworkTitle')} what={listName} list={listName} listPath={LIST} missing={missing} />;
  return (
    <Stack gap="md" data-ht="framework-detail">
      <PageHeader
        title={
          <>
            {V('frameworkTitle')}
            {record && (
              <>
                {' · '}
                <span data-user-text>{String(record.head.contractNo)}</span>
              </>
            )}
          </>
        }
        actions={
          <>
            <Anchor component={Link} href={`/template/SubMainForm?form=frameworkAgreement&id=${id}`}>
              {V('editAgreement')}
            </Anchor>
            <Anchor component={Link} href={LIST}>
              {V('back')}
            </Anchor>
          </>
        }
      />
      <MasterDetailForm key={id} formKey="frameworkAgreement" id={id} onMissing={() => setMissing(true)} onSaved={setRecord} onLoaded={setRecord} />
      <Stack gap="xs">
        <Title order={5}>{V('childContracts')}</Title>
        {record && <ChildContracts agreementNo={String(record.head.contractNo)} />}
      </Stack>
    </Stack>
  );
}
