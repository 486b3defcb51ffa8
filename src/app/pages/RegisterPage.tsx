/**
 * /register (SPEC.md section 2): self-registration in the login page's style, offered only while the
 * administrator has opened it (config `sys.account.registerUser` = 'true'); otherwise it says so and
 * leads back to the login page. After success it names the new account and links to the login page with
 * the account filled in. Plain controls and login.css, like the login page (no component library).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n';
import { registrationOpen } from './login-data';
import { RegisterForm } from './RegisterForm';

/** A card with a title, a message and a link: the closed, checking and success states. */
function MessageCard({ title, children, state }: { title: string; children: ReactNode; state: string }) {
  return (
    <section className="ht-login-card" aria-labelledby="ht-register-title" data-ht="register-state" data-state={state}>
      <h1 id="ht-register-title" className="ht-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function RegisterPage() {
  useSignals();
  const [open, setOpen] = useState<boolean | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  useEffect(() => {
    void registrationOpen().then(setOpen);
  }, []);

  let content: ReactNode;
  if (registered) {
    content = (
      <MessageCard title={t('register.title')} state="registered">
        <p className="ht-success" role="status" data-ht="register-success">
          {t('register.success', { name: registered })}
        </p>
        <p>{t('register.successHint')}</p>
        <Link href={`/login?username=${encodeURIComponent(registered)}`} className="ht-submit ht-link-button">
          {t('register.signInNow')}
        </Link>
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
        <Link href="/login" className="ht-link ht-login-foot">
          {t('login.backToLogin')}
        </Link>
      </MessageCard>
    );
  } else {
    content = <RegisterForm onRegistered={setRegistered} />;
  }
  return (
    <main className="ht-login-page" data-ht="page" data-route="/register">
      {content}
    </main>
  );
}
