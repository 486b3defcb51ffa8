/** useTasksFinished: counts the finished tasks of its kinds (done only, or every end), and stops at unmount. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bus } from '../../src/lib/bus';
import { useTasksFinished } from '../../src/ui/use-tasks-finished';

const finish = (kind: string, status: string) => act(async () => bus.emit('task:finished', { taskId: 1, kind, status, fileName: '' }));

/** The counts of the probe's last render. */
const seen: Record<string, number> = {};
function Probe() {
  seen.done = useTasksFinished(['stock-import', 'voucher-import']);
  seen.any = useTasksFinished(['stock-import'], true);
  seen.none = useTasksFinished([]);
  return null;
}

test('counts the done tasks of its kinds, or every end when asked, until unmounted', async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  assert.equal(seen, { done: 0, any: 0, none: 0 });
  await finish('stock-import', 'done');
  await finish('voucher-import', 'done');
  await finish('stock-import', 'failed');
  await finish('asset-generation', 'done');
  assert.equal(seen, { done: 2, any: 2, none: 0 });
  await act(async () => root.unmount());
  await finish('stock-import', 'done');
  assert.equal(seen, { done: 2, any: 2, none: 0 }, 'no listener left behind');
});

test.run();
