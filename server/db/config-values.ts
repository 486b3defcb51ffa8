/**
 * Reads of the config table that the server itself obeys. Read on every use (one indexed lookup)
 * rather than cached, so an administrator's change applies at once on every server process.
 */
import type { Db } from './connect.js';
import type { Config } from '../config.js';

export async function configValue(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('config').select('config_value').where('config_key', '=', key).executeTakeFirst();
  return row ? row.config_value : null;
}

/** HT_CAPTCHA=off wins; otherwise the key `sys.account.captchaEnabled` (on unless it says 'false'). */
export async function captchaEnabled(db: Db, config: Config): Promise<boolean> {
  if (config.captchaOff) return false;
  return (await configValue(db, 'sys.account.captchaEnabled'))?.trim().toLowerCase() !== 'false';
}

/** Idle timeout of a session in minutes (`sys.session.idleMinutes`, default 30; kiosks may set 15). */
export async function idleMinutes(db: Db): Promise<number> {
  const value = Number(await configValue(db, 'sys.session.idleMinutes'));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, 24 * 60) : 30;
}
