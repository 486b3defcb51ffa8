/** The breadcrumb's plain items render exactly what Mantine's Breadcrumbs of Anchor and Text render for the same props, under the shell's theme. */
import { Anchor, Breadcrumbs, MantineProvider, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTheme } from '../../src/app/theme';
import { BreadcrumbItems } from '../../src/app/layout/Breadcrumb';
import { RouterLink } from '../../src/ui/RouterLink';

/** Markup inside the provider, without its style tag. */
const markup = (node: ReactElement) => renderToStaticMarkup(<MantineProvider theme={buildTheme('#0f7a3a')}>{node}</MantineProvider>).replace(/<style[\s\S]*?<\/style>/g, '');

const trail = [
  { key: '/ledger', title: '账簿查询' },
  { key: '/ledger/general', title: '总账' },
];

test("with a home link and a trail: Mantine's Breadcrumbs of an Anchor, a dimmed Text and the current page's Text", () => {
  assert.is(
    markup(<BreadcrumbItems home="首页" homeHref="/accounting/index" trail={trail} />),
    markup(
      <Breadcrumbs separator="/" separatorMargin={6}>
        <Anchor component={RouterLink} href="/accounting/index" size="sm">
          首页
        </Anchor>
        <Text size="sm" c="dimmed">
          账簿查询
        </Text>
        <Text size="sm" aria-current="page">
          总账
        </Text>
      </Breadcrumbs>,
    ),
  );
});

test('on the home page itself: home is the one Text, no link', () => {
  assert.is(
    markup(<BreadcrumbItems home="首页" trail={[]} />),
    markup(
      <Breadcrumbs separator="/" separatorMargin={6}>
        <Text size="sm">首页</Text>
      </Breadcrumbs>,
    ),
  );
});

test.run();
