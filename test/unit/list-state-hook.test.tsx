/** useListState: reads the URL, and a change replaces the URL (no new history entry), keeping foreign parameters. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useListState, type ListState } from '../../src/ui/use-list-state';

/** The state of each render of the probe, and the setter of its last render. */
const seen: ListState[] = [];
let set: ((patch: Partial<ListState>) => void) | undefined;
function Probe() {
  const [state, setState] = useListState({ filterKeys: ['configName', 'status'] });
  seen.push(state);
  set = setState;
  return null;
}

test('the URL is the state', async () => {
  history.replaceState(null, '', '/system/config?automation=1&pageNum=2&configName=x');
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  assert.equal(seen.at(-1), { pageNum: 2, pageSize: 10, filters: { configName: 'x' } });
  const before = history.length;
  await act(async () => set!({ pageNum: 1, pageSize: 500, filters: { status: '0' } }));
  assert.is(location.search, '?automation=1&status=0&pageSize=500');
  assert.is(history.length, before, 'replaced, not pushed');
  assert.equal(seen.at(-1), { pageNum: 1, pageSize: 500, filters: { status: '0' } });
  await act(async () => root.unmount());
  history.replaceState(null, '', '/');
});

test.run();
