/** The accounting module (会计核算, 1001): the opening balances so far (vouchers and ledgers come separately). */
import type { ComponentType } from 'react';
import { accountingTexts } from './locales';

export type AccountingPageProps = { path: string; menuId: number };

export const accountingModule = {
  id: 'accounting',
  pages: {
    'accounting/openingBalance/index': () => import('./OpeningBalancePage').then((m) => m.OpeningBalancePage),
  } as Record<string, () => Promise<ComponentType<AccountingPageProps>>>,
  locales: accountingTexts,
};
