/**
 * A signed-in WebSocket client for tests against a server process (task and chat sockets alike): it
 * authenticates with its first message, keeps every frame, and `next(match)` resolves with the first
 * frame (already received or still to come) that matches, or fails after `ms` naming what did arrive.
 */
import WebSocket from 'ws';

export type Frame = { type: string; [k: string]: any };
export type SocketClient = { ws: WebSocket; frames: Frame[]; next: (match: (f: Frame) => boolean, ms?: number) => Promise<Frame>; send: (f: unknown) => void; close: () => void };

export async function openSocketClient(url: string, token: string): Promise<SocketClient> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters = new Set<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }>();
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of waiters) if (w.match(frame)) waiters.delete(w), w.resolve(frame);
  });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'auth', token }));
  const next = (match: (f: Frame) => boolean, ms = 30_000) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => (waiters.delete(waiter), reject(new Error(`no matching frame in ${ms} ms; last: ${JSON.stringify(frames.slice(-3))}`))), ms);
      const waiter = { match, resolve: (f: Frame) => (clearTimeout(timer), resolve(f)) };
      waiters.add(waiter);
    });
  await next((f) => f.type === 'ready');
  return { ws, frames, next, send: (f) => ws.send(JSON.stringify(f)), close: () => ws.close() };
}
