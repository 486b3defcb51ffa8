/**
 * Draws an arithmetic captcha ('3+4=?') as a PNG: a 5x7 bitmap font scaled up, each glyph jittered
 * and coloured on its own, with noise lines and dots so naive OCR has to work for it.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from './png.js';

/** 5x7 glyphs, one string of 5 bits per row. */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  x: ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

const WIDTH = 160;
const HEIGHT = 60;
const SCALE = 4;

type Rgb = [number, number, number];

function canvas() {
  const px = new Uint8Array(WIDTH * HEIGHT * 3).fill(245);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  return { px, set };
}

const darkColour = (): Rgb => [randomInt(0, 120), randomInt(0, 120), randomInt(60, 160)];
const lightColour = (): Rgb => [randomInt(150, 220), randomInt(150, 220), randomInt(150, 220)];

/** Renders `text` (characters of FONT only) to PNG bytes. */
export function renderCaptcha(text: string): Buffer {
  const { px, set } = canvas();
  // Background noise first so the glyphs stay on top and readable.
  for (let i = 0; i < 4; i++) {
    const colour = lightColour();
    let [x, y] = [randomInt(0, WIDTH), randomInt(0, HEIGHT)];
    const [dx, dy] = [randomInt(-3, 4) || 1, randomInt(-2, 3)];
    for (let step = 0; step < 60; step++, x += dx, y += dy) set(x, y, colour);
  }
  for (let i = 0; i < 250; i++) set(randomInt(0, WIDTH), randomInt(0, HEIGHT), lightColour());

  const advance = 5 * SCALE + 6;
  let x0 = Math.floor((WIDTH - text.length * advance) / 2);
  for (const ch of text) {
    const glyph = FONT[ch];
    if (!glyph) throw new Error(`captcha font has no glyph for ${ch}`);
    const colour = darkColour();
    const y0 = Math.floor((HEIGHT - 7 * SCALE) / 2) + randomInt(-5, 6);
    const xJitter = randomInt(-2, 3);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] !== '1') continue;
        for (let sy = 0; sy < SCALE; sy++) for (let sx = 0; sx < SCALE; sx++) set(x0 + xJitter + gx * SCALE + sx, y0 + gy * SCALE + sy, colour);
      }
    });
    x0 += advance;
  }
  // A few dark specks over the text defeat simple thresholding without hurting a human reader.
  for (let i = 0; i < 60; i++) set(randomInt(0, WIDTH), randomInt(0, HEIGHT), darkColour());
  return encodePng(WIDTH, HEIGHT, px);
}

/** A fresh question and its answer: one-digit operands, +, - (never negative) or x. */
export function newChallenge(): { text: string; answer: string } {
  const op = ['+', '-', 'x'][randomInt(0, 3)];
  let a = randomInt(1, 10);
  let b = randomInt(1, 10);
  if (op === '-' && b > a) [a, b] = [b, a];
  const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { text: `${a}${op}${b}=?`, answer: String(answer) };
}
