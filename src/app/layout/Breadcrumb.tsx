/** Breadcrumb with the module's home first (SPEC.md section 2). */
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { RouterLink } from '../../ui/RouterLink';
import { t } from '../../lib/i18n';
import { homeOf } from '../../state/routes.model';
import { usePathname } from 'wouter/use-browser-location';
import { breadcrumbTrail, resolvePage } from './resolve-page';

/** Reads the address itself, so a navigation renders the breadcrumb and not the header around it. */
export function Breadcrumb() {
  useSignals();
  const page = resolvePage(usePathname());
  // Outside a page (a redirect on its way) the layout is not shown; nothing to trail.
  if (!page) return null;
  const home = page.module && homeOf(page.module);
  const trail = breadcrumbTrail(page);
  return (
    <nav aria-label={t('layout.breadcrumb')} className="ht-breadcrumb" data-ht="breadcrumb">
      <Breadcrumbs separator="/" separatorMargin={6}>
        {home && trail.length > 0 ? (
          <Anchor component={RouterLink} href={home.path} size="sm">
            {t('common.home')}
          </Anchor>
        ) : (
          <Text size="sm">{t('common.home')}</Text>
        )}
        {trail.map(({ key, title }, i) => (
          <Text key={key} size="sm" c={i === trail.length - 1 ? undefined : 'dimmed'} aria-current={i === trail.length - 1 ? 'page' : undefined}>
            {title}
          </Text>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
