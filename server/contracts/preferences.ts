/**
 * Per-user layout settings and sidebar shortcut menus (SPEC.md: "kept per user"), each call declared
 * once as a contract (contracts/endpoint.ts). Always the session's own user.
 */
import { z } from 'zod';
import { MAX_SHORTCUTS } from '../../shared/wire-constants.js';
import { dataReply, endpoint } from './endpoint.js';

/** Every key optional; a key never saved is the shell's default (SPEC.md section 9). */
export const settingsShape = {
  /** '#rrggbb' */
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  tagsView: z.boolean().optional(),
  fixedHeader: z.boolean().optional(),
  sidebarLogo: z.boolean().optional(),
  size: z.enum(['default', 'medium', 'small', 'mini']).optional(),
  language: z.enum(['zh', 'en']).optional(),
  sidebarOpened: z.boolean().optional(),
  /** Mantine's colour scheme; 'auto' follows the system (prefers-color-scheme). */
  colorScheme: z.enum(['light', 'dark', 'auto']).optional(),
  /** 'high': stronger text and borders and visible focus rings (`<html data-contrast="high">`). */
  contrast: z.enum(['normal', 'high']).optional(),
};
export const LayoutSettings = z.object(settingsShape);
export type LayoutSettings = z.infer<typeof LayoutSettings>;

/** `version` 0: nothing saved yet. `shortcuts` are route paths, each starting with '/'. */
export const UserPreferences = z.object({ settings: LayoutSettings, shortcuts: z.array(z.string()), version: z.number().int().min(0) });
export type UserPreferences = z.infer<typeof UserPreferences>;

export const preferencesGet = endpoint({ summary: "The caller's layout settings and shortcut menus", reply: dataReply(UserPreferences) });
/** `GET /htservice/user/preferences` and the answer of `PUT`. */
export type PreferencesReply = z.infer<typeof preferencesGet.reply.schema>;

/**
 * `PUT /htservice/user/preferences`. `settings` are merged key by key into the saved ones; `shortcuts`
 * replace the saved list; an absent part stays as it is. With `version`, the save only happens if it
 * is still the saved version (else 409); unknown keys → 422 naming them.
 */
export const preferencesSave = endpoint({
  summary: "Saves the caller's layout settings (merged) and shortcut menus (replaced), with the version last read",
  body: z.strictObject({
    settings: z.strictObject(settingsShape).optional(),
    shortcuts: z.array(z.string().trim().startsWith('/').max(255)).max(MAX_SHORTCUTS).optional(),
    version: z.number().int().min(0).optional(),
  }),
  reply: dataReply(UserPreferences),
  refusals: [409],
});
export type PreferencesBody = z.input<typeof preferencesSave.body>;
