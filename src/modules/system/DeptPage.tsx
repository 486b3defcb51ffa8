/**
 * Department management (component 'system/dept/index', /htservice/dept): the organisation's departments as
 * a tree table (expand, collapse, indentation) with name, code, leader, order, status and creation time,
 * searched by name and status (kept in the URL), with add (at the top or below a row), edit and delete
 * with a confirm; the server refuses deleting a department still in use and says why. The platform
 * administrator may switch to another organisation's tree (`orgId` in the URL), as the server allows.
 */
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { organisation } from '../../state/session.model';
import type { Column } from '../../ui/column-types';
import { markEditing } from '../../ui/crud/edit-flag';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { HasPermi, useHasPermi, useHasRole } from '../../ui/Permission';
import { TreeCell } from '../../ui/TreeCell';
import type { TreeRow } from '../../ui/tree-rows';
import { useTreeExpansion } from '../../ui/use-tree-expansion';
import { useEndpoint } from '../../ui/use-endpoint';
import { useListState } from '../../ui/use-list-state';
import type { Dept, DeptLeaderOption, DeptListReply } from '../../../server/contracts/dept';
import type { LoginOrg } from '../../../server/contracts/org';
import { deptAccessors, deptBody, deptText, draftOf, newDeptDraft, sortDepts, type DeptDraft } from './dept-tree';
import { DeptForm } from './DeptForm';
import { statusOptions } from '../../ui/choice-options';
import { actionLabel } from '../../ui/action-label';

const L = deptText;
const FILTERS = ['deptName', 'status', 'orgId'];

type Editing = { initial: DeptDraft; dept?: Dept };
const NONE: never[] = [];
const data = <T,>(reply: { data: T }) => reply.data;

