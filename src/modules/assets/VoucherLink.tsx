/** A voucher posted by the asset pages (depreciation, acquisition, disposal), linking to its detail page. */
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';

/** SPEC.md's change-voucher detail (the accounting pages' VOUCHER_DETAIL_PATH). */
const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';

type Props = { voucherId: number | null; voucherNumber: string | null; label: string; hook: string };

export function VoucherLink({ voucherId, voucherNumber, label, hook }: Props) {
  if (!voucherId) return null;
  return (
    <Anchor component={Link} href={`${VOUCHER_DETAIL_PATH}?voucherId=${voucherId}`} aria-label={label} data-ht={hook}>
      {voucherNumber}
    </Anchor>
  );
}
