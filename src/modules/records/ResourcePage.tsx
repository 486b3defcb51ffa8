/**
 * The one page of every record kind: loads the kind's metadata and renders the full list through
 * CrudPage (filters, sort, paging, column settings, query plans, export), the detail form in its
 * dialog (validation in both languages, editFlag=2 while editing, a 409 explained with a reload),
 * a Print button per row (print.ts), a link to the row's own page where it has one (row-links.ts), and for kinds with an import its button and panel (RecordImport).
 */
import { Loader } from '@mantine/core';
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ComponentType } from 'react';
import type { RecordRow } from '../../../server/contracts/records';
import { locale, t } from '../../lib/i18n';
import { pageTitleOf } from '../../state/routes.model';
import { CrudPage } from '../../ui/crud/CrudPage';
import { rowActionsWidthFor } from '../../ui/RowActions';
import { printRecord } from './print';
import { rowLinkOf } from './row-links';
import { useTasksFinished } from '../../ui/use-tasks-finished';
import { ImportSection, ImportToggle } from './RecordImport';
import { display, recordResource } from './resource';
import type { RecordRoute } from './routes';
import { useMeta } from './views/use-record';

type Props = { path: string; menuId: number };

function ResourcePage({ path, menuId, route }: Props & { route: RecordRoute }) {
  useSignals();
  const lang = locale.value;
  // Headed as its menu entry, tab and breadcrumb name it (two menus may show one kind); the kind's own name otherwise.
  const title = pageTitleOf(path);
  const meta = useMeta(route.kind);
  // A signal, so opening the import panel re-renders neither the resource nor the list.
  const importOpen = useMemo(() => signal(false), []);
  const importsDone = useTasksFinished(meta?.importTask ? [meta.importTask] : []);
  const resource = useMemo(() => {
    if (!meta) return null;
    const print = (row: RecordRow) => {
      const lines = meta.fields.map((f) => [f[lang], display(meta, f, row[f.key], lang)] as [string, string]);
      printRecord(meta.key, row, `${meta[lang]} ${String(row[meta.codeField] ?? '')}`, lines);
    };
    const link = rowLinkOf(route);
    const code = (row: RecordRow) => String(row[meta.codeField] ?? row.recordId);
    const described = recordResource(meta, lang, route, (row) => [
      link && { label: t(`records.view.${link.labelKey}`), name: t(`records.view.${link.ariaKey}`, { no: code(row) }), hook: 'record-open', href: `${link.path}?id=${row.recordId}` },
      { label: t('records.print'), name: t('records.printRow', { key: code(row) }), hook: 'record-print', onClick: () => print(row) },
    ]);
    // The actions column as wide as its buttons in this language, not an average label's room (issue 16).
    const labels = [t('ui.crud.edit'), link && t(`records.view.${link.labelKey}`), t('records.print'), t('ui.crud.remove')].filter((label): label is string => Boolean(label));
    const sized = { ...described, actionsWidth: rowActionsWidthFor(labels) };
    const titled = title ? { ...sized, title: () => title } : sized;
    return meta.importTask ? { ...titled, toolbar: () => <ImportToggle meta={meta} open={importOpen} /> } : titled;
  }, [meta, lang, route, importOpen, title]);
  if (!resource || !meta) return <Loader size="sm" aria-label={t('records.loading')} />;
  if (!meta.importTask) return <CrudPage resource={resource} pageId={String(menuId)} />;
  // The list loads again once an import is done (an open edit dialog stays as it is); the panel is under the title.
  return <CrudPage refreshKey={importsDone} resource={resource} pageId={String(menuId)} belowTitle={importOpen.value && <ImportSection meta={meta} />} />;
}

const bound = new Map<RecordRoute, ComponentType<Props>>();

/** The page component of one route (one per route, so React keeps its identity across renders). */
export function pageFor(route: RecordRoute): ComponentType<Props> {
  let page = bound.get(route);
  if (!page) {
    page = (props: Props) => <ResourcePage {...props} route={route} />;
    bound.set(route, page);
  }
  return page;
}
