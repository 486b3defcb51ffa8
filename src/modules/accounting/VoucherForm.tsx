/**
 * The voucher form (a dialog of voucher entry): date, attachments, remark and the lines grid (account,
 * summary, debit, credit) with live totals and the balance difference. Enter moves to the next input
 * (src/ui/focus-next.ts); filling the last line adds a spare one. While it holds unsaved changes the
 * tab is marked editing (editFlag=2). The server decides the rules: its 422 reason (unbalanced, a
 * closed period…) is shown in the form; a 409 on the version offers to reload the voucher.
 */
import { ActionIcon, Alert, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { api, ApiError, fieldNamedBy, isStaleVersion } from '../../lib/api';
import { locale, t, textsUnder } from '../../lib/i18n';
import { amountInWords, formatFen, parseYuan, yuanInputText } from '../../lib/money';
import { ConflictAlert } from '../../ui/crud/ConflictAlert';
import { ClosedPeriodNotice } from './ClosedPeriodNotice';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { markEditing } from '../../ui/crud/edit-flag';
import { DateField } from '../../ui/DateField';
import { useRevealFirstError } from '../../ui/first-error';
import { useCloseOnFailure } from '../../ui/use-close-on-failure';
import { useEndpoint } from '../../ui/use-endpoint';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import type { VoucherDetail } from '../../../server/contracts/voucher';
import { indentedOption } from '../../ui/indented-option';
import { nextLineKey } from '../../ui/line-key';
import { useDeptOptions } from '../../ui/use-dept-options';
import { useAuxOptions } from './use-aux-options';
import { VoucherLineAux } from './VoucherLineAux';
import { parseDims } from '../../../shared/aux-dimensions';
import { useVoucherWords } from './use-voucher-words';
import { useAccounts } from './use-accounts';
import { draftAux, emptyLine, filledLines, gridTotals, lineAux, type DraftLine } from './voucher-lines';

const L = textsUnder('accounting.voucher');
/** Amount cells: right-aligned, digits in columns (tabular figures of the page's font, not monospace). */
const AMOUNT_INPUT = { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } } as const;

/** `voucherWord` '' until chosen: the organisation's default word is shown and sent. */
type Head = { voucherWord: string; voucherDate: string; attachments: string; remark: string };
type Props = { voucherId: number | null; today: string; onClose(saved: boolean): void };

function fromVoucher(v: VoucherDetail): { head: Head; lines: DraftLine[] } {
  return {
    head: { voucherWord: v.voucherWord, voucherDate: v.voucherDate, attachments: String(v.attachments), remark: v.remark },
    lines: [
      ...v.lines.map((l) => ({
        key: nextLineKey(),
        accountCode: l.accountCode,
        summary: l.summary,
        debit: l.debit ? yuanInputText(l.debit) : '',
        credit: l.credit ? yuanInputText(l.credit) : '',
        ...draftAux(l),
      })),
      emptyLine(),
    ],
  };
}

