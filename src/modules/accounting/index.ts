/** The accounting module (会计核算, 1001): vouchers, opening balances, ledgers, statements, period close and interfaces. */
import type { ComponentType } from 'react';
import { accountingTexts } from './locales';

export type AccountingPageProps = { path: string; menuId: number };

export const accountingModule = {
  id: 'accounting',
  pages: {
    'accounting/voucher/entry/index': () => import('./VoucherPages').then((m) => m.VoucherEntryPage),
    'accounting/voucher/audit/index': () => import('./VoucherPages').then((m) => m.VoucherAuditPage),
    'accounting/voucher/detail/index': () => import('./VoucherDetailPage').then((m) => m.VoucherDetailPage),
    'accounting/openingBalance/index': () => import('./OpeningBalancePage').then((m) => m.OpeningBalancePage),
    'accounting/ledger/general/index': () => import('./GeneralLedgerPage').then((m) => m.GeneralLedgerPage),
    'accounting/ledger/detail/index': () => import('./DetailLedgerPage').then((m) => m.DetailLedgerPage),
    'accounting/ledger/auxDetail/index': () => import('./AuxDetailPage').then((m) => m.AuxDetailPage),
    'accounting/ledger/auxBalance/index': () => import('./AuxBalancePage').then((m) => m.AuxBalancePage),
    'accounting/account/index': () => import('./ChartOfAccountsPage').then((m) => m.ChartOfAccountsPage),
    'accounting/auxItem/index': () => import('./AuxItemPage').then((m) => m.AuxItemPage),
    'accounting/periodClose/index': () => import('./PeriodClosePage').then((m) => m.PeriodClosePage),
    'accounting/statement/balanceSheet/index': () => import('./StatementPage').then((m) => m.statementPage('balanceSheet')),
    'accounting/statement/incomeStatement/index': () => import('./StatementPage').then((m) => m.statementPage('incomeStatement')),
    'accounting/statement/cashFlow/index': () => import('./StatementPage').then((m) => m.statementPage('cashFlow')),
    'accounting/inputInterfaceProgramme/index': () => import('./InterfaceProgrammePage').then((m) => m.InterfaceProgrammePage),
    'accounting/sysOrgInterface/index': () => import('./OrgInterfacePage').then((m) => m.OrgInterfacePage),
  } as Record<string, () => Promise<ComponentType<AccountingPageProps>>>,
  locales: accountingTexts,
};
