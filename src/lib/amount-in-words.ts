/**
 * An amount in words, as a voucher shows its total on screen, in the UI language: Chinese capital
 * numerals in zh (the statutory form, shared/rmb-capitals.ts, which the printed voucher uses too), and
 * English words in en in the style of a cheque: "Nine Hundred and Thirty Yuan Fifty Fen",
 * "One Thousand and Five Yuan Only". The printed voucher stays Chinese whatever the language.
 */
import { rmbCapitals } from '../../shared/rmb-capitals';
import type { Locale } from './i18n';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
/** Short scale, as English-speaking accountants read amounts; rmbCapitals stops below 10^16 yuan, so does this. */
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion', 'Quadrillion'];

/** 1..99: "Seven", "Forty-Two". */
function belowHundred(n: number): string {
  return n < 20 ? ONES[n] : TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** 1..999: "One Hundred and Five", "Twelve". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return `${ONES[hundreds]} Hundred${rest ? ` and ${belowHundred(rest)}` : ''}`;
}

/** A positive integer in words, British style: "One Thousand and Five", "Two Million Three Hundred Thousand". */
function integerWords(n: number): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let g = groups.length - 1; g >= 0; g--) {
    if (!groups[g]) continue;
    // The last group under a hundred after larger ones is joined by "and" (One Thousand and Five).
    const joined = g === 0 && groups.length > 1 && groups[0] < 100 ? 'and ' : '';
    words.push(`${joined}${belowThousand(groups[g])}${SCALES[g] ? ` ${SCALES[g]}` : ''}`);
  }
  return words.join(' ');
}

/** Integer fen in English words: yuan, then fen, "Only" when there are no fen; "Minus" before a negative amount. */
export function englishAmount(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount of fen: ${fen}`);
  if (fen === 0) return 'Zero Yuan Only';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  const parts = [yuan ? `${integerWords(yuan)} Yuan` : '', cents ? `${belowHundred(cents)} Fen` : 'Only'].filter(Boolean);
  return `${fen < 0 ? 'Minus ' : ''}${parts.join(' ')}`;
}

/** The total in words for the screen, in `lang`. */
export function amountInWords(fen: number, lang: Locale): string {
  return lang === 'en' ? englishAmount(fen) : rmbCapitals(fen);
}
