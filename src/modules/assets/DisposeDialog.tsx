/**
 * Disposal of a generated asset: the date (the login date by default), the proceeds and the
 * account they are received on. The card's figures are shown so the accountant sees the net value the
 * proceeds are weighed against; the server posts the voucher and answers its number.
 */
import { NumberInput, Select, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { AssetCardRow, AssetDisposalBody } from '../../../server/contracts/asset';
import { api } from '../../lib/api';
import { isDate } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { formatFen, parseYuan } from '../../lib/money';
import { loginDate } from '../../state/session.model';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { DateField } from '../../ui/DateField';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import { namedText } from '../../ui/named-text';
import { useDialogSubmit } from '../../ui/use-dialog-submit';

const ACCOUNTS = ['1002', '1001', '1221'] as const;

type Props = { card: AssetCardRow; onClose: (done: boolean) => void };

export function DisposeDialog({ card, onClose }: Props) {
  useSignals();
  const [date, setDate] = useState(loginDate.value);
  const [proceeds, setProceeds] = useState<number | string>(0);
  const [account, setAccount] = useState<(typeof ACCOUNTS)[number]>('1002');
  const [remark, setRemark] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [proceedsError, setProceedsError] = useState<string | undefined>();
  const firstError = useRevealFirstError();
  const { busy, submit } = useDialogSubmit(async () => {
    const error = isDate(date) ? undefined : t('ui.crud.notDate', { label: t('assets.disposalDate') });
    // Typed in yuan, sent in fen.
    const fen = parseYuan(String(proceeds));
    setDateError(error);
    setProceedsError(fen === null ? t('ui.crud.notMoney', { label: t('assets.proceeds') }) : undefined);
    if (error || fen === null) return firstError.reveal();
    const body: AssetDisposalBody = { disposalDate: date, proceeds: fen, proceedsAccount: account, remark };
    const reply = await api.post<{ data: { voucherNumber: string } }>(`/htservice/assets/card/${card.cardId}/dispose`, body);
    notifications.show({ message: t('assets.disposed', { no: reply.data.voucherNumber }), color: 'green' });
    onClose(true);
  });
  return (
    <FormDialog
      size="narrow"
      onClose={() => onClose(false)}
      title={namedText('assets.disposeTitle', { code: card.assetCode })}
      hook="asset-dispose"
      formRef={firstError.ref}
      onSubmit={submit}
      footer={<DialogButtons busy={busy} hook="dispose-confirm" color="red" label={t('assets.dispose')} onCancel={() => onClose(false)} />}
    >
      <FormGrid>
        <Wide>
          <Text size="sm" c="dimmed">
            {t('assets.disposalHint')}
          </Text>
        </Wide>
        <TextInput label={t('assets.originalValue')} value={formatFen(card.originalValue)} readOnly />
        <TextInput label={t('assets.accumulatedDepreciation')} value={formatFen(card.accumulatedDepreciation)} readOnly />
        <TextInput label={t('assets.netValue')} value={formatFen(card.netValue)} readOnly />
        <DateField label={t('assets.disposalDate')} withAsterisk value={date} onChange={setDate} error={dateError} name="disposalDate" />
        <NumberInput label={t('assets.proceeds')} value={proceeds} onChange={setProceeds} min={0} decimalScale={2} error={proceedsError} data-ht="dispose-proceeds" />
        <Select
          label={t('assets.proceedsAccount')}
          data={ACCOUNTS.map((code) => ({ value: code, label: t(`assets.proceedsAccounts.${code}`) }))}
          value={account}
          onChange={(v) => setAccount((v as (typeof ACCOUNTS)[number] | null) ?? '1002')}
          allowDeselect={false}
          data-ht="dispose-account"
        />
        <Wide>
          <Textarea label={t('assets.remark')} value={remark} maxLength={500} autosize minRows={2} onChange={(e) => setRemark(e.currentTarget.value)} />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}