export function VoucherForm({ voucherId, today, onClose }: Props) {
  useSignals();
  const accounts = useAccounts();
  const depts = useDeptOptions();
  const auxOptions = useAuxOptions();
  // The server's refusal of one field of a line (lines.2.customerId …), shown at that field.
  const [lineError, setLineError] = useState<{ field: string; msg: string } | null>(null);
  const answer = useEndpoint(`/htservice/voucher/${voucherId}`, undefined, (r: { data: VoucherDetail }) => r.data, { enabled: voucherId !== null });
  const loaded = (voucherId !== null && answer.data) || null;
  const [head, setHead] = useState<Head>({ voucherWord: '', voucherDate: today, attachments: '0', remark: '' });
  const words = useVoucherWords(loaded?.voucherWord);
  const [lines, setLines] = useState<DraftLine[]>(() => [emptyLine(), emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstError = useRevealFirstError();

  // A voucher that cannot be read (the request layer said why) closes the form.
  useCloseOnFailure(answer.isError, () => onClose(false));
  // The form edits its own copy, seeded once per voucher and version read (the first, a reload's after a conflict).
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeded once per voucher and version read, not on every refetch of it
  useEffect(() => {
    if (!loaded) return;
    const draft = fromVoucher(loaded);
    setHead(draft.head);
    setLines(draft.lines);
    setConflict(false);
    setError(null);
    markEditing(false);
  }, [loaded?.voucherId, loaded?.version]);

  const options = useMemo(() => accounts.map((a) => ({ value: a.accountCode, label: `${a.accountCode} ${a.accountName}` })), [accounts]);
  const accountOf = useMemo(() => new Map(accounts.map((a) => [a.accountCode, a])), [accounts]);
  const errorOf = (i: number) => (field: string) => (lineError?.field === `lines.${i}.${field}` ? lineError.msg : undefined);
  const totals = gridTotals(lines);
  const setLine = (index: number, patch: Partial<DraftLine>) => {
    markEditing(true);
    setLines((current) => {
      const next = current.map((l, i) => (i === index ? { ...l, ...patch } : l));
      // Always one spare line at the end, prefilled with the summary above (accountants repeat it).
      const last = next[next.length - 1];
      return filledLines([last]).length ? [...next, emptyLine(last.summary)] : next;
    });
  };
  const removeLine = (index: number) => {
    markEditing(true);
    setLines((current) => (current.length > 2 ? current.filter((_, i) => i !== index) : current));
  };
  const editHead = (patch: Partial<Head>) => {
    markEditing(true);
    setHead((h) => ({ ...h, ...patch }));
  };
  const close = (saved: boolean) => {
    markEditing(false);
    onClose(saved);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only the format of an amount is checked here (flagged at its cell as it is typed); the voucher's rules are the server's.
    if (lines.some((l) => parseYuan(l.debit) === null || parseYuan(l.credit) === null)) return firstError.reveal();
    const body = {
      voucherWord: head.voucherWord || words.defaultWord || undefined,
      voucherDate: head.voucherDate.trim(),
      attachments: Number(head.attachments || 0),
      remark: head.remark,
      lines: filledLines(lines).map((l) => ({
        accountCode: l.accountCode,
        summary: l.summary,
        debit: parseYuan(l.debit) ?? NaN,
        credit: parseYuan(l.credit) ?? NaN,
        ...lineAux(l, parseDims(accountOf.get(l.accountCode)?.auxDims), accountOf.get(l.accountCode)?.cashAccount ?? false),
      })),
      ...(loaded ? { voucherId: loaded.voucherId, version: loaded.version } : {}),
    };
    setBusy(true);
    setError(null);
    setLineError(null);
    try {
      await (loaded ? api.put('/htservice/voucher', body, { raw: true }) : api.post('/htservice/voucher', body, { raw: true }));
      close(true);
    } catch (e) {
      if (isStaleVersion(e)) setConflict(true);
      else if (e instanceof ApiError && e.code === 422 && /^lines\.\d+\./.test(fieldNamedBy(e) ?? '')) setLineError({ field: fieldNamedBy(e)!, msg: e.message });
      else setError(e instanceof Error ? e.message : String(e));
      firstError.reveal();
    } finally {
      setBusy(false);
    }
  };

  const amountError = (text: string) => (parseYuan(text) === null ? L('notAmount') : undefined);
  return (
    <FormDialog
      size="lines"
      onClose={() => close(false)}
      title={loaded ? L('formEdit', { no: loaded.voucherNumber }) : L('formNew')}
      hook="voucher-form"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="crud-save" disabled={loaded?.periodClosed} onCancel={() => close(false)} />}
    >
      <Stack gap="sm">
        {loaded?.periodClosed && <ClosedPeriodNotice period={loaded.period} />}
        {conflict && <ConflictAlert onReload={() => void answer.refetch()} />}
        {error && (
          <Alert color="red" role="alert" data-ht="voucher-error">
            {error}
          </Alert>
        )}
        <FormGrid>
          <Select
            label={L('voucherWord')}
            name="voucherWord"
            data={words.options}
            value={head.voucherWord || words.defaultWord || null}
            onChange={(voucherWord) => editHead({ voucherWord: voucherWord ?? '' })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <DateField label={L('voucherDate')} name="voucherDate" withAsterisk value={head.voucherDate} onChange={(voucherDate) => editHead({ voucherDate })} />
          <TextInput label={L('attachments')} name="attachments" inputMode="numeric" value={head.attachments} onChange={(e) => editHead({ attachments: e.currentTarget.value.replace(/\D/g, '') })} />
          <Wide>
            <TextInput label={L('remark')} name="remark" maxLength={500} value={head.remark} onChange={(e) => editHead({ remark: e.currentTarget.value })} />
          </Wide>
        </FormGrid>
        <Table withTableBorder withColumnBorders aria-label={L('lines')} data-ht="voucher-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{L('lineNo')}</Table.Th>
              <Table.Th w={240}>{L('account')}</Table.Th>
              <Table.Th>{L('summary')}</Table.Th>
              <Table.Th w={150}>{L('dept')}</Table.Th>
              <Table.Th>{t('accounting.voucherAux.aux')}</Table.Th>
              <Table.Th w={130}>{L('debit')}</Table.Th>
              <Table.Th w={130}>{L('credit')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              <Table.Tr key={line.key} data-ht="voucher-line">
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('accountOf', { n: i + 1 })}
                    data={options}
                    value={line.accountCode || null}
                    onChange={(v) => setLine(i, { accountCode: v ?? '' })}
                    searchable
                    selectFirstOptionOnChange
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={L('summaryOf', { n: i + 1 })} maxLength={200} value={line.summary} onChange={(e) => setLine(i, { summary: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('deptOf', { n: i + 1 })}
                    data-enter-skip
                    data={depts}
                    renderOption={indentedOption}
                    value={line.deptId || null}
                    onChange={(v) => setLine(i, { deptId: v ?? '' })}
                    error={errorOf(i)('deptId')}
                    searchable
                    clearable
                    clearButtonProps={{ 'aria-label': L('clearDeptOf', { n: i + 1 }) }}
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
                <Table.Td>
                  <VoucherLineAux n={i + 1} line={line} account={accountOf.get(line.accountCode)} options={auxOptions} errorOf={errorOf(i)} onChange={(patch) => setLine(i, patch)} />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={L('debitOf', { n: i + 1 })}
                    inputMode="decimal"
                    styles={AMOUNT_INPUT}
                    value={line.debit}
                    error={amountError(line.debit)}
                    onChange={(e) => setLine(i, { debit: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={L('creditOf', { n: i + 1 })}
                    inputMode="decimal"
                    styles={AMOUNT_INPUT}
                    value={line.credit}
                    error={amountError(line.credit)}
                    onChange={(e) => setLine(i, { credit: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" tabIndex={-1} aria-label={L('removeLine', { n: i + 1 })} onClick={() => removeLine(i)}>
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={5} data-ht="voucher-in-words">{`${L('total')}：${amountInWords(totals.debit, locale.value)}`}</Table.Th>
              <Table.Th ta="right" className="ht-amount" data-ht="voucher-debit-total">
                {formatFen(totals.debit)}
              </Table.Th>
              <Table.Th ta="right" className="ht-amount" data-ht="voucher-credit-total">
                {formatFen(totals.credit)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Text role="status" c={totals.difference === 0 ? 'teal' : 'red'} data-ht="voucher-difference" data-difference={totals.difference}>
          {totals.difference === 0 ? L('balanced') : `${L('difference')}：${formatFen(totals.difference)}`}
        </Text>
      </Stack>
    </FormDialog>
  );
}
