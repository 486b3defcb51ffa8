/** Links of the dictionary pages to the dictionary detail pages (SPEC.md: /htservice/dict/type/detail and type/data/detail). */
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { CellLink } from '../../ui/cell-controls';
import type { DictData, DictType } from '../../../server/contracts/dict';

export const DICT_DETAIL_PATHS = { type: '/htservice/dict/type/detail', data: '/htservice/dict/type/data/detail', list: '/system/manage/dict' } as const;

export const dictTypeHref = (dictId: number) => `${DICT_DETAIL_PATHS.type}?dictId=${dictId}`;
const dictDataHref = (dictCode: number) => `${DICT_DETAIL_PATHS.data}?dictCode=${dictCode}`;

export const DictTypeLink = ({ row }: { row: DictType }) => (
  <Anchor component={Link} size="sm" href={dictTypeHref(row.dictId)} aria-label={t('system.dictDetail.openType', { name: dictTypeName(row) })} data-ht="dict-type-detail-link">
    {dictTypeName(row)}
  </Anchor>
);

/** A cell of every row of a data list (up to 'all'): a plain link in Anchor's markup (ui/cell-controls.tsx). */
export const DictDataLink = ({ row }: { row: DictData }) => (
  <CellLink href={dictDataHref(row.dictCode)} aria-label={t('system.dictDetail.openData', { label: dictLabel(row) })} data-ht="dict-data-detail-link">
    {dictLabel(row)}
  </CellLink>
);
