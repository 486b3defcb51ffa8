/**
 * The keys of the browser's texts as types (issue 19): `TextKey` is every dot path to a text of the zh
 * tables the app registers (the shell's, the shared blocks', each module's, the dashboards', the
 * print-preview widget's). Type-only imports, so no table is loaded by naming its keys: a module's texts
 * still come with its lazy chunk. A table the app registers is listed here, or its keys do not type-check.
 * The stored rows' texts (`builtin`) are not: they are read by keys that come from data (`textOr`).
 */
import type { dashboardTexts } from '../app/dashboard/texts';
import type { accountingModule } from '../modules/accounting';
import type { assetsModule } from '../modules/assets';
import type { consumablesModule } from '../modules/consumables';
import type { recordsModule } from '../modules/records';
import type { reportsModule } from '../modules/reports';
import type { serviceModule } from '../modules/service';
import type { approvalsTexts } from '../modules/service/locales';
import type { systemModule } from '../modules/system';
import type { toolsModule } from '../modules/tools';
import type { uiTexts } from '../ui/ui-texts';
import type { printPreviewTexts } from '../../widgets/print-preview/texts';
import type { zh } from './zh';

/** What a module descriptor registers (src/app/module-pages.ts). */
type ModuleTexts<M extends { locales: { zh: object } }> = M['locales']['zh'];

/**
 * Every zh table the app registers, merged as rosetta merges them (one level deep: each has top-level keys
 * of its own): the shell's and the shared blocks' (boot/start.ts), the modules' (module-pages.ts), the
 * approval pages' (on their first load), the dashboards' (ModuleHome.tsx), the print preview's (the widget).
 */
type TextTables = typeof zh &
  (typeof uiTexts)['zh'] &
  ModuleTexts<typeof systemModule> &
  ModuleTexts<typeof recordsModule> &
  ModuleTexts<typeof consumablesModule> &
  ModuleTexts<typeof accountingModule> &
  ModuleTexts<typeof assetsModule> &
  ModuleTexts<typeof reportsModule> &
  ModuleTexts<typeof serviceModule> &
  ModuleTexts<typeof toolsModule> &
  (typeof approvalsTexts)['zh'] &
  (typeof dashboardTexts)['zh'] &
  (typeof printPreviewTexts)['zh'];

type Segment<T> = keyof T & (string | number);

/** The dot paths to the texts (string leaves) of a table. */
type LeafPaths<T> = { [K in Segment<T>]: T[K] extends string ? `${K}` : `${K}.${LeafPaths<T[K]>}` }[Segment<T>];

/** The dot paths to the groups (object nodes) of a table. */
type GroupPaths<T> = { [K in Segment<T>]: T[K] extends string ? never : `${K}` | `${K}.${GroupPaths<T[K]>}` }[Segment<T>];

/** The node at a dot path. */
type At<T, P extends string> = P extends `${infer H}.${infer R}` ? (H extends Segment<T> ? At<T[H], R> : never) : P extends Segment<T> ? T[P] : never;

/** A text's key: `t('system.post.title')`. */
export type TextKey = LeafPaths<TextTables>;

/** A group of texts a page reads from (`textsUnder('system.post')`). */
export type TextGroup = GroupPaths<TextTables>;

/** The keys of the texts under a group, relative to it: `KeysUnder<'system.post'>` holds `'title'`. */
export type KeysUnder<G extends TextGroup> = LeafPaths<At<TextTables, G>>;
