/** Breadcrumb with the module's home first (SPEC.md section 2). */
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { RouterLink } from '../../ui/RouterLink';
import { t } from '../../lib/i18n';
import { homeOf } from '../../state/routes.model';
import { breadcrumbTrail, type ResolvedPage } from './resolve-page';

export function Breadcrumb({ page }: { page: ResolvedPage }) {
  useSignals();
  const home = page.module && homeOf(page.module);
  const trail = breadcrumbTrail(page);
  return (
    <nav aria-label={t('layout.breadcrumb')} data-ht="breadcrumb">
      <Breadcrumbs separator="/" separatorMargin={6}>
        {home && trail.length > 0 ? (
          <Anchor component={RouterLink} href={home.path} size="sm">
            {t('common.home')}
          </Anchor>
        ) : (
          <Text size="sm">{t('common.home')}</Text>
        )}
        {trail.map((title, i) => (
          <Text key={`${i}:${title}`} size="sm" c={i === trail.length - 1 ? undefined : 'dimmed'} aria-current={i === trail.length - 1 ? 'page' : undefined}>
            {title}
          </Text>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
