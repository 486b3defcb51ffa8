/** The dictionary-data page (/dict/type/data/{dictId}): the data of one dictionary type, found by the id in the path; each label opens the item's detail. */
import { Alert } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { t } from '../../lib/i18n';
import { api } from '../../lib/api';
import { CrudPage } from '../../ui/crud/CrudPage';
import { idEndpoint, useRecordQuery } from '../../ui/use-record-query';
import type { DictType } from '../../../server/contracts/dict';
import { DictDataLink } from './dict-links';
import { dictDataResource } from './resources';

export function DictDataPage({ path }: { path: string }) {
  useSignals();
  const dictId = path.split('/').pop();
  const [type] = useRecordQuery(idEndpoint('/htservice/dict/type', dictId ?? null) ?? null, (url, signal) => api.get<{ data: DictType }>(url, undefined, { signal }).then((r) => r.data));
  const resource = useMemo(() => (type ? dictDataResource(type.dictType, (row) => <DictDataLink row={row} />) : null), [type]);
  if (type === null) return <Alert color="red">{t('page.notFound')}</Alert>;
  if (!resource) return null;
  return <CrudPage resource={resource} pageId={`dict-data-${type!.dictType}`} />;
}
