/**
 * The watermark of shared terminals: the signed-in user ('(user name) nickname', as the user panel shows
 * them) and the time (YYYY-MM-DD HH:mm), faint, repeated and diagonal over the work area, when the
 * session organisation's parameter `watermark` is 'Y' (getInfo). A screenshot or a photo of the screen
 * then says who was signed in, and when.
 *
 * One CSS background (an SVG data URL, repeated by the browser): nothing is drawn per frame, and the
 * text is redrawn once a minute. Decorative for people (aria-hidden), never in the way of the pointer,
 * never printed (shell.css).
 */
import { useSignals } from '@preact/signals-react/runtime';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { user, watermarkWanted } from '../../state/session.model';

/** The time the watermark shows, and a way to hear each turn of the minute (tests drive their own). */
export type MinuteClock = { now(): Date; onMinute(tick: () => void): () => void };

const MINUTE_MS = 60_000;

/** Ticks at each turn of the wall-clock minute, not every 60 s from mount, so the time is never a minute behind. */
const systemClock: MinuteClock = {
  now: () => new Date(),
  onMinute(tick) {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          tick();
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  },
};

const TILE = { width: 320, height: 180, angle: -22, fontSize: 14 };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tile as a CSS `url()`. Mid grey at low opacity: faint on white and on the dark scheme's body alike
 * (an image cannot read the page's CSS variables).
 */
function watermarkImage(lines: readonly string[]): string {
  const { width, height, angle, fontSize } = TILE;
  const texts = lines.map((line, i) => `<text x="50%" y="${height / 2 + (i - (lines.length - 1) / 2) * fontSize * 1.6}" text-anchor="middle">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${angle} ${width / 2} ${height / 2})" fill="gray" fill-opacity="0.18" font-size="${fontSize}" font-family="sans-serif">${texts}</g></svg>`;
  // encodeURIComponent leaves ( ) ' alone; encoded too, the URL is safe in any CSS url() form.
  const encoded = encodeURIComponent(svg).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml,${encoded}")`;
}

export function Watermark({ clock = systemClock }: { clock?: MinuteClock }) {
  useSignals();
  const wanted = watermarkWanted.value;
  const who = user.value;
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!wanted) return undefined;
    setNow(clock.now());
    return clock.onMinute(() => setNow(clock.now()));
  }, [clock, wanted]);
  const time = dayjs(now).format('YYYY-MM-DD HH:mm');
  const image = useMemo(() => (who ? watermarkImage([`(${who.name}) ${who.nickName}`, time]) : ''), [who, time]);
  if (!wanted || !who) return null;
  return <div className="ht-watermark" aria-hidden="true" data-ht="watermark" style={{ backgroundImage: image }} />;
}
