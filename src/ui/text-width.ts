/**
 * How wide a table header's label draws, so a column is never narrower than its label (issue 16: no
 * "Unaudit…"). Measured on a canvas at the header's font — Mantine's th, weight 600 at 14 px, in the page's
 * font stack, which follows the language (login.css `--ht-font`: Latin fonts first in English) — because
 * Latin fonts differ by a quarter in width (DejaVu Sans against Segoe UI), more than any one estimate covers.
 * Where nothing draws (no canvas, as in unit tests) an estimate: CJK about 14 px, others about 8.
 */
let context: CanvasRenderingContext2D | null | undefined;
/** The canvas font of the page's language, read again only when the language changes. */
let font = { lang: '', value: '' };
const widths = new Map<string, number>();

function estimate(label: string): number {
  let width = 0;
  for (const ch of label) width += ch.codePointAt(0)! >= 0x2e80 ? 14 : 8;
  return width;
}

function canvas(): CanvasRenderingContext2D | null {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return context;
}

export function headerTextWidth(label: string): number {
  const ctx = canvas();
  if (!ctx) return estimate(label);
  const lang = document.documentElement.lang;
  if (font.lang !== lang) font = { lang, value: `600 14px ${getComputedStyle(document.body).fontFamily}` };
  const key = `${font.value}\n${label}`;
  let width = widths.get(key);
  if (width === undefined) {
    ctx.font = font.value;
    width = Math.ceil(ctx.measureText(label).width);
    widths.set(key, width);
  }
  return width;
}
