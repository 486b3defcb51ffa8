/** Unit tier: a happy-dom window as the global environment, at http://127.0.0.1/ so cookies and storage work. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://127.0.0.1/', width: 1280, height: 800 });

// Node's BroadcastChannel keeps the process alive while it is open, and a model opens one when it is
// imported (src/state/cross-tab.model.ts); in a browser that is what a page does, here it would keep the
// test process from ever ending.
const NodeBroadcastChannel = globalThis.BroadcastChannel;
globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    (this as unknown as { unref(): void }).unref();
  }
};

// Every unit test that renders React is a test environment in React's sense: updates go through act(), and React
// says so when one does not (set once here rather than in each file, where it leaked into the files after it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
