/**
 * Names of built-in rows as drawn, for pages of several modules: a seeded row (still labelled as seeded)
 * in the UI language by its stable key, a row someone created or relabelled as typed
 * (src/lib/stored-texts.ts).
 */
import type { Locale } from '../lib/i18n';
import { builtinText } from '../lib/stored-texts';

/** A dictionary row's label, keyed by its type and value. */
export function dictLabel(row: { dictType?: string; dictValue: string; dictLabel: string }, lang?: Locale): string {
  return row.dictType ? builtinText(`dict.${row.dictType}.${row.dictValue}`, row.dictLabel, lang) : row.dictLabel;
}

/** A dictionary type's name, keyed by the type. */
export function dictTypeName(row: { dictType: string; dictName: string }): string {
  return builtinText(`dictType.${row.dictType}`, row.dictName);
}

/** A role's name, keyed by its role key (the built-in roles and each hotel's seeded ones). */
export function roleName(row: { roleKey: string; roleName: string }): string {
  return builtinText(`role.${row.roleKey}`, row.roleName);
}
