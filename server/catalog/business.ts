/** 业务管理 (module 1004): the agreements, record pages of the kinds priceAgreement and saleAgreement, with their imports. */
import { home, page, type ButtonSpec, type MenuSpec, type ModuleSpec } from './menu-spec.js';

const agreement = (name: string, kind: string): MenuSpec => {
  const prefix = `business:${kind}`;
  const buttons: ButtonSpec[] = [
    ['查询协议', 'query'],
    ['新增协议', 'add'],
    ['修改协议', 'edit'],
    ['删除协议', 'remove'],
    ['导出协议', 'export'],
    ['导入协议', 'import'],
  ];
  return page(
    name,
    kind,
    `records/${kind}`,
    `${prefix}:list`,
    buttons.map(([label, action]) => [label, `${prefix}:${action}`]),
  );
};

export const BUSINESS: ModuleSpec = {
  id: 1004,
  name: '业务管理',
  code: 'business',
  path: 'business',
  icon: 'example',
  menus: [home('business'), agreement('价格协议', 'priceAgreement'), agreement('销售协议', 'saleAgreement')],
};
