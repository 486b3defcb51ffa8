/**
 * What voucher lines pick their auxiliary items and cash-flow item from (GET /htservice/auxItem/options:
 * the organisation's enabled items per dimension, the cash-flow items named in the caller's language),
 * one call per page that needs them. Null until loaded, and when the caller may not read them.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { locale } from '../../lib/i18n';
import type { AuxOptions } from '../../../server/contracts/aux-accounting';

export function useAuxOptions(): AuxOptions | null {
  const [options, setOptions] = useState<AuxOptions | null>(null);
  const lang = locale.value;
  useEffect(() => {
    let live = true;
    api.get<{ data: AuxOptions }>('/htservice/auxItem/options').then((r) => live && setOptions(r.data), () => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return options;
}
