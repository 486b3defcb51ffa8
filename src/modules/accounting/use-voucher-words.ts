/**
 * The organisation's voucher words in use (GET /htservice/voucherRule/words, in their order) as the voucher
 * form's options, and the default word it preselects for a new voucher. A voucher keeping a word no longer
 * in use (`current`) still finds it among the options, so its number reads as it is.
 */
import { useEndpoint } from '../../ui/use-endpoint';
import type { VoucherWord } from '../../../server/contracts/coding-rule';

export type WordOptions = { options: Array<{ value: string; label: string }>; defaultWord: string };
const NONE: VoucherWord[] = [];

export function useVoucherWords(current?: string): WordOptions {
  const { data: words = NONE } = useEndpoint('/htservice/voucherRule/words', undefined, (r: { data: VoucherWord[] }) => r.data);
  const options = words.map((w) => ({ value: w.word, label: `${w.word} · ${w.wordName}` }));
  if (current && !words.some((w) => w.word === current)) options.push({ value: current, label: current });
  return { options, defaultWord: (words.find((w) => w.isDefault === 'Y') ?? words[0])?.word ?? '' };
}
