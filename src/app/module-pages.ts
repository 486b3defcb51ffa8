/**
 * Resolves a server `component` key ('system/config/index') to a lazily loaded page through the module
 * descriptors (src/modules/<m>/index.ts: { id, pages }). This is the only place that knows every module.
 */
import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page';

export type ModulePageProps = { path: string };
export type ModuleDescriptor = { id: string; pages: Record<string, LazyPage<ModulePageProps>> };

/** The module descriptors; each module folder adds itself here as its pages arrive. */
const DESCRIPTORS: ModuleDescriptor[] = [];

const byComponent = new Map(DESCRIPTORS.flatMap((d) => Object.entries(d.pages)));

export function modulePage(component: string): ComponentType<ModulePageProps> | undefined {
  return byComponent.get(component);
}
