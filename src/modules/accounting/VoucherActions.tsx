/**
 * The buttons of one voucher row: status changes (send, withdraw, audit, revoke; after audit the
 * cashier's sign and unsign, post and unpost) each shown only in the status that allows it and to
 * whoever holds its permission, and the detail link. The server still decides (the maker cannot audit,
 * only the sender withdraws, a cash voucher is signed before it posts); its 409 reason is shown as is.
 */
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { usePermitted } from '../../ui/Permission';
import { RowActionButton, type RowAction } from '../../ui/RowActions';
import type { Voucher } from '../../../server/contracts/voucher';
import { VOUCHER_DETAIL_PATH } from './voucher-resource';

type Action = 'send' | 'withdraw' | 'audit' | 'revoke' | 'sign' | 'unsign' | 'post' | 'unpost';
type Row = Pick<Voucher, 'voucherId' | 'voucherNumber' | 'status' | 'needsCashier' | 'cashierName' | 'reversed'>;
const RULES: Record<Action, { status: Voucher['status']; permission: string; when?: (row: Row) => boolean }> = {
  send: { status: '0', permission: 'accounting:voucher:edit' },
  withdraw: { status: '1', permission: 'accounting:voucher:edit' },
  audit: { status: '1', permission: 'accounting:voucher:audit' },
  revoke: { status: '2', permission: 'accounting:voucher:revoke', when: (row) => !row.cashierName },
  sign: { status: '2', permission: 'accounting:voucher:cashier', when: (row) => row.needsCashier && !row.cashierName },
  unsign: { status: '2', permission: 'accounting:voucher:cashier', when: (row) => !!row.cashierName },
  post: { status: '2', permission: 'accounting:voucher:post', when: (row) => !row.needsCashier || !!row.cashierName },
  unpost: { status: '3', permission: 'accounting:voucher:unpost', when: (row) => !row.reversed },
};

/** A status change as a row action, or null when the row's status or the user's permissions rule it out. */
export function statusAction(row: Row, action: Action, can: (permission: string) => boolean, reload: () => void): RowAction | null {
  const rule = RULES[action];
  if (!can(rule.permission) || row.status !== rule.status || (rule.when && !rule.when(row))) return null;
  const run = async () => {
    await api.put(`/htservice/voucher/${action}`, { voucherIds: [row.voucherId] });
    notifications.show({ message: t('accounting.voucher.done', { no: row.voucherNumber, action: t(`accounting.voucher.${action}`) }), color: 'green' });
    reload();
  };
  return {
    label: t(`accounting.voucher.${action}`),
    name: t(`accounting.voucher.${action}Of`, { no: row.voucherNumber }),
    hook: `voucher-${action}`,
    onClick: () => void run().catch(() => undefined),
  };
}

export function StatusButton({ row, action, reload }: { row: Row; action: Action; reload: () => void }) {
  const button = statusAction(row, action, usePermitted(), reload);
  return button && <RowActionButton action={button} />;
}

export function DetailLink({ row }: { row: Pick<Voucher, 'voucherId' | 'voucherNumber'> }) {
  return (
    <Anchor component={Link} href={`${VOUCHER_DETAIL_PATH}?voucherId=${row.voucherId}`} aria-label={t('accounting.voucher.detailOf', { no: row.voucherNumber })} data-ht="voucher-link">
      {row.voucherNumber}
    </Anchor>
  );
}
