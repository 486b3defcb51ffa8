/**
 * A complete list page for one resource: search filters, add / edit in a dialog, delete with a confirm,
 * xlsx export, column customisation and query plans kept per user on the server, server-side sorting and
 * paging with the list state in the URL (every view is a deep link; a list in a dialog keeps it to itself).
 * Buttons follow the user's permissions.
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fieldNamedBy, isStaleVersion } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { Column, SortState } from '../column-types';
import { ColumnSettings } from '../ColumnSettings';
import { DataTable } from '../DataTable';
import { exportXlsx } from '../export-xlsx';
import { Pagination } from '../Pagination';
import { usePermitted } from '../Permission';
import { QueryPlans } from '../QueryPlans';
import { RowActions, rowActionsWidth, type RowAction } from '../RowActions';
import { useColumns } from '../use-columns';
import { useListState, useOwnListState } from '../use-list-state';
import { useListQuery } from '../use-list-query';
import { parseSavedColumns, shownFields } from '../columns';
import { CrudForm } from './CrudForm';
import { markEditing } from './edit-flag';
import { crudCalls, customCalls, planCalls } from './crud-calls';
import type { CrudResource } from './crud-types';
import { useDrawnResource } from './draw-resource';
import { useNetworkRestored } from '../use-network-restored';
import { DateField } from '../DateField';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { hasDepth, indentedOption } from '../indented-option';

type Row = Record<string, unknown>;

/** The phone width of the shell (shell.css) and how many filters a list shows there before its toggle. */
const PHONE_QUERY = '(max-width: 767px)';
const PHONE_FILTERS = 2;

type CrudPageProps<R> = {
  resource: CrudResource<R>;
  pageId: string;
  /** Changing it reloads the list (after a control in a cell, such as a status switch, changed a row). */
  refreshKey?: number;
  /** The list is inside a dialog: its paging, sort and filters stay its own and never touch the page's address. */
  inDialog?: boolean;
  /** What the page shows under its title row, above the filters (ui/PageHeader.tsx): an import panel, a notice. */
  belowTitle?: ReactNode;
};

