/**
 * One dictionary data item (/htservice/dict/type/data/detail?dictCode=…): label, value, order, CSS
 * and tag style, default flag, status and remark, edited in the data list's own form with
 * system:dict:edit. Reached from the labels of the data lists; leads back to its dictionary's detail.
 */
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { useHasPermi } from '../../ui/Permission';
import type { DictData, DictType } from '../../../server/contracts/dict';
import type { TableReply } from '../../../server/contracts/common';
import { DetailEditButton } from './DetailEditButton';
import { DetailField } from './DetailField';
import { DetailMissing } from './DetailMissing';
import { DICT_DETAIL_PATHS, dictTypeHref } from './dict-links';
import { label, statusOptions, yesNo } from '../../ui/choice-options';
import { dictDataResource, listClassOptions } from './resources';
import { usePageQuery } from '../../ui/use-page-query';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import { endpointKey, useServerQuery } from '../../ui/server-query';

const L = textsUnder('system.dictDetail');
const D = textsUnder('system.dictData');
const TYPE_LIST = '/htservice/dict/type/list';

export function DictDataDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const dictCode = usePageQuery(path, 'dictCode');
  const canEdit = useHasPermi(['system:dict:edit']);
  const [item, setItem] = useRecordQuery(idEndpoint('/htservice/dict/data', dictCode), (url, signal) => api.get<{ data: DictData }>(url, undefined, { signal }).then((r) => r.data));
  // The owning type (for the way back to its detail), found by its key.
  const typeQuery = { dictType: item?.dictType ?? '', pageSize: 10 };
  const { data: type = null } = useServerQuery({
    queryKey: endpointKey(TYPE_LIST, typeQuery),
    queryFn: ({ signal }) => api.get<TableReply<DictType>>(TYPE_LIST, typeQuery, { signal }).then((r) => r.rows.find((row) => row.dictType === typeQuery.dictType) ?? null),
    enabled: Boolean(item),
  });
  // The form's description, made again only for another type (a refetched item keeps it).
  const dictType = item?.dictType;
  const resource = useMemo(() => (dictType === undefined ? null : dictDataResource(dictType)), [dictType]);

  if (!dictCode) return <DetailMissing title={L('dataTitle')} what={t('system.detail.dictCode')} listPath={DICT_DETAIL_PATHS.list} listLabel={L('typeBack')} />;
  if (item === undefined) return null;
  const back = (
    <Anchor component={Link} href={type ? dictTypeHref(type.dictId) : DICT_DETAIL_PATHS.list}>
      {type ? L('dataBack', { type: dictTypeName(type) }) : L('typeBack')}
    </Anchor>
  );
  if (item === null || !resource)
    return (
      <Alert color="red" title={L('dataNotFound')}>
        {back}
      </Alert>
    );
  return (
    <Stack maw={1000} data-ht="dict-data-detail" data-dict-code={item.dictCode}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {L('dataTitle')} · <span data-user-text>{dictLabel(item)}</span>
        </Title>
        {back}
      </Group>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {L('info')}
          </Title>
          {canEdit && <DetailEditButton<DictData> resource={resource} record={item} label={L('editOf', { name: dictLabel(item) })} onSaved={setItem} />}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailField label={L('dictCode')}>{item.dictCode}</DetailField>
          <DetailField label={L('dictType')}>{item.dictType}</DetailField>
          <DetailField label={D('dictLabel')}>{dictLabel(item)}</DetailField>
          <DetailField label={D('dictValue')}>{item.dictValue}</DetailField>
          <DetailField label={D('dictSort')}>{item.dictSort}</DetailField>
          <DetailField label={L('cssClass')}>{item.cssClass}</DetailField>
          <DetailField label={L('listClass')}>
            {item.listClass ? (
              <Badge variant="light" data-list-class={item.listClass}>
                {label(listClassOptions())(item.listClass)}
              </Badge>
            ) : (
              label(listClassOptions())('')
            )}
          </DetailField>
          <DetailField label={L('isDefault')}>{label(yesNo())(item.isDefault)}</DetailField>
          <DetailField label={D('status')}>{label(statusOptions())(item.status)}</DetailField>
          <DetailField label={D('remark')}>{item.remark}</DetailField>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
