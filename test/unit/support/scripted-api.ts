/**
 * A scripted server for unit tests of pages and dialogs. `scriptApi` configures the api seam with silent
 * feedback (the messages it would show are collected) and puts the test's script in place of the global
 * fetch before each test, putting the previous one back after it: other files script both too, and uvu
 * imports every file before it runs any. `answersFrom` is the usual script: fixed answers by
 * "METHOD /path", every request recorded.
 */
import type { Test } from 'uvu';
import { configureApi } from '../../../src/lib/api';

type Options = {
  /** The Accept-Language the api sends (default zh-CN); a function, to follow the test's locale. */
  language?: () => string;
  /** The path the feedback reports as current (SPEC.md §8 decides some messages by it). */
  currentPath?: string;
};

export function scriptApi(test: Test, script: typeof fetch, options: Options = {}): { messages: string[] } {
  const messages: string[] = [];
  let previousFetch: typeof fetch;
  test.before.each(() => {
    messages.length = 0;
    configureApi({
      feedback: { message: (text) => void messages.push(text), notify() {}, confirm: async () => false, relogin() {}, closeWindow() {}, currentPath: () => options.currentPath ?? '/' },
      token: () => 'tok-1234567890abcdefghij',
      language: options.language ?? (() => 'zh-CN'),
    });
    previousFetch = globalThis.fetch;
    globalThis.fetch = script;
  });
  test.after.each(() => {
    globalThis.fetch = previousFetch;
  });
  return { messages };
}

/** A JSON answer with status 200, as the RuoYi-style calls answer (the body's `code` says the rest). */
export const jsonAnswer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

export type RecordedCall = { method: string; path: string; query: string; body: unknown };

/** A script answering from `answers` by "METHOD /path" (404 otherwise) and pushing each request to `calls`. */
export function answersFrom(answers: Record<string, unknown>, calls: { push(call: RecordedCall): unknown }): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({ method: request.method, path: url.pathname, query: url.search, body: text ? JSON.parse(text) : undefined });
    return jsonAnswer(answers[`${request.method} ${url.pathname}`] ?? { code: 404, msg: 'none' });
  }) as typeof fetch;
}
