/** @jsxImportSource preact */
/**
 * The login page (SPEC.md sections 2, 5, 8): account, password, organisation, verification code, remember
 * me (account and organisation only, never the password), optional login date (typed as YYYY-MM-DD or
 * picked from DatePicker's calendar). Native form controls and hand-written CSS (styles/login.css),
 * rendered by Preact before React has loaded (react-boot.ts): fast on a kiosk, plain for RPA scripts,
 * and small on the first load. Each field's error sits under it; a refused sign-in is announced just
 * above the button. The same page serves /initplat/login
 * and /admin/login (`variant`, see login-variants.ts); `?username=` fills in the account (the
 * registration page links here that way).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../lib/api';
import { isDate } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { localCache } from '../../lib/storage';
import { clearModule } from '../../state/routes.model';
import { FAIL_RELOAD_THRESHOLD, failCount } from '../../state/session.model';
import { focusNextOnEnter } from '../../ui/focus-next';
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';
import { navigateTo, startReact, startReactSoon } from '../boot/react-boot';
import { loadSignedInState } from '../signed-in-state';
import { CardHead } from './CardHead';
import { DatePicker } from './DatePicker';
import { CaptchaField, OrgField } from './LoginControls';
import { Field } from './LoginField';
import { PageLink } from './PageLink';
import { knownRegistration, loadedOrgs, loginOrgs, nextCaptcha, registrationOpen, takeLoadedCaptcha } from './login-data';
import { redirectTarget, VARIANTS, type LoginVariant } from './login-variants';
import { useLocale } from './use-locale';

/** `orgId` is absent when an initplat sign-in left the organisation to the server. */
type Remembered = { username: string; orgId?: number };
type Errors = Partial<Record<'username' | 'password' | 'org' | 'code' | 'loginDate', string>>;

/** The login date is optional; typed, it must be a real date. */
const loginDateError = (typed: string) => (typed && !isDate(typed) ? t('login.loginDateInvalid') : undefined);

/** What the address asks for when the page opens: an account to fill in, else the remembered one. */
function firstValues() {
  const filledIn = new URLSearchParams(location.search).get('username');
  const remembered = filledIn ? null : localCache.getJSON<Remembered>('rememberMe');
  return { filledIn, remembered };
}

