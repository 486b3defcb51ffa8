/** The CRM funnel's bars (src/modules/records/views/FunnelBars.tsx): each stage's row names the stage beside its count, widest bar for the most reached. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FunnelBars } from '../../src/modules/records/views/FunnelBars';

test('every bar reads as its stage and its count, in funnel order', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const bars = [
    { name: 'Lead', value: 12, color: 'blue.7' },
    { name: 'Proposal', value: 6, color: 'blue.6' },
    { name: 'Won', value: 0, color: 'teal.6' },
  ];
  await act(async () =>
    root.render(
      <MantineProvider env="test">
        <FunnelBars bars={bars} />
      </MantineProvider>,
    ),
  );
  const rows = [...host.querySelectorAll('li[data-ht="funnel-bar"]')];
  assert.equal(
    rows.map((r) => [r.querySelector('[data-ht="funnel-stage"]')!.textContent, r.querySelector('[data-ht="funnel-count"]')!.textContent]),
    [
      ['Lead', '12'],
      ['Proposal', '6'],
      ['Won', '0'],
    ],
  );
  const widths = rows.map((r) => (r.querySelector('[aria-hidden] > *') as HTMLElement).style.width);
  assert.equal(widths, ['100%', '50%', '2%'], 'bars scale to the most reached stage; an empty one stays visible');
  await act(async () => root.unmount());
  host.remove();
});

test.run();
