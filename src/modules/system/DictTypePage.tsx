/** The dictionary-types page; each name opens its detail (/htservice/dict/type/detail?dictId=…), each type its data page (/dict/type/data/{dictId}). */
import { Anchor } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { DictTypeLink } from './dict-links';
import { dictTypeResource } from './resources';

export function DictTypePage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const resource = useMemo(
    () =>
      dictTypeResource(
        (row) => (
          <Anchor component={Link} href={`/dict/type/data/${row.dictId}`} aria-label={t('system.dictType.openData', { type: row.dictType })} data-ht="dict-data-link">
            {row.dictType}
          </Anchor>
        ),
        (row) => <DictTypeLink row={row} />,
      ),
    [lang],
  );
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
