/**
 * What voucher lines pick their auxiliary items and cash-flow item from (GET /htservice/auxItem/options:
 * the organisation's enabled items per dimension, the cash-flow items named in the caller's language),
 * one answer per language shared by the pages that need them, read again after an item was written.
 * Null until loaded, when the caller may not read them, and when not `enabled`.
 */
import { locale } from '../../lib/i18n';
import { useEndpoint } from '../../ui/use-endpoint';
import type { AuxOptions } from '../../../server/contracts/aux-accounting';

export function useAuxOptions(enabled = true): AuxOptions | null {
  const { data } = useEndpoint('/htservice/auxItem/options', undefined, (r: { data: AuxOptions }) => r.data, { language: locale.value, enabled });
  return (enabled && data) || null;
}
