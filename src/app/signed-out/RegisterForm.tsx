/** @jsxImportSource preact */
/**
 * The registration form: account, password twice, organisation and the verification code when the
 * server asks for one. The rules are the server's (shared/account-rules.ts), checked here first so the
 * person learns them before a round trip; the server's answer stays the last word (taken name, closed
 * registration) and is shown as it comes.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, fieldNamedBy } from '../../lib/api';
import { t } from '../../lib/i18n';
import { focusNextOnEnter } from '../../ui/focus-next';
import { strongEnough, USER_NAME_RULE } from '../../../shared/account-rules';
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';
import { CardHead } from './CardHead';
import { Field } from './LoginField';
import { CaptchaField, OrgField } from './LoginControls';
import { loginOrgs, nextCaptcha, register } from './login-data';
import { PageLink } from './PageLink';

type FieldName = 'username' | 'password' | 'confirmPassword' | 'orgId' | 'code';
type Errors = Partial<Record<FieldName, string>>;

export function RegisterForm({ onRegistered }: { onRegistered: (userName: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [orgId, setOrgId] = useState('');
  const [code, setCode] = useState('');
  const [orgs, setOrgs] = useState<LoginOrg[]>([]);
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => nextCaptcha().then((reply) => reply && setCaptcha(reply)), []);
  useEffect(() => {
    void refreshCaptcha();
    void loginOrgs().then(setOrgs);
  }, [refreshCaptcha]);

  const validate = (): Errors => {
    const found: Errors = {};
    const name = username.trim();
    if (!name) found.username = t('login.accountRequired');
    else if (!USER_NAME_RULE.test(name)) found.username = t('register.accountRule');
    if (!password) found.password = t('login.passwordRequired');
    else if (!strongEnough(password)) found.password = t('register.passwordRule');
    if (!confirmPassword) found.confirmPassword = t('register.confirmRequired');
    else if (confirmPassword !== password) found.confirmPassword = t('register.passwordMismatch');
    if (!orgId) found.orgId = t('login.chooseOrganisation');
    if (captcha?.captchaEnabled && !code.trim()) found.code = t('login.codeRequired');
    return found;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      const reply = await register({ username: username.trim(), password, confirmPassword, code: code.trim() || undefined, uuid: captcha?.uuid, orgId: Number(orgId) });
      onRegistered(reply.data.userName);
    } catch (error) {
      setBusy(false);
      setCode('');
      const message = error instanceof ApiError ? error.message : String(error);
      const field = fieldNamedBy(error);
      setFailure(message);
      if (field && ['username', 'password', 'confirmPassword', 'orgId'].includes(field)) setErrors({ [field]: message });
      void refreshCaptcha();
    }
  };

  return (
    <form class="ht-login-card" onSubmit={submit} onKeyDown={focusNextOnEnter} noValidate data-ht="register-form" aria-labelledby="ht-register-title">
      <CardHead />
      <h1 id="ht-register-title" class="ht-card-title">
        {t('register.title')}
      </h1>
      <Field label={t('login.account')} hint={t('register.accountRule')} error={errors.username}>
        {(wiring) => <input {...wiring} name="username" autoComplete="username" value={username} onInput={(e) => setUsername(e.currentTarget.value)} />}
      </Field>
      <Field label={t('login.password')} hint={t('register.passwordRule')} error={errors.password}>
        {(wiring) => <input {...wiring} name="password" type="password" autoComplete="new-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />}
      </Field>
      <Field label={t('register.confirmPassword')} error={errors.confirmPassword}>
        {(wiring) => <input {...wiring} name="confirmPassword" type="password" autoComplete="new-password" value={confirmPassword} onInput={(e) => setConfirmPassword(e.currentTarget.value)} />}
      </Field>
      <OrgField orgs={orgs} value={orgId} onChange={setOrgId} error={errors.orgId} emptyLabel={t('login.chooseOrganisation')} />
      <CaptchaField captcha={captcha} code={code} onCode={setCode} onRefresh={() => void refreshCaptcha()} error={errors.code} />
      <div class="ht-alert-slot" role="alert">
        {failure && (
          <p class="ht-alert" data-ht="register-error">
            {failure}
          </p>
        )}
      </div>
      <button type="submit" class="ht-submit" disabled={busy} data-ht="register-submit">
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
      <PageLink href="/login" class="ht-link ht-login-foot">
        {t('register.hasAccount')}
      </PageLink>
    </form>
  );
}
