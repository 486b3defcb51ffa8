/** @jsxImportSource preact */
/**
 * /register (SPEC.md section 2): self-registration in the login page's style, offered only while the
 * administrator has opened it (config `sys.account.registerUser` = 'true'); otherwise it says so and
 * leads back to the login page. After success it names the new account and links to the login page with
 * the account filled in. Plain controls and login.css, like the login page (no component library).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { startReactSoon } from '../boot/react-boot';
import { CardHead } from './CardHead';
import { registrationOpen } from './login-data';
import { PageLink } from './PageLink';
import { RegisterForm } from './RegisterForm';
import { useLocale } from './use-locale';

/** A card with a title, a message and a link: the closed, checking and success states. */
function MessageCard({ title, children, state }: { title: string; children: ComponentChildren; state: string }) {
  return (
    <section class="ht-login-card" aria-labelledby="ht-register-title" data-ht="register-state" data-state={state}>
      <CardHead />
      <h1 id="ht-register-title" class="ht-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function RegisterPage() {
  useLocale();
  const [open, setOpen] = useState<boolean | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  useEffect(() => {
    void registrationOpen().then(setOpen);
    // Its links lead into React's pages: load React meanwhile.
    return startReactSoon();
  }, []);

  let content: ComponentChildren;
  if (registered) {
    content = (
      <MessageCard title={t('register.title')} state="registered">
        <p class="ht-success" role="status" data-ht="register-success">
          {t('register.success', { name: registered })}
        </p>
        <p>{t('register.successHint')}</p>
        <PageLink href={`/login?username=${encodeURIComponent(registered)}`} class="ht-submit ht-link-button">
          {t('register.signInNow')}
        </PageLink>
      </MessageCard>
    );
  } else if (open === null) {
    content = (
      <MessageCard title={t('register.title')} state="checking">
        <p role="status">{t('register.checking')}</p>
      </MessageCard>
    );
  } else if (!open) {
    content = (
      <MessageCard title={t('register.title')} state="closed">
        <p role="status" data-ht="register-closed">
          {t('register.closed')}
        </p>
        <PageLink href="/login" class="ht-link ht-login-foot">
          {t('login.backToLogin')}
        </PageLink>
      </MessageCard>
    );
  } else {
    content = <RegisterForm onRegistered={setRegistered} />;
  }
  return (
    <main class="ht-login-page" data-ht="page" data-route="/register">
      {content}
    </main>
  );
}
