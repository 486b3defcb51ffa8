/**
 * Resolves a server `component` key ('system/config/index') to a lazily loaded page through the module
 * descriptors (src/modules/<m>/index.ts: { id, pages, locales }). The only place that knows every module.
 */
import type { ComponentType } from 'react';
import { registerMessages, type MessageTable } from '../lib/i18n';
import { accountingModule } from '../modules/accounting';
import { serviceModule } from '../modules/service';
import { assetsModule } from '../modules/assets';
import { consumablesModule } from '../modules/consumables';
import { recordsModule } from '../modules/records';
import { reportsModule } from '../modules/reports';
import { systemModule } from '../modules/system';
import { toolsModule } from '../modules/tools';
import { lazyPage, type LazyPage } from './boot/lazy-page';

export type ModulePageProps = { path: string; menuId: number };
type Descriptor = { id: string; pages: Record<string, () => Promise<ComponentType<ModulePageProps>>>; locales: { zh: MessageTable; en: MessageTable } };

const DESCRIPTORS: Descriptor[] = [systemModule, recordsModule, consumablesModule, accountingModule, assetsModule, reportsModule, serviceModule, toolsModule];

const byComponent = new Map<string, LazyPage<ModulePageProps>>(DESCRIPTORS.flatMap((d) => Object.entries(d.pages).map(([key, load]) => [key, lazyPage(load)] as const)));

export function modulePage(component: string): ComponentType<ModulePageProps> | undefined {
  return byComponent.get(component);
}

/** Starts loading a page's code ahead of its visit; a failure is left to the visit, which shows it in the page's tab. */
export function preloadModulePage(component: string): void {
  byComponent
    .get(component)
    ?.preload()
    .catch(() => undefined);
}

/** Adds every module's texts to the zh and en tables. */
export function registerModuleTexts(): void {
  for (const d of DESCRIPTORS) {
    registerMessages('zh', d.locales.zh);
    registerMessages('en', d.locales.en);
  }
}