export function CrudPage<R extends Row>({ resource, pageId, refreshKey = 0, inDialog = false, belowTitle }: CrudPageProps<R>) {
  useSignals();
  const calls = useMemo(() => crudCalls(resource), [resource]);
  // The description's texts in the current language: everything below shows `drawn`'s strings.
  const drawn = useDrawnResource(resource);
  const custom = useMemo(() => customCalls(pageId, resource.tableId), [pageId, resource.tableId]);
  const plans = useMemo(() => planCalls(pageId, resource.tableId), [pageId, resource.tableId]);
  const filterKeys = resource.filters.map((f) => f.key);
  const inAddress = useListState({ filterKeys });
  const own = useOwnListState({ filterKeys });
  const [state, patch] = inDialog ? own : inAddress;
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [planQuery, setPlanQuery] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string[]>([]);
  // On a phone a long filter form pushed the list below the first screen (issue 16): the first filters show and
  // the rest wait behind a toggle, except one that holds a value (a filter in force is never hidden).
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [allFilters, setAllFilters] = useState(false);
  const foldable = phone && resource.filters.length > PHONE_FILTERS + 1;
  const folded = foldable && !allFilters;
  const shownFilters = folded ? drawn.filters.filter((f, i) => i < PHONE_FILTERS || draft[f.key]) : drawn.filters;
  const [editing, setEditing] = useState<{ initial: Row; isNew: boolean } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [conflict, setConflict] = useState(false);
  const [showColumns, setShowColumns] = useState(false);
  const [showPlans, setShowPlans] = useState(false);
  const [columns, setColumns] = useColumns<R>(drawn.columns, () => custom.find().then((row) => parseSavedColumns(row?.content)));
  const can = usePermitted();
  // A permission the resource does not name means the action does not exist on this page.
  const granted = (permission?: string) => (permission ? can(permission) : false);
  const canAdd = granted(resource.permissions.add);
  const canEdit = granted(resource.permissions.edit) && resource.fields.length > 0;
  const canRemove = granted(resource.permissions.remove);
  const canExport = granted(resource.permissions.export) && Boolean(resource.exportUrl);
  const removeLabel = drawn.removeLabel ?? t('ui.crud.remove');

  const fields = resource.projection ? shownFields(columns).join(',') : undefined;
  const query = {
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    orderByColumn: state.orderByColumn,
    isAsc: state.isAsc === 'descending' ? 'desc' : state.isAsc ? 'asc' : undefined,
    fields,
    ...state.filters,
    ...planQuery,
  };
  const list = useListQuery<R>({ endpoint: calls.listUrl, params: { ...query, ...resource.fixedQuery }, fetchPage: calls.list, onClamp: (pageNum) => patch({ pageNum }) });
  // Something the page watches changed the rows (a switch in a cell, a finished import); not on mount.
  const seenRefresh = useRef(refreshKey);
  const { invalidate } = list;
  useEffect(() => {
    if (refreshKey === seenRefresh.current) return;
    seenRefresh.current = refreshKey;
    invalidate();
  }, [refreshKey, invalidate]);
  // A list that failed while the server was out of reach loads again once it is back.
  useNetworkRestored(() => {
    if (list.failed) list.invalidate();
  });

  const idOf = (row: R) => String(row[resource.idField]);
  const removeRows = (ids: string[]) => {
    if (!ids.length) return void notifications.show({ message: t('ui.crud.selectFirst'), color: 'yellow' });
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: t('ui.crud.confirmRemove', { count: ids.length }),
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void calls.remove(ids).then(
          () => {
            notifications.show({ message: t('ui.crud.removed'), color: 'green' });
            setSelected([]);
            list.invalidate();
          },
          () => undefined,
        ),
    });
  };
  const openEditor = async (row: R | null) => {
    setServerErrors(undefined);
    setConflict(false);
    const initial = row ? await calls.get(idOf(row)).catch(() => null) : { ...resource.newRecord };
    if (initial) setEditing({ initial: initial as Row, isNew: !row });
  };
  const closeEditor = () => {
    setEditing(null);
    setConflict(false);
    markEditing(false);
  };
  /** After a 409: the record as it is now replaces the form's values (the user was told they are lost). */
  const reloadEditing = async () => {
    const id = editing?.initial[resource.idField];
    const fresh = id === undefined ? null : await calls.get(String(id)).catch(() => null);
    if (!fresh) return;
    setConflict(false);
    setEditing({ initial: fresh as Row, isNew: false });
    markEditing(false);
    list.invalidate();
  };
  // Only what the form edits (plus identity and version) travels: servers refuse fields they do not know.
  const sent = [...resource.fields.map((f) => f.key), ...Object.keys(resource.newRecord ?? {}), resource.idField, 'version'];
  const submit = async (values: Row) => {
    const body = Object.fromEntries(sent.filter((key) => values[key] !== undefined && (key !== resource.idField || !editing?.isNew)).map((key) => [key, values[key]])) as Partial<R>;
    try {
      await (editing?.isNew ? calls.create(body) : calls.update(body));
      notifications.show({ message: t('ui.crud.saved'), color: 'green' });
      closeEditor();
      list.invalidate();
    } catch (error) {
      // A field the server names (422) is shown at that field; other answers were already shown as messages.
      // A stale version (409) is explained in the form, with the way out: reload the record.
      const field = fieldNamedBy(error);
      if (isStaleVersion(error)) setConflict(true);
      else if (field) setServerErrors({ [field]: (error as Error).message });
    }
  };

  const reload = list.invalidate;
  const editAction = (row: R): RowAction | false =>
    canEdit && !resource.readOnlyRow?.(row) && { label: t('ui.crud.edit'), name: t('ui.crud.editRow', { key: idOf(row) }), onClick: () => void openEditor(row) };
  const removeAction = (row: R): RowAction | false =>
    canRemove && !resource.readOnlyRow?.(row) && { label: removeLabel, name: `${removeLabel} ${idOf(row)}`, color: 'red', onClick: () => removeRows([idOf(row)]) };
  const menu = resource.rowMenu;
  const actionColumn: Column<R> = {
    key: '__actions',
    label: t('ui.crud.actions'),
    // Room for edit and delete, and for the resource's own buttons (print) in either language.
    width: resource.actionsWidth ?? (menu ? rowActionsWidth() : resource.rowActions ? 220 : 150),
    fixed: 'right',
    disabled: true,
    // Plain buttons keep no state: a scrolled table reuses them for the next row (a menu or a page's own actions might).
    stateless: !menu && !resource.rowActions,
    // Edit, the most frequent, first; delete, the one to think twice about, last (under 更多 when the row has more).
    render: (row) =>
      menu ? (
        <RowActions record={menu.name(row)} actions={[editAction(row), ...menu.actions(row, reload), removeAction(row)]} />
      ) : (
        <RowActions record={idOf(row)} actions={[editAction(row), removeAction(row)]} inline={Infinity} leading={resource.rowActions?.(row, reload)} />
      ),
  };
  const sort: SortState | null = state.orderByColumn && state.isAsc ? { prop: state.orderByColumn, order: state.isAsc } : null;
  const search = () => patch({ pageNum: 1, filters: Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')) });
  const resetSearch = () => (setDraft({}), setPlanQuery({}), patch({ pageNum: 1, filters: {} }));
  // An empty list that a search narrowed says so and offers the way back; otherwise the way to the first row.
  const filtered = Object.keys(state.filters).length > 0 || Object.keys(planQuery).length > 0;

  return (
    <Stack gap="sm" data-ht="crud" data-table-id={resource.tableId}>
      <PageHeader title={drawn.title}>{belowTitle}</PageHeader>
      <Group gap="xs" align="flex-end" component="form" onSubmit={(e: React.FormEvent) => (e.preventDefault(), search())} role="search">
        {shownFilters.map((f) =>
          f.type === 'select' ? (
            <Select
              key={f.key}
              label={f.label}
              placeholder={f.placeholder}
              data={f.options ?? []}
              renderOption={hasDepth(f.options ?? []) ? indentedOption : undefined}
              value={draft[f.key] || null}
              onChange={(v) => setDraft({ ...draft, [f.key]: v ?? '' })}
              clearable
              clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
              w={160}
            />
          ) : f.type === 'date' ? (
            <DateField
              key={f.key}
              label={f.label}
              name={f.key}
              value={draft[f.key] ?? ''}
              onChange={(value) => setDraft({ ...draft, [f.key]: value })}
              clearable
              clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
              w={180}
            />
          ) : (
            <TextInput
              key={f.key}
              label={f.label}
              placeholder={f.placeholder}
              name={f.key}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.currentTarget.value })}
              w={180}
            />
          ),
        )}
        {foldable && (
          <Button variant="subtle" onClick={() => setAllFilters(folded)} aria-expanded={!folded} data-ht="crud-more-filters">
            {folded ? t('ui.crud.moreFilters', { count: resource.filters.length - shownFilters.length }) : t('ui.crud.fewerFilters')}
          </Button>
        )}
        {/* One unit: where the filters wrap, search and reset go to the next row together, never apart. */}
        <Group gap="xs" wrap="nowrap" className="ht-search-actions">
          <Button type="submit" data-ht="crud-search">
            {t('ui.crud.search')}
          </Button>
          <Button variant="default" onClick={resetSearch}>
            {t('ui.crud.reset')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs">
        {resource.toolbar?.(reload)}
        {canAdd && (
          <Button variant="light" onClick={() => void openEditor(null)} data-ht="crud-add">
            {t('ui.crud.add')}
          </Button>
        )}
        {canRemove && (
          <Button variant="light" color="red" onClick={() => removeRows(selected)} data-ht="crud-remove">
            {removeLabel}
          </Button>
        )}
        {canExport && (
          <Button variant="light" color="orange" onClick={() => void exportXlsx(resource.exportUrl!, { ...state.filters, ...resource.fixedQuery }, resource.tableId)} data-ht="crud-export">
            {t('ui.crud.export')}
          </Button>
        )}
        <Button variant="default" onClick={() => setShowColumns(true)} data-ht="crud-columns">
          {t('ui.crud.columns')}
        </Button>
        {resource.planFields && (
          <Button variant="default" onClick={() => setShowPlans(!showPlans)} aria-expanded={showPlans} data-ht="crud-plans">
            {t('ui.crud.plans')}
          </Button>
        )}
      </Group>
      {showPlans && drawn.planFields && (
        <QueryPlans
          fields={drawn.planFields}
          list={plans.list}
          save={(content, plan) => plans.save(content, plan.name)}
          rename={(id, content, plan) => plans.rename(id, content, plan.name)}
          remove={plans.remove}
          onApply={(planParams) => (setPlanQuery(planParams), patch({ pageNum: 1 }))}
        />
      )}
      <DataTable
        tableId={resource.tableId}
        label={drawn.title}
        columns={canEdit || canRemove || resource.rowActions || menu ? [...columns, actionColumn] : columns}
        rows={list.rows}
        rowKey={resource.idField}
        loading={list.loading}
        sort={sort}
        onSortChange={(next) => patch({ orderByColumn: next?.prop, isAsc: next?.order, pageNum: 1 })}
        selectedKeys={canRemove ? selected : undefined}
        onSelectionChange={canRemove ? setSelected : undefined}
        resetScrollKey={`${state.pageNum}/${state.pageSize}`}
        empty={
          <EmptyState
            filtered={filtered}
            reset={{ label: t('ui.crud.reset'), onClick: resetSearch }}
            create={canAdd ? { label: t('ui.crud.add'), onClick: () => void openEditor(null) } : drawn.create}
          />
        }
      />
      <Pagination total={list.total} pageNum={state.pageNum} pageSize={state.pageSize} onChange={(page) => patch(page)} />
      <ColumnSettings
        opened={showColumns}
        onClose={() => setShowColumns(false)}
        defaults={drawn.columns}
        load={() => custom.find().then((row) => parseSavedColumns(row?.content))}
        save={custom.save}
        reset={custom.reset}
        onApply={setColumns}
      />
      {editing && (
        <CrudForm
          opened
          title={t(editing.isNew ? 'ui.crud.addTitle' : 'ui.crud.editTitle', { title: drawn.title })}
          fields={drawn.fields}
          initial={editing.initial}
          editing={!editing.isNew}
          serverErrors={serverErrors}
          onReload={conflict ? () => void reloadEditing() : undefined}
          onDirtyChange={markEditing}
          onCancel={closeEditor}
          onSubmit={submit}
        />
      )}
    </Stack>
  );
}
