/**
 * Theme colour arithmetic (SPEC.md section 2: the colour picker derives 10 lighter tints in steps of 0.1
 * and one darker shade of 0.1, as RuoYi's getThemeCluster does), plus the WCAG contrast helpers that
 * pick a readable text colour on the chosen theme colour, on light and on dark backgrounds. Pure
 * functions, no DOM.
 */

type Rgb = [number, number, number];

/** A Mantine theme colour: ten shades, lightest first. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typeof hex === 'string' ? hex.trim() : '');
  if (!match) throw new Error(`Not a hex colour (expected #rgb or #rrggbb): ${JSON.stringify(hex)}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.min(255, Math.max(0, c)).toString(16).padStart(2, '0')).join('')}`;
}

function checkAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount < 0 || amount > 1) throw new Error(`Colour amount must be between 0 and 1: ${amount}`);
}

/** Normalises '#rgb' / '#rrggbb' in any case to lowercase '#rrggbb'; throws on anything else. */
export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Mixes toward white: each channel c + (255 - c) * amount, rounded. */
export function tint(hex: string, amount: number): string {
  checkAmount(amount);
  return toHex(parseHex(hex).map((c) => Math.round(c + (255 - c) * amount)) as Rgb);
}

/** Mixes toward black: each channel c * (1 - amount), rounded. */
export function shade(hex: string, amount: number): string {
  checkAmount(amount);
  return toHex(parseHex(hex).map((c) => Math.round(c * (1 - amount))) as Rgb);
}

/** RuoYi's getThemeCluster: tints at 0, 0.1, ... 0.9 (index 0 is the colour itself) and the 0.1 shade. */
export function themeCluster(hex: string): { tints: string[]; shade: string } {
  // i / 10 rather than a running sum, so 0.3 is 0.3 and not 0.30000000000000004.
  const tints = Array.from({ length: 10 }, (_, i) => tint(hex, i / 10));
  return { tints, shade: shade(hex, 0.1) };
}

/**
 * A Mantine colour tuple built only from the cluster: [tint .9, .8, ... .2, base, shade .1], so index 8
 * is the chosen colour (use `primaryShade: 8`) and index 9 its darker shade (hover / pressed).
 */
export function mantinePalette(hex: string): Palette {
  const { tints, shade: darker } = themeCluster(hex);
  return [tints[9], tints[8], tints[7], tints[6], tints[5], tints[4], tints[3], tints[2], tints[0], darker];
}

/** WCAG 2 relative luminance (sRGB). */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 (none) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** '#000' or '#fff', whichever contrasts more with `hex` (black on a tie). */
export function readableOn(hex: string): '#000' | '#fff' {
  return contrastRatio(hex, '#000') >= contrastRatio(hex, '#fff') ? '#000' : '#fff';
}

/** `hex` mixed in steps of 0.05 by `mix` until it reaches `minRatio` against `background`; else `end`. */
function stepUntilReadable(hex: string, background: string, minRatio: number, mix: (hex: string, amount: number) => string, end: string): string {
  for (let amount = 0; amount < 1; amount = Math.round((amount + 0.05) * 100) / 100) {
    const candidate = amount === 0 ? normalizeHex(hex) : mix(hex, amount);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return end;
}

/**
 * The theme colour, darkened in steps of 0.05 until it reaches `minRatio` against `background`: text and
 * links in the theme colour stay readable (WCAG AA) whatever colour the user picks.
 */
export function readableShade(hex: string, background = '#ffffff', minRatio = 4.5): string {
  return stepUntilReadable(hex, background, minRatio, shade, '#000000');
}

/** The same toward white, for theme-coloured text on a dark background (the dark colour scheme). */
export function readableTint(hex: string, background: string, minRatio = 4.5): string {
  return stepUntilReadable(hex, background, minRatio, tint, '#ffffff');
}
