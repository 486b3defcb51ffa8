/** The links of red reversals (红字冲销) the voucher detail shows at both ends (migration 0037 `reversal_of`). */
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';
import type { VoucherLink } from '../contracts/voucher.js';
import { voucherNumber } from '../lib/voucher-rules.js';

/** Both ends of the red reversals among `ids`: the voucher each corrects and the reversal made from each. */
export async function reversalLinks(
  db: Db | WriteTx,
  orgId: number,
  heads: ReadonlyArray<{ voucherId: number; reversalOf: number | null }>,
): Promise<(id: number) => { reversalOfVoucher: VoucherLink | null; reversedBy: VoucherLink | null }> {
  const ids = heads.map((h) => h.voucherId);
  const originals = heads.flatMap((h) => (h.reversalOf === null ? [] : [h.reversalOf]));
  const rows = await db
    .selectFrom('vouchers')
    .select(['voucher_id', 'voucher_word', 'voucher_no', 'reversal_of'])
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('reversal_of', 'in', ids), ...(originals.length ? [eb('voucher_id', 'in', originals)] : [])]))
    .execute();
  const link = (r: (typeof rows)[number]): VoucherLink => ({ voucherId: r.voucher_id, voucherNumber: voucherNumber(r.voucher_word, r.voucher_no) });
  return (id) => {
    const head = heads.find((h) => h.voucherId === id);
    const of = rows.find((r) => r.voucher_id === head?.reversalOf);
    const by = rows.find((r) => r.reversal_of === id);
    return { reversalOfVoucher: of ? link(of) : null, reversedBy: by ? link(by) : null };
  };
}
