/**
 * An amount in Chinese capital numerals (大写金额) as printed on a voucher's total line, from integer
 * fen, as the People's Bank rules write it: 1234.50 → 壹仟贰佰叁拾肆元伍角整 (整 when there are no fen),
 * 1.05 → 壹元零伍分, zeros inside collapse to one 零, and skipped places between non-zero digits read
 * 零 (壹万零伍元整) while a group's own trailing zeros do not (壹拾万壹仟元整).
 * Shared: the server prints it on the voucher PDF, the shell shows it on screen in Chinese
 * (src/lib/amount-in-words.ts). Pure code without imports.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** Capitals of an integer below 10^16 (the yuan part). */
function integerCapitals(n: number): string {
  if (n === 0) return '';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zeroPending = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g];
    if (group === 0) {
      zeroPending = out !== '';
      continue;
    }
    for (let u = 3; u >= 0; u--) {
      const digit = Math.floor(group / 10 ** u) % 10;
      if (digit === 0) {
        if (out !== '') zeroPending = true;
        continue;
      }
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[digit] + UNITS[u];
    }
    out += GROUPS[g];
    // A group's own trailing zeros are read by its unit (壹拾万壹仟, not 壹拾万零壹仟); a zero at the next group's head sets it again.
    zeroPending = false;
  }
  return out;
}

export function rmbCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount of fen: ${fen}`);
  if (fen === 0) return '零元整';
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const fenDigit = abs % 10;
  let out = yuan > 0 ? `${integerCapitals(yuan)}元` : '';
  if (jiao === 0 && fenDigit === 0) return `${sign}${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`;
  else out += '整';
  return sign + out;
}
