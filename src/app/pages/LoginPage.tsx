/**
 * The login page (SPEC.md sections 2, 5, 8): account, password, organisation, verification code, remember
 * me (account and organisation only, never the password), optional login date. Native form controls and
 * hand-written CSS (styles/login.css): fast on a kiosk, plain for RPA scripts, and small on the first load.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../lib/api';
import { LOCALES, locale, t, type Locale } from '../../lib/i18n';
import { localCache } from '../../lib/storage';
import { clearModule } from '../../state/routes.model';
import { FAIL_RELOAD_THRESHOLD, failCount, login } from '../../state/session.model';
import { setLocale } from '../../state/settings.model';
import { focusNextOnEnter } from '../../ui/focus-next';
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';
import { prefetchSignedInArea, preloadSignedInArea } from '../lazy-areas';
import { loadSignedInState } from '../Protected';
import { Field } from './LoginField';
import { loginOrgs, nextCaptcha } from './login-data';

/** Long enough for the form to be usable first, short against the seconds a person needs to type. */
const PREFETCH_DELAY_MS = 300;

type Remembered = { username: string; orgId: number };
type Errors = Partial<Record<'username' | 'password' | 'org' | 'code', string>>;

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
function safeRedirect(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login') ? raw : '/module/module';
}

export function LoginPage() {
  useSignals();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const [remembered] = useState(() => localCache.getJSON<Remembered>('rememberMe'));

  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [orgId, setOrgId] = useState(remembered ? String(remembered.orgId) : '');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const [loginDate, setLoginDate] = useState('');
  const [orgs, setOrgs] = useState<LoginOrg[]>([]);
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = () => nextCaptcha().then((reply) => reply && setCaptcha(reply));

  useEffect(() => {
    clearModule();
    void refreshCaptcha();
    void loginOrgs().then(setOrgs);
    // Focus after the first paint: autoFocus would force the first layout synchronously during commit.
    const focus = requestAnimationFrame(() => document.querySelector<HTMLInputElement>(remembered ? 'input[name="password"]' : 'input[name="username"]')?.focus());
    // While the user types, fetch the signed-in area's code so signing in waits only for the server.
    const prefetch = setTimeout(() => void prefetchSignedInArea().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => {
      clearTimeout(prefetch);
      cancelAnimationFrame(focus);
    };
  }, [remembered]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('login.accountRequired');
    if (!password) found.password = t('login.passwordRequired');
    if (!orgId) found.org = t('login.orgRequired');
    if (captcha?.captchaEnabled && !code.trim()) found.code = t('login.codeRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const org = orgs.find((o) => String(o.orgId) === orgId);
    if (Object.keys(found).length || !org) return;
    setBusy(true);
    setFailure('');
    // The signed-in area's code loads while the sign-in request is in flight.
    const area = preloadSignedInArea();
    area.catch(() => undefined);
    try {
      await login({ username, password, code: code.trim(), uuid: captcha?.uuid, org, loginDate });
      if (rememberMe) localCache.setJSON('rememberMe', { username: username.trim(), orgId: org.orgId } satisfies Remembered);
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
    <main className="ht-login-page" data-ht="page" data-route="/login">
      <form className="ht-login-card" onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate data-ht="login-form" aria-labelledby="ht-login-title">
        <div className="ht-login-head">
          <h1 id="ht-login-title">{t('app.loginTitle')}</h1>
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
        <Field label={t('login.organisation')} error={errors.org}>
          <select name="orgId" value={orgId} onChange={(e) => setOrgId(e.currentTarget.value)}>
            <option value="">{t('login.chooseOrganisation')}</option>
            {orgs.map((o) => (
              <option key={o.orgId} value={String(o.orgId)}>
                {o.orgName} ({o.orgCode})
              </option>
            ))}
          </select>
        </Field>
        {captcha?.captchaEnabled && (
          <div className="ht-code-row">
            <Field label={t('login.code')} error={errors.code}>
              <input name="code" autoComplete="off" inputMode="numeric" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
            </Field>
            <button type="button" className="ht-captcha-button" onClick={() => void refreshCaptcha()} aria-label={t('login.codeImage')} data-ht="captcha">
              <img src={`data:image/png;base64,${captcha.img}`} alt="" />
            </button>
          </div>
        )}
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
      </form>
    </main>
  );
}
