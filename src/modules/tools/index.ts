/** The developer tools (系统工具): the code generator (代码生成) and its /gen/edit page. */
import type { ComponentType } from 'react';
import { genTexts } from './locales';

export type ToolsPageProps = { path: string; menuId: number };

export const toolsModule = {
  id: 'tools',
  pages: {
    'tool/gen/index': () => import('./GenPage').then((m) => m.GenPage),
  } as Record<string, () => Promise<ComponentType<ToolsPageProps>>>,
  /** Pages reached by a fixed route rather than a menu (SPEC.md section 2). */
  fixedPages: {
    genEdit: () => import('./GenEditPage').then((m) => m.GenEditPage),
  },
  locales: { zh: { tools: genTexts.zh }, en: { tools: genTexts.en } },
};
