/**
 * Breadcrumb with the module's home first (SPEC.md section 2). Every tab switch renders it, so it is
 * `<Breadcrumbs separator="/" separatorMargin={6}>` of `<Anchor size="sm">` and `<Text size="sm">` items
 * as the very markup Mantine renders for them (its classes and CSS variables; test/unit/breadcrumb.test.tsx
 * holds it to that), not the dozen Mantine components (Box, useProps, useStyles each) a switch rendered.
 */
import { Anchor, Breadcrumbs, getFontSize, getLineHeight, getSpacing, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, type CSSProperties } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { t } from '../../lib/i18n';
import { homeOf, type PageEntry } from '../../state/routes.model';
import type { RouteNode } from '../../../server/contracts/menu';
import { RouterLink } from '../../ui/RouterLink';
import { breadcrumbTrail, resolvePage } from './resolve-page';

const ROOT = `${Breadcrumbs.classes.root} mantine-Breadcrumbs-root`;
const ROOT_STYLE = { '--bc-separator-margin': getSpacing(6) } as CSSProperties;
const SEPARATOR = `${Breadcrumbs.classes.separator} mantine-Breadcrumbs-separator`;
const TEXT = `mantine-focus-auto ${Breadcrumbs.classes.breadcrumb} mantine-Breadcrumbs-breadcrumb ${Text.classes.root} mantine-Text-root`;
const LINK = `mantine-focus-auto ${Anchor.classes.root} ${Breadcrumbs.classes.breadcrumb} mantine-Breadcrumbs-breadcrumb ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
const SMALL = { '--text-fz': getFontSize('sm'), '--text-lh': getLineHeight('sm') } as CSSProperties;
const DIMMED = { ...SMALL, color: 'var(--mantine-color-dimmed)' } as CSSProperties;

type Crumb = { key: string; title: string };

/** The trail's items: home (a link when `homeHref` is given), then the crumbs, the last one the current page. */
export function BreadcrumbItems({ home, homeHref, trail }: { home: string; homeHref?: string; trail: Crumb[] }) {
  return (
    <div style={ROOT_STYLE} className={ROOT}>
      {homeHref ? (
        <RouterLink href={homeHref} style={SMALL} className={LINK} data-size="sm" data-underline="hover">
          {home}
        </RouterLink>
      ) : (
        <p style={SMALL} className={TEXT} data-size="sm">
          {home}
        </p>
      )}
      {trail.map(({ title }, i) => {
        const current = i === trail.length - 1;
        return (
          // By place, not by the crumb's path: a switch changes the texts (and which item is current) of the
          // elements there, instead of removing them and inserting new ones to style and lay out.
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are placed by position on purpose (above)
          <Fragment key={i}>
            <div className={SEPARATOR}>/</div>
            <p style={current ? SMALL : DIMMED} className={TEXT} data-size="sm" aria-current={current ? 'page' : undefined}>
              {title}
            </p>
          </Fragment>
        );
      })}
    </div>
  );
}

/** Each module's home, found once per route tree (finding it walks the module's whole menu). */
const homes = new WeakMap<RouteNode, PageEntry | undefined>();
function homeOfModule(module: RouteNode): PageEntry | undefined {
  if (!homes.has(module)) homes.set(module, homeOf(module));
  return homes.get(module);
}

/** Reads the address itself, so a navigation renders the breadcrumb and not the header around it. */
export function Breadcrumb() {
  useSignals();
  const page = resolvePage(usePathname());
  // Outside a page (a redirect on its way) the layout is not shown; nothing to trail.
  if (!page) return null;
  const home = page.module && homeOfModule(page.module);
  const trail = breadcrumbTrail(page);
  return (
    <nav aria-label={t('layout.breadcrumb')} className="ht-breadcrumb" data-ht="breadcrumb">
      <BreadcrumbItems home={t('common.home')} homeHref={home && trail.length > 0 ? home.path : undefined} trail={trail} />
    </nav>
  );
}
