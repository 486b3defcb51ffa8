/** The fixed-asset module (固定资产, 1002): asset cards (with import, copy and generation), depreciation and checks. */
import type { ComponentType } from 'react';
import { assetsTexts } from './locales';

export type AssetsPageProps = { path: string; menuId: number };

export const assetsModule = {
  id: 'assets',
  pages: {
    'assets/card/index': () => import('./CardPage').then((m) => m.CardPage),
    'assets/depreciation/index': () => import('./DepreciationPage').then((m) => m.DepreciationPage),
    'assets/check/index': () => import('./CheckPage').then((m) => m.CheckPage),
  } as Record<string, () => Promise<ComponentType<AssetsPageProps>>>,
  locales: assetsTexts,
};
