/**
 * The menu management list shows a menu's icon as the sidebar draws it, beside its name (src/ui/route-icons.tsx):
 * a known name draws its own shape, an unknown one the sidebar's fallback, and RuoYi's "no icon" ('#') nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MenuIconName, RouteIcon } from '../../src/ui/route-icons';
import { mountPage } from './support/mount-page';

const { host, render } = mountPage(test);

/** The text a user sees (Mantine's test provider adds style elements to the host). */
const seen = () =>
  [...host.children]
    .filter((child) => child.localName !== 'style')
    .map((child) => child.textContent)
    .join('');
const drawn = async (node: React.ReactNode) => {
  await render(node);
  return host.querySelector('svg')?.innerHTML ?? null;
};

test('a named icon shows its shape and its name', async () => {
  const sidebar = await drawn(<RouteIcon name="peoples" group={false} />);
  await render(<MenuIconName name="peoples" group={false} />);
  assert.is(seen(), 'peoples');
  assert.is(host.querySelector('svg')?.innerHTML, sidebar);
  assert.is(host.querySelector('svg')?.getAttribute('aria-hidden'), 'true');
});

test('an unknown name shows the fallback the sidebar shows (a folder for a directory)', async () => {
  const folder = await drawn(<RouteIcon name={undefined} group />);
  assert.is(await drawn(<MenuIconName name="no-such-icon" group />), folder);
  assert.is.not(await drawn(<MenuIconName name="no-such-icon" group={false} />), folder);
});

test('a menu without an icon shows nothing', async () => {
  await render(<MenuIconName name="#" group={false} />);
  assert.is(seen(), '');
  assert.is(host.querySelector('svg'), null);
});

test.run();
