/** The dictionary-data page (/dict/type/data/{dictId}): the data of one dictionary type, found by the id in the path; each label opens the item's detail. */
import { Alert } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { DictType } from '../../../server/contracts/dict';
import { DictDataLink } from './dict-links';
import { dictDataResource } from './resources';

export function DictDataPage({ path }: { path: string }) {
  useSignals();
  const dictId = path.split('/').pop();
  const [type, setType] = useState<DictType | null | undefined>(undefined);
  useEffect(() => {
    api.get<{ data: DictType }>(`/htservice/dict/type/${dictId}`).then((r) => setType(r.data), () => setType(null));
  }, [dictId]);
  const lang = locale.value;
  const resource = useMemo(() => (type ? dictDataResource(type.dictType, (row) => <DictDataLink row={row} />) : null), [type, lang]);
  if (type === null) return <Alert color="red">{t('page.notFound')}</Alert>;
  if (!resource) return null;
  return <CrudPage resource={resource} pageId={`dict-data-${type!.dictType}`} />;
}
