/** The low-value consumables module (低值易耗品, 1003): the stock list and the warehouse stock import. */
import type { ComponentType } from 'react';
import { consumablesTexts } from './locales';

export type ConsumablesPageProps = { path: string; menuId: number };

export const consumablesModule = {
  id: 'consumables',
  pages: {
    'consumables/stock/index': () => import('./StockPage').then((m) => m.StockPage),
    'consumables/stockImport/index': () => import('./StockImportPage').then((m) => m.StockImportPage),
  } as Record<string, () => Promise<ComponentType<ConsumablesPageProps>>>,
  locales: consumablesTexts,
};
