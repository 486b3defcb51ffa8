/**
 * The organisation's postable accounts (GET /htservice/voucher/accounts), one answer shared by the voucher
 * form and the ledgers' account pickers through the server-state layer. Empty until loaded.
 */
import { useEndpoint } from '../../ui/use-endpoint';
import type { Account } from '../../../server/contracts/voucher';

const NONE: Account[] = [];

export function useAccounts(): Account[] {
  return useEndpoint('/htservice/voucher/accounts', undefined, (r: { data: Account[] }) => r.data).data ?? NONE;
}
