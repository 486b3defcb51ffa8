/**
 * /bind and /auth-redirect (SPEC.md section 2), the two pages of third-party sign-in. This product has no
 * third-party identity provider, so neither can do its usual work; both say so in the user's language
 * and lead to the ordinary login. /auth-redirect forwards at once to /login, keeping its `redirect`
 * (same-site paths only, so a crafted callback link cannot send anyone to another site).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { t, type TextKey } from '../../lib/i18n';
import { sameSitePath } from '../signed-out/login-variants';

function InfoCard({ route, titleKey, textKey, children }: { route: string; titleKey: TextKey; textKey: TextKey; children?: ReactNode }) {
  return (
    <main className="ht-login-page" data-ht="page" data-route={route}>
      <section className="ht-login-card" aria-labelledby="ht-info-title">
        <h1 id="ht-info-title" className="ht-card-title">
          {t(titleKey)}
        </h1>
        <p data-ht="page-message">{t(textKey)}</p>
        {children}
      </section>
    </main>
  );
}

export function BindPage() {
  useSignals();
  return (
    <InfoCard route="/bind" titleKey="bind.title" textKey="bind.explanation">
      <Link href="/login" className="ht-link ht-login-foot">
        {t('login.backToLogin')}
      </Link>
    </InfoCard>
  );
}

export function AuthRedirectPage() {
  useSignals();
  const [, navigate] = useLocation();
  const redirect = sameSitePath(new URLSearchParams(useSearch()).get('redirect'));
  const target = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  useEffect(() => navigate(target, { replace: true }), [navigate, target]);
  return (
    <InfoCard route="/auth-redirect" titleKey="authRedirect.title" textKey="authRedirect.forwarding">
      <Link href={target} className="ht-link ht-login-foot">
        {t('login.backToLogin')}
      </Link>
    </InfoCard>
  );
}
