/**
 * One dictionary data item (/htservice/dict/type/data/detail?dictCode=…): label, value, order, CSS
 * and tag style, default flag, status and remark, edited in the data list's own form with
 * system:dict:edit. Reached from the labels of the data lists; leads back to its dictionary's detail.
 */
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { useHasPermi } from '../../ui/Permission';
import type { DictData, DictType } from '../../../server/contracts/dict';
import type { TableReply } from '../../../server/contracts/common';
import { DetailEditButton } from './DetailEditButton';
import { DetailField } from './DetailField';
import { DetailMissing } from './DetailMissing';
import { DICT_DETAIL_PATHS, dictTypeHref } from './dict-links';
import { label, statusOptions, yesNo } from './options';
import { dictDataResource, listClassOptions } from './resources';
import { usePageQuery } from '../../ui/use-page-query';

const L = (k: string, p?: Record<string, string>) => t(`system.dictDetail.${k}`, p);

export function DictDataDetailPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const dictCode = usePageQuery(path, 'dictCode');
  const canEdit = useHasPermi(['system:dict:edit']);
  const [item, setItem] = useState<DictData | null | undefined>(undefined);
  const [type, setType] = useState<DictType | null>(null);
  useEffect(() => {
    if (!dictCode) return;
    if (!/^\d+$/.test(dictCode)) return setItem(null);
    api.get<{ data: DictData }>(`/htservice/dict/data/${dictCode}`).then((r) => setItem(r.data), () => setItem(null));
  }, [dictCode]);
  // The owning type (for the way back to its detail), found by its key.
  useEffect(() => {
    if (!item) return;
    api.get<TableReply<DictType>>('/htservice/dict/type/list', { dictType: item.dictType, pageSize: 10 }).then((r) => setType(r.rows.find((row) => row.dictType === item.dictType) ?? null), () => setType(null));
  }, [item?.dictType]);
  const resource = useMemo(() => (item ? dictDataResource(item.dictType) : null), [item?.dictType, lang]);

  if (!dictCode) return <DetailMissing title={L('dataTitle')} what={t('system.detail.dictCode')} listPath={DICT_DETAIL_PATHS.list} listLabel={L('typeBack')} />;
  if (item === undefined) return null;
  const back = (
    <Anchor component={Link} href={type ? dictTypeHref(type.dictId) : DICT_DETAIL_PATHS.list}>
      {type ? L('dataBack', { type: dictTypeName(type) }) : L('typeBack')}
    </Anchor>
  );
  if (item === null || !resource) return <Alert color="red" title={L('dataNotFound')}>{back}</Alert>;
  const D = (k: string) => t(`system.dictData.${k}`);
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
