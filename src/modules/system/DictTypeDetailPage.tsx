/**
 * One dictionary type (/htservice/dict/type/detail?dictId=…): its name, type key, status and remark
 * (edited in the list's own form with system:dict:edit) and its data items, listed and edited as on the
 * data page; each item's label opens the item's detail. Reached from the dictionary list's names.
 */
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { dictTypeName } from '../../ui/builtin-labels';
import { useHasPermi } from '../../ui/Permission';
import type { DictType } from '../../../server/contracts/dict';
import { DetailEditButton } from './DetailEditButton';
import { DetailField } from './DetailField';
import { DetailMissing } from './DetailMissing';
import { DICT_DETAIL_PATHS, DictDataLink } from './dict-links';
import { label, statusOptions } from '../../ui/choice-options';
import { dictDataResource, dictTypeResource } from './resources';
import { usePageQuery } from '../../ui/use-page-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';

const L = textsUnder('system.dictDetail');
// The type's form, without its links (only its fields are used).
const typeResource = dictTypeResource(() => null);

export function DictTypeDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const dictId = usePageQuery(path, 'dictId');
  const canEdit = useHasPermi(['system:dict:edit']);
  const [type, setType] = useRecordQuery(idEndpoint('/htservice/dict/type', dictId), (url, signal) => api.get<{ data: DictType }>(url, undefined, { signal }).then((r) => r.data));
  const key = type?.dictType;
  const items = useMemo(() => (key ? { ...dictDataResource(key, (row) => <DictDataLink row={row} />), title: 'system.dictDetail.items' as const } : null), [key]);

  const back = (
    <Anchor component={Link} href={DICT_DETAIL_PATHS.list}>
      {L('typeBack')}
    </Anchor>
  );
  if (!dictId) return <DetailMissing title={L('typeTitle')} what={t('system.detail.dictId')} listPath={DICT_DETAIL_PATHS.list} listLabel={L('typeBack')} />;
  if (type === undefined) return null;
  if (type === null || !items)
    return (
      <Alert color="red" title={L('typeNotFound')}>
        {back}
      </Alert>
    );
  return (
    <Stack data-ht="dict-type-detail" data-dict-id={type.dictId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {L('typeTitle')} · <span data-user-text>{dictTypeName(type)}</span>
        </Title>
        {back}
      </Group>
      <Paper withBorder p="lg" maw={1100}>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {L('info')}
          </Title>
          {canEdit && <DetailEditButton<DictType> resource={typeResource} record={type} label={t('system.dictDetail.editOf', { name: dictTypeName(type) })} onSaved={setType} />}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailField label={L('dictId')}>{type.dictId}</DetailField>
          <DetailField label={t('system.dictType.dictName')}>{dictTypeName(type)}</DetailField>
          <DetailField label={t('system.dictType.dictType')}>{type.dictType}</DetailField>
          <DetailField label={t('system.dictType.status')}>{label(statusOptions())(type.status)}</DetailField>
          <DetailField label={t('system.dictType.remark')}>{type.remark}</DetailField>
        </SimpleGrid>
      </Paper>
      <CrudPage resource={items} pageId={`dict-type-detail-${type.dictType}`} />
    </Stack>
  );
}
