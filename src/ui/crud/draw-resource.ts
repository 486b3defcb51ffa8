/**
 * A resource's texts in the current language: the one place a description's keys become texts
 * (crud-types.ts `Text`). The drawn columns, fields and plan fields are what the table, the filter bar,
 * the column settings, the query plans and the form take, all plain strings as before.
 */
import { useMemo } from 'react';
import { locale, t } from '../../lib/i18n';
import type { Column } from '../column-types';
import type { PlanField } from '../plan-fields';
import type { Choices, CrudColumn, CrudPlanField, CrudResource, DrawnField, FieldOption, FieldSpec, Text } from './crud-types';

export function textOf(text: Text): string {
  return typeof text === 'function' ? text() : t(text);
}

function choicesOf(choices: Choices | undefined): FieldOption[] | undefined {
  return typeof choices === 'function' ? choices() : choices;
}

function drawColumn<Row>({ label, children, ...column }: CrudColumn<Row>): Column<Row> {
  return { ...column, label: textOf(label), ...(children && { children: drawColumns(children) }) };
}

/** Described columns as a table takes them (a page that shows a resource's columns in a table of its own). */
export function drawColumns<Row>(columns: readonly CrudColumn<Row>[]): Column<Row>[] {
  return columns.map(drawColumn);
}

export function drawFields(fields: readonly FieldSpec[]): DrawnField[] {
  return fields.map(({ label, placeholder, options, ...field }) => ({ ...field, label: textOf(label), placeholder: placeholder && textOf(placeholder), options: choicesOf(options) }));
}

export type DrawnResource<Row> = {
  title: string;
  columns: Column<Row>[];
  filters: DrawnField[];
  fields: DrawnField[];
  planFields?: PlanField[];
  removeLabel?: string;
  create?: { label: string; onClick: () => void };
};

function drawPlanFields(fields: readonly CrudPlanField[]): PlanField[] {
  return fields.map(({ label, options, ...field }) => ({ ...field, label: textOf(label), options: choicesOf(options) }));
}

/**
 * The resource drawn in the current language. Each list is drawn again only when it or the language
 * changes, so a page that spreads its description anew on every render still hands the table the same
 * columns (its rows are not drawn again). The caller re-renders on a language switch through its own
 * `useSignals()`, which subscribes to `locale` here.
 */
export function useDrawnResource<Row>(resource: CrudResource<Row>): DrawnResource<Row> {
  // `lang`: the language the lists are drawn in (read inside through `t`).
  const lang = locale.value;
  const columns = useMemo(() => drawColumns(resource.columns), [resource.columns, lang]);
  const filters = useMemo(() => drawFields(resource.filters), [resource.filters, lang]);
  const fields = useMemo(() => drawFields(resource.fields), [resource.fields, lang]);
  const planFields = useMemo(() => resource.planFields && drawPlanFields(resource.planFields), [resource.planFields, lang]);
  return {
    title: textOf(resource.title),
    columns,
    filters,
    fields,
    planFields,
    removeLabel: resource.removeLabel && textOf(resource.removeLabel),
    create: resource.create && { ...resource.create, label: textOf(resource.create.label) },
  };
}
