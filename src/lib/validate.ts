/** Small validators shared by forms and the request layer. */

/** SPEC.md section 5: optional sign, no leading zeros on integers, optional decimal part. */
export function isNumberStr(value: string): boolean {
  return /^[+-]?(0|([1-9]\d*))(\.\d+)?$/.test(value);
}

/** SPEC.md section 9: a ten-digit timestamp is seconds, anything else milliseconds. */
export function toMillis(timestamp: number | string): number {
  const value = Number(timestamp);
  return String(Math.trunc(value)).length === 10 ? value * 1000 : value;
}
