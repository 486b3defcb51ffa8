/**
 * The one page of every record kind: loads the kind's metadata and renders the full list through
 * CrudPage (filters, sort, paging, column settings, query plans, export), the detail form in its
 * dialog (validation in both languages, editFlag=2 while editing, a 409 explained with a reload), and
 * a Print button per row (print.ts).
 */
import { Button, Loader } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RecordMeta, RecordRow } from '../../../server/contracts/records';
import { api } from '../../lib/api';
import { locale, t } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import { printRecord } from './print';
import { display, recordResource } from './resource';
import type { RecordRoute } from './routes';

type Props = { path: string; menuId: number };

function ResourcePage({ menuId, route }: Props & { route: RecordRoute }) {
  useSignals();
  const lang = locale.value;
  const [meta, setMeta] = useState<RecordMeta | null>(null);
  useEffect(() => {
    void api.get<{ data: RecordMeta }>(`/htservice/records/meta/${route.kind}`).then((reply) => setMeta(reply.data), () => undefined);
  }, [route.kind]);
  const resource = useMemo(() => {
    if (!meta) return null;
    const print = (row: RecordRow) => {
      const lines = meta.fields.map((f) => [f[lang], display(meta, f, row[f.key], lang)] as [string, string]);
      printRecord(meta.key, row, `${meta[lang]} ${String(row[meta.codeField] ?? '')}`, lines);
    };
    return recordResource(meta, lang, route, (row) => (
      <Button size="compact-xs" variant="subtle" color="gray" aria-label={t('records.printRow', { key: String(row[meta.codeField] ?? row.recordId) })} onClick={() => print(row)} data-ht="record-print">
        {t('records.print')}
      </Button>
    ));
  }, [meta, lang, route]);
  if (!resource) return <Loader size="sm" aria-label={t('records.loading')} />;
  return <CrudPage resource={resource} pageId={String(menuId)} />;
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
