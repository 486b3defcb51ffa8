/**
 * The login page (SPEC.md sections 2, 5, 8): account, password, organisation, verification code, remember
 * me (account and organisation only, never the password), optional login date. Native form controls and
 * hand-written CSS (styles/login.css): fast on a kiosk, plain for RPA scripts, and small on the first load.
 * The same page serves /initplat/login and /admin/login (`variant`, see login-variants.ts); `?username=`
 * fills in the account (the registration page links here that way).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../../lib/api';
import { LOCALES, locale, t, type Locale } from '../../lib/i18n';
import { localCache } from '../../lib/storage';
import { clearModule } from '../../state/routes.model';
import { FAIL_RELOAD_THRESHOLD, failCount } from '../../state/session.model';
import { setLocale } from '../../state/settings.model';
import { focusNextOnEnter } from '../../ui/focus-next';
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';
import { prefetchSignedInArea, preloadSignedInArea } from '../lazy-areas';
import { loadSignedInState } from '../Protected';
import { Field } from './LoginField';
import { CaptchaField, OrgField } from './LoginControls';
import { knownRegistration, loadedOrgs, loginOrgs, nextCaptcha, registrationOpen, takeLoadedCaptcha } from './login-data';
import { redirectTarget, VARIANTS, type LoginVariant } from './login-variants';

/** Long enough for the form to be usable first, short against the seconds a person needs to type. */
const PREFETCH_DELAY_MS = 300;

/** `orgId` is absent when an initplat sign-in left the organisation to the server. */
type Remembered = { username: string; orgId?: number };
type Errors = Partial<Record<'username' | 'password' | 'org' | 'code', string>>;

export function LoginPage({ variant = 'main' }: { variant?: LoginVariant }) {
  useSignals();
  const spec = VARIANTS[variant];
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const redirect = redirectTarget(variant, query.get('redirect'));
  const [filledIn] = useState(() => query.get('username'));
  const [remembered] = useState(() => (filledIn ? null : localCache.getJSON<Remembered>('rememberMe')));

  const [username, setUsername] = useState(filledIn ?? remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [orgId, setOrgId] = useState(remembered?.orgId ? String(remembered.orgId) : '');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const [loginDate, setLoginDate] = useState('');
  // What start-up already has is shown in the first render (main.tsx waits briefly for it).
  const [orgs, setOrgs] = useState<LoginOrg[]>(() => loadedOrgs() ?? []);
  const [early] = useState(takeLoadedCaptcha);
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(early ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [canRegister, setCanRegister] = useState(() => Boolean(spec.offersRegistration && knownRegistration()));

  const refreshCaptcha = () => nextCaptcha().then((reply) => reply && setCaptcha(reply));

  useEffect(() => {
    clearModule();
    if (early === undefined) void refreshCaptcha();
    void loginOrgs().then(setOrgs);
    if (spec.offersRegistration) void registrationOpen().then(setCanRegister);
    // Focus after the first paint: autoFocus would force the first layout synchronously during commit.
    const field = remembered || filledIn ? 'input[name="password"]' : 'input[name="username"]';
    const focus = requestAnimationFrame(() => document.querySelector<HTMLInputElement>(field)?.focus());
    // While the user types, fetch the signed-in area's code so signing in waits only for the server.
    const prefetch = setTimeout(() => void prefetchSignedInArea().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => {
      clearTimeout(prefetch);
      cancelAnimationFrame(focus);
    };
  }, [remembered, filledIn, spec]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('login.accountRequired');
    if (!password) found.password = t('login.passwordRequired');
    if (!orgId && !spec.orgOptional) found.org = t('login.orgRequired');
    if (captcha?.captchaEnabled && !code.trim()) found.code = t('login.codeRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const org = orgs.find((o) => String(o.orgId) === orgId);
    if (Object.keys(found).length || (!org && !spec.orgOptional)) return;
    setBusy(true);
    setFailure('');
    // The signed-in area's code loads while the sign-in request is in flight.
    const area = preloadSignedInArea();
    area.catch(() => undefined);
    try {
      await spec.signIn({ username, password, code: code.trim(), uuid: captcha?.uuid, org, loginDate });
      if (rememberMe) localCache.setJSON('rememberMe', { username: username.trim(), orgId: org?.orgId } satisfies Remembered);
      else localCache.remove('rememberMe');
      await Promise.all([loadSignedInState(), area.catch(() => undefined)]);
      navigate(redirect, { replace: true });
    } catch (error) {
      setBusy(false);
      setCode('');
      const message = error instanceof ApiError ? error.message : String(error);
      if (failCount() >= FAIL_RELOAD_THRESHOLD) {
        setFailure(`${message} ${t('login.reloading')}`);
        setTimeout(() => location.reload(), 1000);
      } else {
        setFailure(message);
        void refreshCaptcha();
      }
    }
  };

  return (
    <main className="ht-login-page" data-ht="page" data-route={spec.path}>
      <form className="ht-login-card" onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate data-ht="login-form" data-variant={variant} aria-labelledby="ht-login-title">
        <div className="ht-login-head">
          <h1 id="ht-login-title">{t(spec.titleKey)}</h1>
          <select aria-label={t('app.language')} value={locale.value} onChange={(e) => setLocale(e.currentTarget.value as Locale)} data-ht="language-switch">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`app.languageName.${l}`)}
              </option>
            ))}
          </select>
        </div>
        {failure && (
          <div className="ht-alert" role="alert" data-ht="login-error">
            {failure}
          </div>
        )}
        <Field label={t('login.account')} error={errors.username}>
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        </Field>
        <Field label={t('login.password')} error={errors.password}>
          <span className="ht-password">
            <input name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <button type="button" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          </span>
        </Field>
        <OrgField orgs={orgs} value={orgId} onChange={setOrgId} error={errors.org} emptyLabel={t(spec.orgOptional ? 'login.homeOrganisation' : 'login.chooseOrganisation')} />
        <CaptchaField captcha={captcha} code={code} onCode={setCode} onRefresh={() => void refreshCaptcha()} error={errors.code} />
        <Field label={t('login.loginDate')}>
          <input name="loginDate" type="date" value={loginDate} onChange={(e) => setLoginDate(e.currentTarget.value)} />
        </Field>
        <label className="ht-check">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          <span>{t('login.rememberMe')}</span>
        </label>
        <button type="submit" className="ht-submit" disabled={busy} data-ht="login-submit">
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        {canRegister && (
          <Link href="/register" className="ht-link ht-login-foot" data-ht="register-link">
            {t('login.registerLink')}
          </Link>
        )}
      </form>
    </main>
  );
}
