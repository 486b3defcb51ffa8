/**
 * Shows dictionary values by their labels (RuoYi's DictTag): a coloured badge when the row has a
 * listClass, plain text for 'default' or none; values not in the dictionary are shown as they are.
 * Labels are server data: rendered as text, built-in ones in the UI language (builtin-labels.ts).
 */
import { Badge, Group } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { DictData } from './dict-cache';
import { dictLabel } from './builtin-labels';

/** RuoYi's listClass names onto Mantine colours (undefined = the theme colour). */
const COLORS: Record<string, string | undefined> = { primary: undefined, success: 'green', info: 'gray', warning: 'orange', danger: 'red' };

export type DictTagProps = {
  options: readonly DictData[];
  /** One value, a list, or a `separator`-joined string. */
  value: string | number | readonly (string | number)[] | null | undefined;
  separator?: string;
};

export function dictValues(value: DictTagProps['value'], separator = ','): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map(String) : String(value).split(separator);
}

/** One value: its row's label, as a badge when the row names a colour; a value not in the dictionary as it is. */
function DictValue({ options, value }: { options: readonly DictData[]; value: string }) {
  const row = options.find((o) => o.dictValue === value);
  if (!row) return <span>{value}</span>;
  const listClass = row.listClass ?? '';
  if (listClass === '' || listClass === 'default' || !(listClass in COLORS)) {
    return (
      <span className={row.cssClass ?? undefined} data-value={value}>
        {dictLabel(row)}
      </span>
    );
  }
  return (
    <Badge variant="light" radius="sm" color={COLORS[listClass]} className={row.cssClass ?? undefined} data-value={value}>
      {dictLabel(row)}
    </Badge>
  );
}

export function DictTag({ options, value, separator = ',' }: DictTagProps) {
  useSignals();
  const values = dictValues(value, separator);
  if (values.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span" data-ht="dict-tag">
      {values.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the values of one cell in their stored order, which may repeat one; a tag holds no state
        <DictValue key={`${i}:${v}`} options={options} value={v} />
      ))}
    </Group>
  );
}