export function DeptPage(_props: { path: string; menuId: number }) {
  useSignals();
  const lang = locale.value;
  const [state, patch] = useListState({ filterKeys: FILTERS });
  const [draftFilters, setDraftFilters] = useState<Record<string, string>>(state.filters);
  const [editing, setEditing] = useState<Editing | null>(null);
  const platform = useHasRole(['admin']);
  const canAdd = useHasPermi(['system:dept:add']);
  const canEdit = useHasPermi(['system:dept:edit']);
  const canQuery = useHasPermi(['system:dept:query']);
  const canRemove = useHasPermi(['system:dept:remove']);
  const filterKey = JSON.stringify(state.filters);
  const orgId = state.filters.orgId ?? (organisation.value ? String(organisation.value.id) : undefined);
  const orgQuery: Record<string, string> = state.filters.orgId ? { orgId: state.filters.orgId } : {};
  const searching = Boolean(state.filters.deptName || state.filters.status);

  // Writes here go to /htservice/dept: the server-state layer reads the lists and leaders again.
  const shown = useEndpoint('/htservice/dept/list', state.filters, data<DeptListReply['data']>);
  // The whole tree, for the form's parent picker: the shown rows are only the hits while searching.
  const whole = useEndpoint('/htservice/dept/list', orgQuery, data<DeptListReply['data']>, { enabled: searching });
  const depts: Dept[] = shown.data ?? NONE;
  const all: Dept[] = (searching ? whole.data : shown.data) ?? NONE;
  const orgs: LoginOrg[] = useEndpoint('/htservice/org/getLoginOrgData', undefined, data<LoginOrg[]>, { enabled: platform }).data ?? NONE;
  const leaders: DeptLeaderOption[] = useEndpoint('/htservice/dept/leaders', orgQuery, data<DeptLeaderOption[]>, { enabled: canAdd || canEdit }).data ?? NONE;
  const loading = shown.isFetching || whole.isFetching;

  const items = useMemo(() => sortDepts(depts), [depts]);
  // The whole tree opens at first (departments are few); the toolbar collapses it.
  const { rows, toggle, allOpen, toggleAll, reveal } = useTreeExpansion(items, deptAccessors, { openAll: true, resetKey: filterKey });

  const openEdit = async (dept: Dept) => {
    // The row as it is now (its version above all); without the query permission, the row as listed.
    const fresh = canQuery
      ? await api.get<{ data: Dept }>(`/htservice/dept/${dept.deptId}`).then(
          (r) => r.data,
          () => null,
        )
      : dept;
    if (fresh) setEditing({ initial: draftOf(fresh), dept: fresh });
  };
  const close = () => {
    setEditing(null);
    markEditing(false);
  };
  const save = async (draft: DeptDraft) => {
    const body = deptBody(draft);
    if (editing?.dept) await api.put('/htservice/dept', { ...body, deptId: editing.dept.deptId, version: editing.dept.version });
    else await api.post('/htservice/dept', { ...body, ...(state.filters.orgId ? { orgId: Number(state.filters.orgId) } : {}) });
    notifications.show({ message: t('ui.crud.saved'), color: 'green' });
    close();
    reveal(String(body.parentId));
  };
  const remove = (dept: Dept) =>
    modals.openConfirmModal({
      title: t('ui.crud.confirmTitle'),
      children: L('confirmRemove', { name: dept.deptName }),
      labels: { confirm: t('ui.crud.save'), cancel: t('ui.crud.cancel') },
      onConfirm: () =>
        void api.delete(`/htservice/dept/${dept.deptId}`).then(
          () => notifications.show({ message: t('ui.crud.removed'), color: 'green' }),
          () => undefined,
        ),
    });

  const columns = useMemo((): Column<TreeRow<Dept>>[] => {
    const status = (value: string) => (value === '0' ? t('ui.choice.normal') : t('ui.choice.disabled'));
    return [
      {
        key: 'deptName',
        label: L('deptName'),
        width: 260,
        fixed: 'left',
        disabled: true,
        render: (row) => (
          <TreeCell depth={row.depth} hasChildren={row.hasChildren} expanded={row.expanded} label={row.item.deptName} onToggle={() => toggle(row.key)}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.item.deptName}</span>
          </TreeCell>
        ),
      },
      { key: 'deptCode', label: L('deptCode'), width: 120, render: (row) => row.item.deptCode },
      { key: 'leader', label: L('leader'), width: 120, render: (row) => row.item.leader },
      { key: 'orderNum', label: L('orderNum'), width: 90, align: 'right', render: (row) => row.item.orderNum },
      {
        key: 'status',
        label: L('status'),
        width: 90,
        // Plain text like every other list's status (a badge shouted NORMAL in English).
        render: (row) => status(row.item.status),
      },
      { key: 'createTime', label: L('createTime'), width: 170, render: (row) => row.item.createTime },
    ];
  }, [lang, toggle]);

  const actions: Column<TreeRow<Dept>> = {
    key: '__actions',
    label: t('ui.crud.actions'),
    // Room for the three actions in Chinese, and for the longer "Edit  Add below  Delete".
    width: lang === 'en' ? 250 : 210,
    fixed: 'right',
    disabled: true,
    render: ({ item }) => (
      <Group gap={4} wrap="nowrap">
        {canEdit && (
          <Button size="compact-xs" variant="subtle" aria-label={L('editRow', { name: item.deptName })} onClick={() => void openEdit(item)}>
            {t('ui.crud.edit')}
          </Button>
        )}
        {canAdd && item.status === '0' && (
          <Button size="compact-xs" variant="subtle" aria-label={actionLabel(L('addChild'), item.deptName)} onClick={() => setEditing({ initial: newDeptDraft(item.deptId) })}>
            {L('addChild')}
          </Button>
        )}
        {canRemove && (
          <Button size="compact-xs" variant="subtle" color="red" aria-label={L('removeRow', { name: item.deptName })} onClick={() => remove(item)}>
            {t('ui.crud.remove')}
          </Button>
        )}
      </Group>
    ),
  };

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    patch({ filters: Object.fromEntries(Object.entries(draftFilters).filter(([, v]) => v)) });
  };
  return (
    <Stack gap="sm" data-ht="crud" data-table-id="sys-dept">
      <PageHeader title={L('title')} />
      <Group gap="xs" align="flex-end" component="form" role="search" onSubmit={search}>
        {platform && orgs.length > 0 && (
          <Select
            label={L('org')}
            data={orgs.map((o) => ({ value: String(o.orgId), label: `${o.orgCode} ${o.orgName}` }))}
            value={orgId ?? null}
            allowDeselect={false}
            onChange={(v) => {
              // Another organisation's tree at once (a scope, not a search term).
              const next = { ...draftFilters, orgId: v ?? '' };
              setDraftFilters(next);
              patch({ filters: Object.fromEntries(Object.entries(next).filter(([, x]) => x)) });
            }}
            w={220}
            data-ht="dept-org"
          />
        )}
        <TextInput label={L('deptName')} name="deptName" value={draftFilters.deptName ?? ''} onChange={(e) => setDraftFilters({ ...draftFilters, deptName: e.currentTarget.value })} w={200} />
        <Select
          label={L('status')}
          data={statusOptions()}
          value={draftFilters.status || null}
          onChange={(v) => setDraftFilters({ ...draftFilters, status: v ?? '' })}
          clearable
          clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
          w={140}
        />
        <Button type="submit" data-ht="crud-search">
          {t('ui.crud.search')}
        </Button>
        <Button variant="default" onClick={() => (setDraftFilters(orgQuery), patch({ filters: orgQuery }))}>
          {t('ui.crud.reset')}
        </Button>
      </Group>
      <Group gap="xs">
        <HasPermi value={['system:dept:add']}>
          <Button variant="light" onClick={() => setEditing({ initial: newDeptDraft(0) })} data-ht="crud-add">
            {t('ui.crud.add')}
          </Button>
        </HasPermi>
        <Button variant="default" onClick={toggleAll} data-ht="tree-toggle-all">
          {allOpen ? L('collapseAll') : L('expandAll')}
        </Button>
      </Group>
      <DataTable tableId="sys-dept" label={L('table')} columns={[...columns, actions]} rows={rows} rowKey="key" loading={loading} />
      {editing && (
        <DeptForm
          title={editing.dept ? L('editTitle') : L('addTitle')}
          initial={editing.initial}
          editing={editing.dept}
          depts={all}
          leaders={leaders}
          onDirtyChange={markEditing}
          onCancel={close}
          onSubmit={save}
        />
      )}
    </Stack>
  );
}
