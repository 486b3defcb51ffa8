/**
 * The column tab of /gen/edit: one row per column of the table, its settings editable in place. Every control
 * is named after its column and header (the display type of room_no, say) for keyboard users and scripts; a cell
 * the checks refused is outlined red (the messages are listed above the grid).
 */
import { Checkbox, NativeSelect, Select, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t, textsUnder, type KeysUnder } from '../../lib/i18n';
import type { Column } from '../../ui/column-types';
import { DataTable } from '../../ui/DataTable';
import type { Flag, GenColumn, HtmlType, QueryType, TsType } from '../../../server/contracts/gen';

const L = textsUnder('tools.gen');

/** The choices, complete by construction (a missing member of the wire types is a type error). */
const QUERY_TYPES: Record<QueryType, string> = { EQ: '=', NE: '!=', GT: '>', GE: '>=', LT: '<', LE: '<=', LIKE: 'LIKE', BETWEEN: 'BETWEEN' };
const HTML_TYPES: Record<HtmlType, true> = { input: true, textarea: true, select: true, radio: true, checkbox: true, datetime: true, number: true };
const TS_TYPES: Record<TsType, true> = { string: true, number: true, boolean: true };
const FLAGS = ['isInsert', 'isEdit', 'isList', 'isQuery', 'isRequired'] as const;

type Props = {
  columns: GenColumn[];
  dictTypes: { value: string; label: string }[];
  errors: Record<string, string>;
  onChange(index: number, patch: Partial<GenColumn>): void;
};

export function GenColumnsGrid({ columns, dictTypes, errors, onChange }: Props) {
  useSignals();
  const name = (col: GenColumn, what: KeysUnder<'tools.gen'>) => t('tools.gen.cell', { column: col.columnName, what: L(what) });
  const indexOf = (col: GenColumn) => columns.indexOf(col);
  const invalid = (col: GenColumn, key: string) => Boolean(errors[`columns.${indexOf(col)}.${key}`]);
  const text = (key: 'columnComment' | 'tsField', width: number): Column<GenColumn> => ({
    key,
    label: L(key),
    width,
    render: (col) => <TextInput size="xs" aria-label={name(col, key)} value={col[key]} error={invalid(col, key)} onChange={(e) => onChange(indexOf(col), { [key]: e.currentTarget.value })} />,
  });
  const choice = (key: 'tsType' | 'queryType' | 'htmlType', width: number, data: { value: string; label: string }[]): Column<GenColumn> => ({
    key,
    label: L(key),
    width,
    render: (col) => (
      <NativeSelect size="xs" aria-label={name(col, key)} data={data} value={col[key]} onChange={(e) => onChange(indexOf(col), { [key]: e.currentTarget.value } as Partial<GenColumn>)} />
    ),
  });
  const grid: Column<GenColumn>[] = [
    { key: 'sort', label: L('sort'), prop: 'sort', width: 60 },
    { key: 'columnName', label: L('columnName'), prop: 'columnName', width: 150, fixed: 'left' },
    text('columnComment', 170),
    { key: 'columnType', label: L('columnType'), prop: 'columnType', width: 120 },
    choice(
      'tsType',
      110,
      Object.keys(TS_TYPES).map((v) => ({ value: v, label: v })),
    ),
    text('tsField', 150),
    ...FLAGS.map(
      (key): Column<GenColumn> => ({
        key,
        label: L(key),
        width: 70,
        align: 'center',
        render: (col) => (
          <Checkbox size="xs" aria-label={name(col, key)} checked={col[key] === '1'} onChange={(e) => onChange(indexOf(col), { [key]: (e.currentTarget.checked ? '1' : '0') as Flag })} />
        ),
      }),
    ),
    choice(
      'queryType',
      110,
      Object.entries(QUERY_TYPES).map(([value, label]) => ({ value, label })),
    ),
    choice(
      'htmlType',
      120,
      (Object.keys(HTML_TYPES) as HtmlType[]).map((value) => ({ value, label: L(`html.${value}`) })),
    ),
    {
      key: 'dictType',
      label: L('dictType'),
      width: 220,
      render: (col) => (
        <Select
          size="xs"
          aria-label={name(col, 'dictType')}
          data={dictTypes}
          value={col.dictType || null}
          onChange={(value) => onChange(indexOf(col), { dictType: value ?? '' })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
          placeholder={t('ui.dict.placeholder')}
          error={invalid(col, 'dictType')}
        />
      ),
    },
  ];
  return <DataTable tableId="tool-gen-columns" label={L('columnsTab')} columns={grid} rows={columns} rowKey="columnId" rowHeight={44} maxHeight="calc(100vh - 330px)" />;
}