export function LoginPage({ variant }: { variant: LoginVariant }) {
  useLocale();
  const spec = VARIANTS[variant];
  const [{ filledIn, remembered }] = useState(firstValues);

  const [username, setUsername] = useState(filledIn ?? remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [orgId, setOrgId] = useState(remembered?.orgId ? String(remembered.orgId) : '');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered));
  const [loginDate, setLoginDate] = useState('');
  // What start-up already has is shown in the first render (main.ts waits briefly for it).
  const [orgs, setOrgs] = useState<LoginOrg[]>(() => loadedOrgs() ?? []);
  const [early] = useState(takeLoadedCaptcha);
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(early ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [canRegister, setCanRegister] = useState(() => Boolean(spec.offersRegistration && knownRegistration()));

  const refreshCaptcha = useCallback(() => nextCaptcha().then((reply) => reply && setCaptcha(reply)), []);

  // Everything this reads is fixed for the page's life (another variant is a new page, mount.tsx): it runs once.
  useEffect(() => {
    clearModule();
    if (early === undefined) void refreshCaptcha();
    void loginOrgs().then(setOrgs);
    if (spec.offersRegistration) void registrationOpen().then(setCanRegister);
    // Focus after the first paint: autofocus would force the first layout before it.
    const field = remembered || filledIn ? 'input[name="password"]' : 'input[name="username"]';
    const focus = requestAnimationFrame(() => document.querySelector<HTMLInputElement>(field)?.focus());
    // While the user types, React and the signed-in area load, so signing in waits only for the server.
    const cancelPrefetch = startReactSoon((root) => root.prefetchSignedInArea());
    return () => {
      cancelPrefetch();
      cancelAnimationFrame(focus);
    };
  }, [early, refreshCaptcha, spec.offersRegistration, remembered, filledIn]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('login.accountRequired');
    if (!password) found.password = t('login.passwordRequired');
    if (!orgId && !spec.orgOptional) found.org = t('login.orgRequired');
    if (captcha?.captchaEnabled && !code.trim()) found.code = t('login.codeRequired');
    const dateError = loginDateError(loginDate);
    if (dateError) found.loginDate = dateError;
    return found;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const org = orgs.find((o) => String(o.orgId) === orgId);
    if (Object.keys(found).length || (!org && !spec.orgOptional)) return;
    setBusy(true);
    setFailure('');
    // The signed-in area's code loads while the sign-in request is in flight.
    const area = startReact().then((root) => root.preloadSignedInArea());
    area.catch(() => undefined);
    try {
      await spec.signIn({ username, password, code: code.trim(), uuid: captcha?.uuid, org, loginDate });
      if (rememberMe) localCache.setJSON('rememberMe', { username: username.trim(), orgId: org?.orgId } satisfies Remembered);
      else localCache.remove('rememberMe');
      await Promise.all([loadSignedInState(), area.catch(() => undefined)]);
      await navigateTo(redirectTarget(variant, new URLSearchParams(location.search).get('redirect')), { replace: true });
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
    <main class="ht-login-page" data-ht="page" data-route={spec.path}>
      <form class="ht-login-card" onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate data-ht="login-form" data-variant={variant} aria-labelledby="ht-login-title">
        <CardHead />
        <div class="ht-card-heading">
          <h1 id="ht-login-title" class="ht-card-title">
            {t(spec.titleKey)}
          </h1>
          <p class="ht-card-subtitle">{t('login.subtitle')}</p>
        </div>
        <Field label={t('login.account')} error={errors.username}>
          {(wiring) => <input {...wiring} name="username" autoComplete="username" value={username} onInput={(e) => setUsername(e.currentTarget.value)} />}
        </Field>
        <Field label={t('login.password')} error={errors.password}>
          {(wiring) => (
            <span class="ht-password">
              <input {...wiring} name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
              <button type="button" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
                {showPassword ? t('login.hidePassword') : t('login.showPassword')}
              </button>
            </span>
          )}
        </Field>
        <OrgField orgs={orgs} value={orgId} onChange={setOrgId} error={errors.org} emptyLabel={t(spec.orgOptional ? 'login.homeOrganisation' : 'login.chooseOrganisation')} />
        <CaptchaField captcha={captcha} code={code} onCode={setCode} onRefresh={() => void refreshCaptcha()} error={errors.code} />
        <Field label={t('login.loginDate')} hint={t('login.loginDateHint')} error={errors.loginDate}>
          {(wiring) => (
            <DatePicker
              wiring={wiring}
              name="loginDate"
              value={loginDate}
              onChange={(value) => {
                setLoginDate(value);
                // Once shown, the error follows the typing and goes as soon as the date is right.
                if (errors.loginDate) setErrors({ ...errors, loginDate: loginDateError(value) });
              }}
              onLeave={(typed) => setErrors((current) => ({ ...current, loginDate: loginDateError(typed) }))}
            />
          )}
        </Field>
        <label class="ht-check">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          <span>{t('login.rememberMe')}</span>
        </label>
        {/* Always in the page, so screen readers announce a failure the moment it is written into it. */}
        <div class="ht-alert-slot" role="alert">
          {failure && (
            <p class="ht-alert" data-ht="login-error">
              {failure}
            </p>
          )}
        </div>
        <button type="submit" class="ht-submit" disabled={busy} data-ht="login-submit">
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        {canRegister && (
          <PageLink href="/register" class="ht-link ht-login-foot" data-ht="register-link">
            {t('login.registerLink')}
          </PageLink>
        )}
      </form>
    </main>
  );
}
