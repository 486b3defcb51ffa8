/** The board of each dashboard key. */
import type { ComponentType } from 'react';
import type { DashboardKey } from '../../../../server/contracts/dashboard';
import { AccountingBoard } from './AccountingBoard';
import { AssetsBoard } from './AssetsBoard';
import { BusinessBoard } from './BusinessBoard';
import { ConsumablesBoard } from './ConsumablesBoard';
import { CrmBoard } from './CrmBoard';
import { InitplatBoard } from './InitplatBoard';
import { ReportsBoard } from './ReportsBoard';
import { ServiceBoard } from './ServiceBoard';
import { SystemBoard } from './SystemBoard';
import type { BoardProps } from './types';

export const BOARDS: { [K in DashboardKey]: ComponentType<BoardProps<K>> } = {
  accounting: AccountingBoard,
  assets: AssetsBoard,
  consumables: ConsumablesBoard,
  business: BusinessBoard,
  reports: ReportsBoard,
  system: SystemBoard,
  crm: CrmBoard,
  service: ServiceBoard,
  initplat: InitplatBoard,
};
