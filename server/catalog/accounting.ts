/** 会计核算 (module 1001): vouchers, ledgers, statements, month end, opening balances, base data, interfaces. */
import { dir, home, page, type ModuleSpec } from './menu-spec.js';

/** SPEC.md's change-voucher detail (accountChangeVoucher), reached with ?voucherId=… from the voucher pages. */
const VOUCHER_DETAIL_PATH = '/htservice/accountChangeVoucher';
/** Interface programmes and the organisation interface (SPEC.md: detail pages under /htservice). */
const INTERFACE_PROGRAMME_PATH = '/htservice/inputInterfaceProgramme';
const ORG_INTERFACE_PATH = '/htservice/sysOrgInterface';

export const ACCOUNTING: ModuleSpec = {
  id: 1001,
  name: '会计核算',
  code: 'accounting',
  path: 'accounting',
  icon: 'money',
  menus: [
    home('accounting'),
    dir('凭证管理', 'voucher', 'edit', [
      page('凭证录入', 'entry', 'accounting/voucher/entry/index', 'accounting:voucher:list', [
        ['新增凭证', 'accounting:voucher:add'],
        ['修改凭证', 'accounting:voucher:edit'],
        ['删除凭证', 'accounting:voucher:remove'],
        ['导入凭证', 'accounting:voucher:import'],
      ]),
      page('凭证审核', 'audit', 'accounting/voucher/audit/index', 'accounting:voucher:query', [
        ['审核', 'accounting:voucher:audit'],
        ['反审核', 'accounting:voucher:revoke'],
        ['出纳签字', 'accounting:voucher:cashier'],
        ['记账', 'accounting:voucher:post'],
        ['反记账', 'accounting:voucher:unpost'],
        ['红字冲销', 'accounting:voucher:reverse'],
      ]),
      page('凭证详情', VOUCHER_DETAIL_PATH, 'accounting/voucher/detail/index', 'accounting:voucher:query', [], { hidden: true }),
    ]),
    dir('账簿查询', 'ledger', 'documentation', [
      page('总账', 'general', 'accounting/ledger/general/index', 'accounting:ledger:general'),
      page('明细账', 'detail', 'accounting/ledger/detail/index', 'accounting:ledger:detail', [['导出', 'accounting:ledger:export']]),
      page('辅助明细账', 'auxDetail', 'accounting/ledger/auxDetail/index', 'accounting:ledger:auxDetail'),
      page('辅助余额表', 'auxBalance', 'accounting/ledger/auxBalance/index', 'accounting:ledger:auxBalance'),
    ]),
    // Financial statements from the ledger (routes/statements.ts): one page each, 导出 for the PDF and the workbook.
    dir('财务报表', 'statement', 'chart', [
      page('资产负债表', 'balanceSheet', 'accounting/statement/balanceSheet/index', 'accounting:statement:balanceSheet', [['导出', 'accounting:statement:export']]),
      page('利润表', 'incomeStatement', 'accounting/statement/incomeStatement/index', 'accounting:statement:income', [['导出', 'accounting:statement:export']]),
      page('现金流量表', 'cashFlow', 'accounting/statement/cashFlow/index', 'accounting:statement:cashFlow', [['导出', 'accounting:statement:export']]),
    ]),
    // Month end (issue 20): the checks, 期间损益结转, 结账 and 反结账 of a period (routes/period-close.ts).
    page('期末结账', 'periodClose', 'accounting/periodClose/index', 'accounting:period:list', [
      ['期间损益结转', 'accounting:period:carryForward'],
      ['结账', 'accounting:period:close'],
      ['反结账', 'accounting:period:reopen'],
    ]),
    page('期初余额', 'openingBalance', 'accounting/openingBalance/index', 'accounting:openingBalance:list', [['导入期初', 'accounting:openingBalance:import']]),
    // Auxiliary accounting: which dimensions each account requires, and the items of each dimension.
    dir('基础资料', 'base', 'tree-table', [
      page('会计科目', 'account', 'accounting/account/index', 'accounting:account:list', [['修改科目', 'accounting:account:edit']]),
      page('辅助核算项目', 'auxItem', 'accounting/auxItem/index', 'accounting:auxItem:list', [
        ['新增辅助核算项目', 'accounting:auxItem:add'],
        ['修改辅助核算项目', 'accounting:auxItem:edit'],
        ['删除辅助核算项目', 'accounting:auxItem:remove'],
      ]),
    ]),
    // Absolute paths: SPEC.md lists inputInterfaceProgramme and sysOrgInterface among the detail pages under /htservice.
    dir('接口管理', 'interface', 'guide', [
      page('接口方案', INTERFACE_PROGRAMME_PATH, 'accounting/inputInterfaceProgramme/index', 'accounting:interface:list', [
        ['查询接口方案', 'accounting:interface:query'],
        ['新增接口方案', 'accounting:interface:add'],
        ['修改接口方案', 'accounting:interface:edit'],
        ['删除接口方案', 'accounting:interface:remove'],
      ]),
      page('机构接口', ORG_INTERFACE_PATH, 'accounting/sysOrgInterface/index', 'accounting:orgInterface:list', [
        ['修改机构接口', 'accounting:orgInterface:edit'],
        ['接口导入', 'accounting:orgInterface:import'],
      ]),
    ]),
  ],
};
