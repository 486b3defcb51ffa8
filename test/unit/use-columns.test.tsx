/** useColumns keeps the user's layout apart from the defaults: new defaults (another language) keep it. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Column } from '../../src/ui/column-types';
import { useColumns } from '../../src/ui/use-columns';

type Row = { a: string; b: string };
const defaults = (lang: 'zh' | 'en'): Column<Row>[] => [
  { key: 'a', label: lang === 'zh' ? '甲' : 'A', prop: 'a' },
  { key: 'b', label: lang === 'zh' ? '乙' : 'B', prop: 'b', width: 100 },
];

/** The columns of each render of the probe, and the apply of its last render. */
const seen: Column<Row>[][] = [];
let apply: (columns: Column<Row>[]) => void = () => {};
function Probe({ cols }: { cols: Column<Row>[] }) {
  const [columns, set] = useColumns<Row>(cols, () =>
    Promise.resolve([
      { key: 'b', width: 180 },
      { key: 'a', show: false },
    ]),
  );
  seen.push(columns);
  apply = set;
  return null;
}

test('the saved layout survives new defaults, and applying columns keeps the new labels', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  const zh = defaults('zh');
  await act(async () => root.render(<Probe cols={zh} />));
  const summary = (cols: Column<Row>[]) => cols.map((c) => [c.key, c.label, c.show ?? true, c.width ?? null]);
  assert.equal(summary(seen.at(-1)!), [
    ['b', '乙', true, 180],
    ['a', '甲', false, null],
  ]);

  const en = defaults('en');
  await act(async () => root.render(<Probe cols={en} />));
  assert.equal(
    summary(seen.at(-1)!),
    [
      ['b', 'B', true, 180],
      ['a', 'A', false, null],
    ],
    'labels follow, layout stays',
  );

  await act(async () =>
    apply([
      { ...en[0], show: true },
      { ...en[1], width: 90 },
    ]),
  );
  assert.equal(summary(seen.at(-1)!), [
    ['a', 'A', true, null],
    ['b', 'B', true, 90],
  ]);
  await act(async () => root.unmount());
});

test.run();
