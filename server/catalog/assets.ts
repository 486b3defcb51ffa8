/** 固定资产 (module 1002): asset cards, depreciation and stocktaking. */
import { home, page, type ModuleSpec } from './menu-spec.js';

export const ASSETS: ModuleSpec = {
  id: 1002,
  name: '固定资产',
  code: 'assets',
  path: 'assets',
  icon: 'build',
  menus: [
    home('assets'),
    page('资产卡片', 'card', 'assets/card/index', 'assets:card:list', [
      ['新增卡片', 'assets:card:add'],
      ['导入卡片', 'assets:card:import'],
      ['修改卡片', 'assets:card:edit'],
      ['删除卡片', 'assets:card:remove'],
      ['生成资产', 'assets:card:generate'],
      ['资产调拨', 'assets:card:transfer'],
      ['资产清理', 'assets:card:dispose'],
    ]),
    page('资产折旧', 'depreciation', 'assets/depreciation/index', 'assets:depreciation:list', [
      ['计提折旧', 'assets:depreciation:calculate'],
      ['撤销折旧', 'assets:depreciation:reverse'],
    ]),
    page('资产盘点', 'check', 'assets/check/index', 'assets:check:list', [['新增盘点', 'assets:check:add']]),
  ],
};
