/**
 * `GET /code`: a fresh arithmetic captcha, single use, 120 s. The answer lives only in the database,
 * so any server process can check it. `checkCaptcha` consumes the captcha whatever the outcome:
 * a wrong guess cannot be retried against the same picture.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { captcha } from '../contracts/auth.js';
import type { AppEnv, Deps } from '../context.js';
import { captchaEnabled } from '../db/config-values.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { contract } from '../plugins/contract.js';
import { newChallenge, renderCaptcha } from '../captcha/image.js';

const CAPTCHA_TTL_MS = 120_000;

export function mountCaptcha(api: Hono<AppEnv>, deps: Deps) {
  api.get('/code', contract(captcha), async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await captchaEnabled(deps.db, deps.config))) return c.json({ code: 200, msg: t(c, 'ok'), captchaEnabled: false });
    const now = deps.now();
    const { text, answer } = newChallenge();
    const uuid = randomUUID();
    await deps.db
      .insertInto('captchas')
      .values({ uuid, answer, expires_at: now + CAPTCHA_TTL_MS, used_at: null })
      .execute();
    // Expired captchas are useless; sweep them on issue so the table stays the size of the traffic.
    await deps.db
      .deleteFrom('captchas')
      .where('expires_at', '<', now - CAPTCHA_TTL_MS)
      .execute();
    return c.json({ code: 200, msg: t(c, 'ok'), captchaEnabled: true, uuid, img: renderCaptcha(text).toString('base64') });
  });
}

/** Verifies and consumes a captcha; throws 400 when missing, unknown, used, expired or wrong. */
export async function checkCaptcha(deps: Deps, uuid: string | undefined, code: string | undefined): Promise<void> {
  if (!uuid || !code?.trim()) throw new HttpError(400, 'captchaRequired', !code?.trim() ? 'code' : 'uuid');
  const now = deps.now();
  // The conditional update is the single-use guard: of two racing checks only one sees a changed row.
  const claimed = await deps.db.updateTable('captchas').set({ used_at: now }).where('uuid', '=', uuid).where('used_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, 'captchaExpired', 'uuid');
  const row = await deps.db.selectFrom('captchas').select(['answer', 'expires_at']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
  if (row.expires_at < now) throw new HttpError(400, 'captchaExpired', 'uuid');
  if (row.answer !== code.trim()) throw new HttpError(400, 'captchaWrong', 'code');
}
