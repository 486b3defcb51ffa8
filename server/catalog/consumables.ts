/** 低值易耗品 (module 1003): stock, its import and the stock value chart. */
import { home, page, type ModuleSpec } from './menu-spec.js';
import { reportComponent } from './reports.js';

export const CONSUMABLES: ModuleSpec = {
  id: 1003,
  name: '低值易耗品',
  code: 'consumables',
  path: 'consumables',
  icon: 'shopping',
  menus: [
    home('consumables'),
    page('库存查询', 'stock', 'consumables/stock/index', 'consumables:stock:list'),
    page('仓库库存导入', 'stockImport', 'consumables/stockImport/index', 'consumables:stock:query', [['导入库存', 'consumables:stock:import']]),
    // Absolute path (SPEC.md section 2): the stock's value by warehouse and unit-price band as charts, read with the stock permission.
    page('库存价格状况', '/cloudCommerce/sourcing/InventoryPriceStatus2Chart', reportComponent('inventoryPrice'), 'consumables:stock:list', [], { icon: 'chart' }),
  ],
};
