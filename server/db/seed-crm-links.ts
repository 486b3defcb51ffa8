/**
 * Ties the demo CRM records together after seed-records.ts drew each kind on its own, so the CRM views
 * show something real (deterministic, per organisation):
 * - customers take the names the contracts and work orders use, and most belong to a company of
 *   several hotels (with its group) while some stand alone: the 客户公司 view;
 * - work orders are spread over twelve of those customers (two or three each); implementation and after-sales orders name a
 *   contract (of their customer when it has one): 合同库工单; finished callbacks carry a satisfaction;
 * - framework agreements get priced lines (their amount is the lines' sum) and some contracts are
 *   signed under them: 框架协议详情 and /template/SubMainForm.
 */
import type { Transaction } from 'kysely';
import { recordKind } from '../records/kinds/index.js';
import { linesTotal, masterDetailForm } from '../records/master-detail/forms.js';
import { storedColumns } from '../records/store.js';
import { normalise, type RecordValues } from '../records/validation.js';
import type { Database } from './schema.js';

const COMPANIES = ['华东酒店管理有限公司', '江南文旅酒店有限公司', '湖光度假村投资有限公司', '海岸酒店管理有限公司', '锦华饭店有限公司', '金陵商旅酒店有限公司'];
const SATISFACTION = ['verySatisfied', 'satisfied', 'satisfied', 'neutral', 'unsatisfied'];
/** [category, product, unit, quantity, unit price]: what a hotel group buys under a framework agreement. */
const PRODUCTS: Array<[string, string, string, number, number]> = [
  ['software', '前台管理系统许可', '套', 1, 68000],
  ['software', '财务管理系统许可', '套', 1, 42000],
  ['hardware', '前台收银一体机', '台', 4, 5800],
  ['hardware', '门锁发卡器', '台', 6, 1200],
  ['service', '年度运维服务', '年', 3, 12000],
  ['implement', '上线实施与培训', '人天', 10, 1500],
  ['software', '餐饮收银系统许可', '套', 2, 18000],
  ['service', '远程技术支持', '年', 2, 6000],
];

type Row = { record_id: number; data: string };
type Kind = 'customer' | 'workOrder' | 'contract' | 'customerGroup';

export async function seedCrmLinks(trx: Transaction<Database>, orgIds: readonly number[]): Promise<void> {
  const form = masterDetailForm('frameworkAgreement')!;
  for (const orgId of orgIds) {
    const load = async (kind: Kind) => {
      const rows: Row[] = await trx.selectFrom('records').select(['record_id', 'data']).where('org_id', '=', orgId).where('kind', '=', kind).orderBy('record_id').execute();
      return rows.map((r) => ({ id: r.record_id, values: JSON.parse(r.data) as RecordValues }));
    };
    const save = async (kind: Kind, id: number, values: RecordValues) => {
      const k = recordKind(kind)!;
      await trx
        .updateTable('records')
        .set(storedColumns(k, normalise(k, values)))
        .where('record_id', '=', id)
        .execute();
    };
    const [customers, orders, contracts, groups] = await Promise.all([load('customer'), load('workOrder'), load('contract'), load('customerGroup')]);

    const names = [...new Set([...contracts, ...orders].map((r) => String(r.values.customerName)))];
    for (const [i, c] of customers.entries()) {
      const alone = i % 5 === 4;
      const company = alone ? null : COMPANIES[Math.floor(i / 5) % COMPANIES.length];
      const group = alone || Math.floor(i / 5) % 3 === 2 || !groups.length ? null : String(groups[Math.floor(i / 5) % groups.length].values.groupName);
      c.values = { ...c.values, customerName: names[i % names.length] ?? c.values.customerName, companyName: company, groupName: group };
      await save('customer', c.id, c.values);
    }

    // At least two framework agreements, so the detail page and the form always have one to open.
    let frameworks = contracts.filter((c) => c.values.contractType === 'framework');
    for (const c of contracts.filter((x) => x.values.contractType !== 'framework').slice(0, Math.max(0, 2 - frameworks.length))) c.values.contractType = 'framework';
    frameworks = contracts.filter((c) => c.values.contractType === 'framework');
    for (const [k, f] of frameworks.entries()) {
      const lines = Array.from({ length: 2 + (k % 3) }, (_, j) => {
        const [itemType, itemName, unit, quantity, unitPrice] = PRODUCTS[(k * 3 + j) % PRODUCTS.length];
        return normalise({ ...recordKind('contract')!, fields: form.lineFields }, { itemType, itemName, unit, quantity: quantity + (k % 2), unitPrice, remark: null });
      });
      const amount = linesTotal(form, lines);
      f.values = { ...f.values, amount, receivedAmount: Math.min(Number(f.values.receivedAmount ?? 0), amount), frameworkNo: null };
      await save('contract', f.id, f.values);
      await trx
        .insertInto('record_lines')
        .values(lines.map((line, j) => ({ org_id: orgId, record_id: f.id, line_no: j + 1, data: JSON.stringify(line) })))
        .execute();
    }
    let child = 0;
    for (const c of contracts.filter((x) => x.values.contractType !== 'framework')) {
      const under = c.values.contractType !== 'resale' && child++ % 3 === 0 ? String(frameworks[child % frameworks.length].values.contractNo) : null;
      c.values = { ...c.values, frameworkNo: under };
      await save('contract', c.id, c.values);
    }

    for (const [j, o] of orders.entries()) {
      const customer = customers.length ? String(customers[(j * 7) % Math.min(customers.length, 12)].values.customerName) : String(o.values.customerName);
      const own = contracts.find((c) => c.values.customerName === customer && c.values.contractType !== 'framework');
      const onContract = o.values.orderType === 'implement' || o.values.orderType === 'afterSales';
      const contractNo = onContract && contracts.length ? String((own ?? contracts[j % contracts.length]).values.contractNo) : null;
      const finished = o.values.status === 'done' || o.values.status === 'closed';
      const satisfaction = o.values.orderType === 'callback' && finished ? SATISFACTION[j % SATISFACTION.length] : null;
      await save('workOrder', o.id, { ...o.values, customerName: customer, contractNo, satisfaction });
    }
  }
}
