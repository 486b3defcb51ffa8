/**
 * `GET` and `PUT /htservice/user/preferences`: the layout settings and sidebar shortcut menus of the
 * signed-in user (SPEC.md: kept per user), so they follow the user from kiosk to kiosk. Always the
 * session's own user: there is no way to name another one.
 *
 * Saves carry the version the shell last read (DESIGN.md section 6: concurrent edits get 409): two
 * windows of the same user cannot silently overwrite each other. The version check is also the
 * write's own condition (`where version = …`, or insert-if-absent), so two racing saves of the same
 * version cannot both win.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { preferencesGet, preferencesSave, settingsShape, type LayoutSettings, type UserPreferences } from '../contracts/preferences.js';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';

/** Stored rows are read leniently: a key a later version no longer knows is dropped, not an error. */
const StoredSettings = z.object(settingsShape);
const StoredShortcuts = z.array(z.string());

function decode(row: { settings: string; shortcuts: string; version: number } | undefined): UserPreferences {
  if (!row) return { settings: {}, shortcuts: [], version: 0 };
  const json = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  const settings = StoredSettings.safeParse(json(row.settings));
  const shortcuts = StoredShortcuts.safeParse(json(row.shortcuts));
  return { settings: settings.success ? settings.data : {}, shortcuts: shortcuts.success ? shortcuts.data : [], version: row.version };
}

const load = (deps: Pick<Deps, 'db'>, userId: number) => deps.db.selectFrom('user_preferences').select(['settings', 'shortcuts', 'version']).where('user_id', '=', userId).executeTakeFirst();

/** A user's preferences as GET answers them (also carried by the token answer, routes/auth-first-screen.ts). */
export async function preferencesOf(deps: Pick<Deps, 'db'>, userId: number): Promise<UserPreferences> {
  return decode(await load(deps, userId));
}

export function mountPreferences(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/user/preferences', authenticate(deps), contract(preferencesGet), async (c) => {
    const reply: ReplyOf<typeof preferencesGet> = { code: 200, msg: t(c, 'ok'), data: await preferencesOf(deps, c.var.auth.user.userId) };
    return c.json(reply);
  });

  api.put('/htservice/user/preferences', authenticate(deps), contract(preferencesSave), async (c) => {
    const body = c.req.valid('json');
    const userId = c.var.auth.user.userId;
    const stored = await load(deps, userId);
    const current = decode(stored);
    if (body.version !== undefined && body.version !== current.version) throw new HttpError(409, 'preferencesConflict', 'version');
    const settings: LayoutSettings = { ...current.settings, ...body.settings };
    const next: UserPreferences = {
      settings,
      shortcuts: body.shortcuts ? [...new Set(body.shortcuts)] : current.shortcuts,
      version: current.version + 1,
    };
    const values = { settings: JSON.stringify(next.settings), shortcuts: JSON.stringify(next.shortcuts), version: next.version, updated_at: deps.now() };
    const written = stored
      ? (await deps.db.updateTable('user_preferences').set(values).where('user_id', '=', userId).where('version', '=', current.version).executeTakeFirst()).numUpdatedRows
      : (
          await deps.db
            .insertInto('user_preferences')
            .values({ user_id: userId, ...values })
            .onConflict((oc) => oc.column('user_id').doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows;
    // Another save got in between our read and our write.
    if (Number(written ?? 0) !== 1) throw new HttpError(409, 'preferencesConflict', 'version');
    const reply: ReplyOf<typeof preferencesSave> = { code: 200, msg: t(c, 'ok'), data: next };
    return c.json(reply);
  });
}
