/** Per-user layout settings and sidebar shortcut menus (SPEC.md: "kept per user"). Types only. */

/** Every key optional; a key never saved is the shell's default (SPEC.md section 9). */
export type LayoutSettings = {
  /** '#rrggbb' */
  themeColor?: string;
  tagsView?: boolean;
  fixedHeader?: boolean;
  sidebarLogo?: boolean;
  size?: 'default' | 'medium' | 'small' | 'mini';
  language?: 'zh' | 'en';
  sidebarOpened?: boolean;
  /** Mantine's colour scheme; 'auto' follows the system (prefers-color-scheme). */
  colorScheme?: 'light' | 'dark' | 'auto';
  /** 'high': stronger text and borders and visible focus rings (`<html data-contrast="high">`). */
  contrast?: 'normal' | 'high';
};

/** `version` 0: nothing saved yet. `shortcuts` are route paths, each starting with '/', at most 30. */
export type UserPreferences = { settings: LayoutSettings; shortcuts: string[]; version: number };

/** `GET /htservice/user/preferences` and the answer of `PUT`. */
export type PreferencesReply = { code: number; msg: string; data: UserPreferences };

/**
 * Body of `PUT /htservice/user/preferences`. `settings` are merged key by key into the saved ones;
 * `shortcuts` replace the saved list; an absent part stays as it is. With `version`, the save only
 * happens if it is still the saved version (else 409); unknown keys → 422 naming them.
 */
export type PreferencesBody = { settings?: LayoutSettings; shortcuts?: string[]; version?: number };
