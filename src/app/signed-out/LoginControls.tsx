/** @jsxImportSource preact */
/** Controls shared by the login and registration forms: the organisation select and the captcha row. */
import type { CaptchaReply } from '../../../server/contracts/auth';
import type { LoginOrg } from '../../../server/contracts/org';
import { t } from '../../lib/i18n';
import { Field } from './LoginField';

export function OrgField({ orgs, value, onChange, error, emptyLabel }: { orgs: LoginOrg[]; value: string; onChange: (value: string) => void; error?: string; emptyLabel: string }) {
  return (
    <Field label={t('login.organisation')} error={error}>
      {(wiring) => (
        <select {...wiring} name="orgId" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{emptyLabel}</option>
          {orgs.map((o) => (
            <option key={o.orgId} value={String(o.orgId)}>
              {o.orgName} ({o.orgCode})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The verification code and its image (click for a new one); nothing when the captcha is off. */
export function CaptchaField({ captcha, code, onCode, onRefresh, error }: { captcha: CaptchaReply | null; code: string; onCode: (value: string) => void; onRefresh: () => void; error?: string }) {
  if (!captcha?.captchaEnabled) return null;
  return (
    <div class="ht-code-row">
      <Field label={t('login.code')} error={error}>
        {(wiring) => <input {...wiring} name="code" autoComplete="off" inputMode="numeric" value={code} onInput={(e) => onCode(e.currentTarget.value)} />}
      </Field>
      <button type="button" class="ht-captcha-button" onClick={onRefresh} aria-label={t('login.codeImage')} data-ht="captcha">
        <img src={`data:image/png;base64,${captcha.img}`} alt="" />
      </button>
    </div>
  );
}
