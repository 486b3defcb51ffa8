/**
 * The organisation's voucher words in use (GET /htservice/voucherRule/words, in their order) as the voucher
 * form's options, and the default word it preselects for a new voucher. A voucher keeping a word no longer
 * in use (`current`) still finds it among the options, so its number reads as it is.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { VoucherWord } from '../../../server/contracts/coding-rule';

export type WordOptions = { options: Array<{ value: string; label: string }>; defaultWord: string };

export function useVoucherWords(current?: string): WordOptions {
  const [words, setWords] = useState<VoucherWord[]>([]);
  useEffect(() => {
    let live = true;
    api.get<{ data: VoucherWord[] }>('/htservice/voucherRule/words').then((r) => live && setWords(r.data), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const options = words.map((w) => ({ value: w.word, label: `${w.word} · ${w.wordName}` }));
  if (current && !words.some((w) => w.word === current)) options.push({ value: current, label: current });
  return { options, defaultWord: (words.find((w) => w.isDefault === 'Y') ?? words[0])?.word ?? '' };
}
