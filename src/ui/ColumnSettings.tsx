/**
 * The column customisation dialog (SPEC.md section 2 "Layout", sections 3-5): show, order and width of
 * a table's columns, saved per user, organisation, page and table. It talks to the server only through
 * its props; the page wires them to POST /htservice/custom, GET /htservice/custom/list and
 * DELETE /htservice/custom/{customId}.
 */
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Stack, Table } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import { isLocked, mergeColumns, moveColumn, serializeColumns } from './columns';
import type { Column, SavedColumn } from './column-types';

export type ColumnSettingsProps<Row> = {
  opened: boolean;
  onClose(): void;
  /** The page's default columns. */
  defaults: readonly Column<Row>[];
  /** The saved list, or null when the user has none. */
  load(): Promise<SavedColumn[] | null>;
  /** Stores `content` (the JSON text of the column list): create or update. */
  save(content: string): Promise<void>;
  /** Deletes the user's record: back to the defaults. */
  reset(): Promise<void>;
  /** Receives the columns to use after a save or a reset. */
  onApply(columns: Column<Row>[]): void;
};

export function ColumnSettings<Row>({ opened, onClose, defaults, load, save, reset, onApply }: ColumnSettingsProps<Row>) {
  useSignals();
  const [draft, setDraft] = useState<Column<Row>[]>(() => mergeColumns(defaults, null));
  const [busy, setBusy] = useState(false);

  // Loaded once per opening: pages pass inline arrays and functions, and a re-run would wipe the user's edits.
  const latest = useRef({ defaults, load });
  latest.current = { defaults, load };
  useEffect(() => {
    if (!opened) return;
    let live = true;
    const { defaults: columns, load: read } = latest.current;
    read().then(
      (saved) => live && setDraft(mergeColumns(columns, saved)),
      () => live && setDraft(mergeColumns(columns, null)),
    );
    return () => {
      live = false;
    };
  }, [opened]);

  const update = (index: number, patch: Partial<Column<Row>>) => setDraft((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  // The request layer already shows a failure; the dialog only has to stay usable.
  const run = async (work: () => Promise<Column<Row>[]>) => {
    setBusy(true);
    try {
      onApply(await work());
      onClose();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.columns.title')} size="lg" closeButtonProps={{ 'aria-label': t('ui.columns.close') }}>
      <Stack gap="sm" data-ht="column-settings">
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {draft.map((column, index) => (
              <Table.Tr key={column.key} data-column-key={column.key}>
                <Table.Td>
                  <Checkbox
                    label={column.label}
                    aria-label={t('ui.columns.show', { label: column.label })}
                    checked={isLocked(column) || column.show !== false}
                    disabled={isLocked(column)}
                    onChange={(event) => update(index, { show: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td w={110}>
                  <NumberInput
                    size="xs"
                    min={20}
                    max={2000}
                    allowDecimal={false}
                    allowNegative={false}
                    aria-label={t('ui.columns.width', { label: column.label })}
                    value={column.width ?? ''}
                    onChange={(value) => update(index, { width: typeof value === 'number' && value > 0 ? value : undefined })}
                  />
                </Table.Td>
                <Table.Td w={80}>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('ui.columns.moveUp', { label: column.label })} disabled={index === 0} onClick={() => setDraft((l) => moveColumn(l, index, -1))}>
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('ui.columns.moveDown', { label: column.label })}
                      disabled={index === draft.length - 1}
                      onClick={() => setDraft((l) => moveColumn(l, index, 1))}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('ui.columns.cancel')}
          </Button>
          <Button variant="light" color="red" loading={busy} onClick={() => run(async () => (await reset(), mergeColumns(defaults, null)))} data-ht="column-reset">
            {t('ui.columns.reset')}
          </Button>
          <Button loading={busy} onClick={() => run(async () => (await save(serializeColumns(draft)), draft))} data-ht="column-save">
            {t('ui.columns.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
