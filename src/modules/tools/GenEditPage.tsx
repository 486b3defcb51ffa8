/**
 * /gen/edit?tableId=…: the generator configuration of one imported table in three tabs (basic, columns,
 * generation), saved as a whole. While it differs from what was loaded, the page's tab is marked editing
 * (editFlag=2), so the shell asks before closing it. Checks run before saving and a refusal of the server
 * (422) lands at the field it names, on its tab; a 409 (someone saved meanwhile) is explained with a
 * reload. The table id comes from this page's own tab, so the page keeps its table while hidden.
 */
import { Alert, Button, Group, List, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { api, ApiError, fieldNamedBy } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { tabs } from '../../state/tabs.model';
import { pathOfComponent } from '../../state/routes.model';
import { markEditing } from '../../ui/crud/edit-flag';
import { dictTypeName } from '../../ui/builtin-labels';
import type { GenDetail, GenTable } from '../../../server/contracts/gen';
import type { DictType } from '../../../server/contracts/dict';
import { useEndpoint } from '../../ui/use-endpoint';
import { GenColumnsGrid } from './GenColumnsGrid';
import { GenBasicFields, GenTemplateFields } from './GenInfoFields';
import { tabOf, toUpdate, validateGen, type GenDraft, type GenTab } from './gen-form';
import { PageHeader } from '../../ui/PageHeader';

type Loaded = { tables: GenTable[]; baseline: string };
const NO_DICT_TYPES: DictType[] = [];
const MISSING = [404, 422];
/** The code generator list's server component key: where a table to edit is chosen. */
const GEN_LIST = 'tool/gen/index';

export function GenEditPage({ path }: { path: string }) {
  useSignals();
  const L = textsUnder('tools.gen');
  const tableId = tabs.value.find((tab) => tab.path === path)?.query.tableId;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState<GenDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<GenTab>('basic');
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const dictTypes = useEndpoint('/htservice/dict/type/optionselect', undefined, (r: { data: DictType[] }) => r.data).data ?? NO_DICT_TYPES;
  // A table gone or not one (404, 422) is said on the page; the request layer shows any other failure.
  const detail = useEndpoint(`/htservice/gen/${tableId}`, undefined, (r: { data: GenDetail }) => r.data, { raw: MISSING, enabled: Boolean(tableId) });
  const missing = detail.error instanceof ApiError && MISSING.includes(detail.error.code);

  const show = useCallback((read: Pick<GenDetail, 'info' | 'rows'>, tables: GenTable[]) => {
    const next = { info: read.info, columns: read.rows };
    setDraft(next);
    setLoaded({ tables, baseline: JSON.stringify(toUpdate(next)) });
    setErrors({});
    setConflict(false);
  }, []);
  const dirty = useMemo(() => Boolean(draft && loaded && JSON.stringify(toUpdate(draft)) !== loaded.baseline), [draft, loaded]);
  // Read, not depended on: a save's reply is shown (dirty turns false) before the refetch its write caused lands,
  // and showing the older answer then would undo the save on screen.
  const unsaved = useRef(dirty);
  unsaved.current = dirty;
  // The form edits its own copy: seeded from the first answer, and from a newer one (a write to the generator
  // elsewhere refetches it) only while nothing is unsaved; unsaved edits are kept, and a save then says 409.
  useEffect(() => {
    if (detail.data && !unsaved.current) show(detail.data, detail.data.tables);
  }, [detail.data, show]);
  const reset = () => detail.data && show(detail.data, detail.data.tables);
  const reload = () => void detail.refetch().then(({ data }) => data && show(data, data.tables));

  // Only while this page is the visible one: the flag goes into the current location.
  useEffect(() => {
    if (location.pathname === path) markEditing(dirty);
  }, [dirty, path]);

  // Without a table to edit the page still says what it is, above why it is empty.
  const listPath = pathOfComponent(GEN_LIST);
  if (!tableId || missing)
    return (
      <PageHeader title={t('fixed.genEdit')}>
        <Alert color={missing ? 'red' : 'blue'}>
          {/* What is missing, and the way to the list to choose from (like every detail page opened without its record). */}
          <Stack gap="xs" align="flex-start">
            {L(missing ? 'notFound' : 'noTable')}
            {listPath && (
              <Button size="xs" component={Link} href={listPath} data-ht="gen-open-list">
                {L('openList')}
              </Button>
            )}
          </Stack>
        </Alert>
      </PageHeader>
    );
  if (!draft || !loaded) return null;

  const edit = (patch: Partial<GenTable>) => setDraft({ ...draft, info: { ...draft.info, ...patch } });
  const editColumn = (index: number, patch: Partial<GenDraft['columns'][number]>) => setDraft({ ...draft, columns: draft.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    const first = tabOf(Object.keys(found)[0]);
    setTab(first);
    notifications.show({ message: L('invalidIn', { tab: L(`${first}Tab`) }), color: 'red' });
  };
  const save = async () => {
    const found = validateGen(draft);
    if (Object.keys(found).length) return refuse(found);
    setBusy(true);
    try {
      const reply = await api.put<{ data: Pick<GenDetail, 'info' | 'rows'> }>('/htservice/gen', toUpdate(draft), { raw: true });
      show(reply.data, loaded.tables);
      notifications.show({ message: L('saved'), color: 'green' });
    } catch (error) {
      const field = fieldNamedBy(error);
      if (error instanceof ApiError && error.code === 409) setConflict(true);
      else if (error instanceof ApiError && error.code === 422 && field) refuse({ [field]: error.message });
      else notifications.show({ message: (error as Error).message, color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  const columnErrors = Object.entries(errors).filter(([key]) => key.startsWith('columns'));

  return (
    <Stack gap="sm" data-ht="gen-edit" data-table-name={draft.info.tableName}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('fixed.genEdit')} · <span data-user-text>{draft.info.tableName}</span>
        </Title>
        <Group gap="xs">
          <Button variant="default" disabled={!dirty} onClick={reset}>
            {L('reset')}
          </Button>
          <Button onClick={() => void save()} loading={busy} data-ht="gen-save">
            {L('save')}
          </Button>
        </Group>
      </Group>
      {conflict && (
        <Alert color="orange" title={L('conflictTitle')} data-ht="gen-conflict">
          <Stack gap="xs" align="flex-start">
            {L('conflictText')}
            <Button size="xs" color="orange" onClick={reload} data-ht="gen-reload">
              {L('reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => setTab((v as GenTab) ?? 'basic')}>
        <Tabs.List>
          <Tabs.Tab value="basic">{L('basicTab')}</Tabs.Tab>
          <Tabs.Tab value="columns">{L('columnsTab')}</Tabs.Tab>
          <Tabs.Tab value="gen">{L('genTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="sm">
          <GenBasicFields info={draft.info} errors={errors} onChange={edit} />
        </Tabs.Panel>
        <Tabs.Panel value="columns" pt="sm">
          {columnErrors.length > 0 && (
            <Alert color="red" mb="xs" role="alert">
              <List size="sm">
                {columnErrors.map(([key, msg]) => (
                  <List.Item key={key}>{msg}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <GenColumnsGrid columns={draft.columns} dictTypes={dictTypes.map((d) => ({ value: d.dictType, label: `${dictTypeName(d)} (${d.dictType})` }))} errors={errors} onChange={editColumn} />
        </Tabs.Panel>
        <Tabs.Panel value="gen" pt="sm">
          <GenTemplateFields info={draft.info} errors={errors} onChange={edit} columns={draft.columns} tables={loaded.tables} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
