/**
 * PageErrorBoundary: a page that throws shows what happened inside its own boundary (its siblings keep
 * rendering), and 重试 mounts it afresh; a failed chunk load is told apart from a render error.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isChunkLoadError } from '../../src/app/chunk-error';
import { PageErrorBoundary } from '../../src/app/layout/PageErrorBoundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('cannot read the voucher');
  return <p data-ht="flaky-ok">loaded</p>;
}

test('a throwing page shows its error in its own place, the others keep rendering, and retry remounts it', async () => {
  const host = document.createElement('div');
  const root = createRoot(host);
  const quiet = console.error;
  console.error = () => {}; // React and the boundary report the thrown error; expected here
  try {
    await act(async () =>
      root.render(
        <MantineProvider>
          <PageErrorBoundary title="凭证录入">
            <Flaky />
          </PageErrorBoundary>
          <PageErrorBoundary title="字典管理">
            <p data-ht="sibling">still here</p>
          </PageErrorBoundary>
        </MantineProvider>,
      ),
    );
  } finally {
    console.error = quiet;
  }
  const panel = host.querySelector('[data-ht="page-error"]')!;
  assert.ok(panel, 'the error panel is shown');
  assert.is(panel.getAttribute('data-kind'), 'render');
  assert.match(panel.textContent ?? '', '凭证录入');
  assert.match(panel.textContent ?? '', 'cannot read the voucher');
  assert.ok(host.querySelector('[role="alert"]'));
  assert.is(host.querySelector('[data-ht="sibling"]')?.textContent, 'still here');

  broken = false;
  await act(async () => (host.querySelector('[data-ht="page-retry"]') as HTMLButtonElement).click());
  assert.is(host.querySelector('[data-ht="page-error"]'), null);
  assert.is(host.querySelector('[data-ht="flaky-ok"]')?.textContent, 'loaded');
  await act(async () => root.unmount());
});

test('failed dynamic imports are recognised in the wording of each engine', () => {
  assert.ok(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunks/A.js')));
  assert.ok(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js')));
  assert.ok(isChunkLoadError(new TypeError('Importing a module script failed.')));
  assert.not.ok(isChunkLoadError(new Error('cannot read the voucher')));
  assert.not.ok(isChunkLoadError('text'));
});

test.run();
