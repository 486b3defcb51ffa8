/**
 * A master–detail form (/template/SubMainForm, the framework agreement's detail): the head record of the
 * form's kind above a grid of lines. Lines are added, edited and removed in place; each line's amount
 * and the total follow as they are typed (master-detail.ts); the head's total field is the lines' sum
 * and read-only. Save sends head and lines together (POST new, PUT with the version read); the server
 * writes both in one transaction or neither, and a refusal is shown at its field or line.
 */
import { ActionIcon, Alert, Badge, Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { MasterDetailMeta, MasterDetailRecord } from '../../../../server/contracts/master-detail';
import { api } from '../../../lib/api';
import { locale, t } from '../../../lib/i18n';
import { validate } from '../../../ui/crud/CrudForm';
import { display, formFieldsOf } from '../resource';
import { formatFen } from '../../../lib/money';
import { withFenAmounts, withYuanInputs } from '../../../ui/money-fields';
import { V } from './common';
import { useEndpoint } from '../../../ui/use-endpoint';
import { nextLineKey } from '../../../ui/line-key';
import { FieldInput } from './FieldInput';
import { checkLines, lineAmount, lineOfField, linesTotal, toWireLine, type Line } from './master-detail';
import { refusal } from './RecordForm';

type Props = { formKey: string; id: number | null; onSaved?(record: MasterDetailRecord): void; onLoaded?(record: MasterDetailRecord): void; onMissing?(): void };

const keyed = (values: Record<string, unknown>): Line => ({ ...values, key: nextLineKey() });
/** A record read or saved as the form's copy: its money (fen) as the yuan the inputs show. */
const copyOf = (meta: MasterDetailMeta, r: MasterDetailRecord) => ({
  head: withYuanInputs(meta.head.fields, r.head),
  lines: r.lines.map((l) => keyed(withYuanInputs(meta.lineFields, l))),
});

export function MasterDetailForm({ formKey, id, onSaved, onLoaded, onMissing }: Props) {
  useSignals();
  const lang = locale.value;
  const [record, setRecord] = useState<MasterDetailRecord | null>(null);
  const [head, setHead] = useState<Record<string, unknown>>({});
  const [lines, setLines] = useState<Line[]>([]);
  const [headErrors, setHeadErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const meta = useEndpoint(`/htservice/masterDetail/${formKey}/meta`, undefined, (r: { data: MasterDetailMeta }) => r.data).data ?? null;
  // The page's callbacks as last rendered: telling it about a record read never waits for a new callback.
  const told = useRef({ onLoaded, onMissing });
  told.current = { onLoaded, onMissing };

  // Raw: a record that cannot be had is the page's to say (onMissing).
  const answer = useEndpoint(`/htservice/masterDetail/${formKey}/${id}`, undefined, (r: { data: MasterDetailRecord }) => r.data, { raw: true, enabled: id !== null });
  const read = id === null ? null : (answer.data ?? null);
  // A new record starts with one empty line.
  useEffect(() => {
    if (id !== null) return;
    setRecord(null);
    setHead({});
    setLines([keyed({})]);
  }, [formKey, id]);
  // The form edits its own copy, seeded once per record read; a save puts the server's answer in it, so a
  // refetch of the record (after that save, or another write) never replaces what is being typed.
  const seededId = record?.head.recordId;
  useEffect(() => {
    // Its money is shown through the meta's field types: seeded once both are in.
    if (!read || !meta || seededId === read.head.recordId) return;
    setRecord(read);
    const copy = copyOf(meta, read);
    setHead(copy.head);
    setLines(copy.lines);
    told.current.onLoaded?.(read);
  }, [read, meta, seededId]);
  const missing = answer.isError && id !== null;
  useEffect(() => {
    if (missing) told.current.onMissing?.();
  }, [missing]);

  const headFields = useMemo(
    () => (meta ? formFieldsOf(meta.head, lang, { kind: meta.head.key }).filter((f) => f.key !== meta.preset.field && f.key !== meta.totalField && !meta.headOmit.includes(f.key)) : []),
    [meta, lang],
  );
  const lineFields = useMemo(() => (meta ? formFieldsOf({ ...meta.head, fields: meta.lineFields }, lang, { kind: meta.head.key }) : []), [meta, lang]);
  if (!meta) return <Text c="dimmed">{V('loading')}</Text>;

  const total = linesTotal(meta, lines);
  const presetField = meta.head.fields.find((f) => f.key === meta.preset.field)!;
  const totalField = meta.head.fields.find((f) => f.key === meta.totalField)!;
  const setLine = (key: number, field: string, value: unknown) => setLines((all) => all.map((l) => (l.key === key ? { ...l, [field]: value } : l)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const foundHead = validate(headFields, head);
    const found = checkLines(meta, lines, lang, {
      required: (label) => t('ui.crud.required', { label }),
      number: (label) => t('ui.crud.notNumber', { label }),
      min: (label, limit) => V('mdMin', { label, limit }),
      max: (label, limit) => V('mdMax', { label, limit }),
    });
    setHeadErrors(foundHead);
    setLineErrors(Object.fromEntries(found.map((p) => [`${p.line - 1}.${p.field}`, p.message])));
    if (!lines.length) setProblem(V('mdNoLines'));
    else if (lines.length > meta.maxLines) setProblem(V('mdTooMany', { max: meta.maxLines }));
    if (Object.keys(foundHead).length || found.length || !lines.length || lines.length > meta.maxLines) return;
    const body = {
      head: withFenAmounts(headFields, Object.fromEntries(headFields.map((f) => [f.key, head[f.key] === undefined ? null : head[f.key]]))),
      lines: lines.map((l) => toWireLine(meta, l)),
    };
    setBusy(true);
    try {
      const reply = record
        ? await api.put<{ data: MasterDetailRecord }>(`/htservice/masterDetail/${formKey}`, { ...body, recordId: record.head.recordId, version: record.head.version }, { raw: true })
        : await api.post<{ data: MasterDetailRecord }>(`/htservice/masterDetail/${formKey}`, body, { raw: true });
      setRecord(reply.data);
      const copy = copyOf(meta, reply.data);
      setHead(copy.head);
      setLines(copy.lines);
      notifications.show({ message: record ? V('saved') : V('mdCreated', { form: meta[lang] }), color: 'green' });
      onSaved?.(reply.data);
    } catch (error) {
      const r = refusal(error);
      const at = lineOfField(r.field);
      if (at?.[1]) setLineErrors({ [`${at[0]}.${at[1]}`]: r.message });
      else if (r.field && headFields.some((f) => f.key === r.field)) setHeadErrors({ [r.field]: r.message });
      else setProblem(r.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} data-ht="master-detail" data-form={formKey}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={5}>{V('mdHead')}</Title>
            <Badge variant="light">
              {presetField[lang]}：{display(meta.head, presetField, meta.preset.value, lang)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {headFields.map((f) => (
              <FieldInput key={f.key} field={f} value={head[f.key]} error={headErrors[f.key]} onChange={(v) => setHead((cur) => ({ ...cur, [f.key]: v }))} />
            ))}
            <TextInput label={totalField[lang]} description={V('mdComputed')} value={formatFen(total)} readOnly data-field={meta.totalField} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={5}>{V('mdLines')}</Title>
            <Button size="xs" variant="light" onClick={() => setLines((all) => [...all, keyed({})])} disabled={lines.length >= meta.maxLines} data-ht="md-add-line">
              {V('mdAddLine')}
            </Button>
          </Group>
          <ScrollArea type="auto">
            <Table striped withTableBorder miw={860} aria-label={V('mdLines')} data-ht="md-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={50}>{V('mdLineNo')}</Table.Th>
                  {lineFields.map((f) => (
                    <Table.Th key={f.key}>
                      {f.label}
                      {f.required ? ' *' : ''}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{V('mdLineAmount')}</Table.Th>
                  <Table.Th w={60}>{V('mdActions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, i) => (
                  <Table.Tr key={line.key} data-ht="md-line">
                    <Table.Td>{i + 1}</Table.Td>
                    {lineFields.map((f) => (
                      <Table.Td key={f.key} miw={f.type === 'text' ? 140 : 100}>
                        <FieldInput compact field={{ ...f, label: `${f.label} ${i + 1}` }} value={line[f.key]} error={lineErrors[`${i}.${f.key}`]} onChange={(v) => setLine(line.key, f.key, v)} />
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" className="ht-amount">
                      {formatFen(lineAmount(meta, line))}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={V('mdRemoveLine', { line: i + 1 })} onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={lineFields.length + 1}>{V('mdTotal')}</Table.Th>
                  <Table.Th ta="right" className="ht-amount" data-ht="md-total">
                    {formatFen(total)}
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        </Paper>
        <Group>
          <Button type="submit" loading={busy} data-ht="md-save">
            {V('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
