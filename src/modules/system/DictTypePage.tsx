/** The dictionary-types page; each name opens its detail (/htservice/dict/type/detail?dictId=…), each type its data page (/dict/type/data/{dictId}). */
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { DictTypeLink } from './dict-links';
import { dictTypeResource } from './resources';

const resource = dictTypeResource(
  (row) => (
    <Anchor component={Link} size="sm" href={`/dict/type/data/${row.dictId}`} aria-label={t('system.dictType.openData', { type: row.dictType })} data-ht="dict-data-link">
      {row.dictType}
    </Anchor>
  ),
  (row) => <DictTypeLink row={row} />,
);

export function DictTypePage({ menuId }: { path: string; menuId: number }) {
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
