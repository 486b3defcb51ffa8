/**
 * Counts the React components a piece of work renders (`SHELL_BENCH_RENDERS=1` in shell-bench.ts): a
 * minimal stand-in for React DevTools' hook, installed before the page loads, walks each committed tree
 * the way DevTools does (a subtree whose child list is the previous one was not touched) and counts the
 * components whose function ran (React's PerformedWork flag). The build is minified, so each component is
 * named by its (minified) name and where it is: the first element it draws (`data-ht`, else its class) and
 * the nearest element around it with a `data-ht`.
 * Written as source text: tsx would wrap inner functions in a helper that does not exist in the page.
 */
import type { Page } from 'puppeteer-core';

const HOOK = `(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const counter = { on: false, rendered: {} };
  const nameOf = (fiber) => {
    const type = fiber.type && (fiber.type.type || fiber.type.render || fiber.type);
    let host = fiber.child;
    while (host && host.tag !== 5) host = host.child;
    const el = host && host.stateNode;
    const at = el ? el.getAttribute('data-ht') || String(el.getAttribute('class') || el.tagName.toLowerCase()).split(' ')[0] : '-';
    let up = fiber.return;
    while (up && !(up.tag === 5 && up.stateNode.getAttribute('data-ht'))) up = up.return;
    const within = up ? up.stateNode.getAttribute('data-ht') : 'root';
    return ((type && (type.displayName || type.name)) || '?') + '@' + at + '<' + within;
  };
  const visit = (fiber) => {
    const prev = fiber.alternate;
    if (COMPONENT_TAGS.has(fiber.tag) && (!prev || fiber.flags & PERFORMED_WORK)) {
      const name = nameOf(fiber);
      counter.rendered[name] = (counter.rendered[name] || 0) + 1;
    }
    if (prev && prev.child === fiber.child) return;
    for (let child = fiber.child; child; child = child.sibling) visit(child);
  };
  window.__htRenderCount = counter;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      if (counter.on) visit(root.current);
    },
  };
})()`;

/** Installs the counter in every document `page` loads from now on. */
export const installRenderCounter = (page: Page) => page.evaluateOnNewDocument(HOOK);

/** Starts counting afresh. */
export const startCounting = (page: Page) => page.evaluate('window.__htRenderCount.rendered = {}, window.__htRenderCount.on = true');

/** Stops counting and answers the components rendered since `startCounting`, by name and place. */
export const stopCounting = (page: Page) => page.evaluate('window.__htRenderCount.on = false, window.__htRenderCount.rendered') as Promise<Record<string, number>>;
