/**
 * Known records of the first hotel in 2019 (the demo records lie within a year of today, so 2019 holds
 * only these) and one of the second hotel, for the report tests; the figures they make are worked out
 * by hand in reports.test.ts.
 */
import { recordKind } from '../../server/records/kinds/index.js';
import { storedColumns } from '../../server/records/store.js';
import { normalise } from '../../server/records/validation.js';
import type { Harness } from './support.js';

async function putRecord(h: Harness, orgCode: string, kindKey: string, values: Record<string, string | number | null>) {
  const kind = recordKind(kindKey)!;
  const now = h.clock.now;
  await h.db
    .insertInto('records')
    .values({ org_id: await h.orgId(orgCode), kind: kindKey, ...storedColumns(kind, normalise(kind, values)), version: 1, created_by: 'test', created_at: now, updated_by: 'test', updated_at: now })
    .execute();
}

/** The records the figures below are computed from (2019, last year 2018). */
export async function putKnownRecords(h: Harness) {
  const revenue = (billNo: string, revenueType: string, billDate: string, amount: number, tax: number | null, salesperson: string) => ({
    billNo,
    customerName: '湖滨大酒店',
    revenueType,
    billDate,
    amount,
    tax,
    salesperson,
  });
  await putRecord(h, 'HT001', 'revenue', revenue('T-R1', 'software', '2019-01-10', 1000.5, 60.03, 'admin'));
  await putRecord(h, 'HT001', 'revenue', revenue('T-R2', 'hardware', '2019-01-20', 2000, 260, 'frontdesk1'));
  await putRecord(h, 'HT001', 'revenue', revenue('T-R3', 'software', '2019-03-05', 500.25, null, 'admin'));
  await putRecord(h, 'HT001', 'revenue', revenue('T-R4', 'service', '2018-01-15', 800, null, 'admin'));
  await putRecord(h, 'HT002', 'revenue', revenue('T-R5', 'software', '2019-01-11', 99999, null, 'frontdesk2'));

  const perf = (recordNo: string, period: string, owner: string, contractAmount: number, receivedAmount: number, lastYearAmount: number, newCustomers: number) => ({
    recordNo,
    period,
    owner,
    contractAmount,
    receivedAmount,
    lastYearAmount,
    newCustomers,
  });
  await putRecord(h, 'HT001', 'salePerformance', perf('T-P1', '2019-01', 'admin', 1000, 500, 800, 2));
  await putRecord(h, 'HT001', 'salePerformance', perf('T-P2', '2019-02', 'admin', 200, 0, 0, 0));
  await putRecord(h, 'HT001', 'salePerformance', perf('T-P3', '2019-02', 'frontdesk1', 300, 100, 600, 1));
  await putRecord(h, 'HT001', 'salePerformance', perf('T-P4', '2020-01', 'admin', 9999, 0, 0, 0));

  const contract = (contractNo: string, contractType: string, signDate: string, amount: number, receivedAmount: number, status: string) => ({
    contractNo,
    contractName: `合同 ${contractNo}`,
    customerName: '国际饭店',
    contractType,
    signDate,
    amount,
    receivedAmount,
    status,
  });
  await putRecord(h, 'HT001', 'contract', contract('T-C1', 'sales', '2019-02-01', 10000, 4000, 'signed'));
  await putRecord(h, 'HT001', 'contract', contract('T-C2', 'resale', '2019-02-15', 5000, 5000, 'executing'));
  await putRecord(h, 'HT001', 'contract', contract('T-C3', 'resale', '2019-04-01', 3000, 0, 'finished'));
  await putRecord(h, 'HT001', 'contract', contract('T-C4', 'sales', '2019-05-01', 7000, 0, 'draft'));
  const calc = (calcNo: string, contractNo: string, cost: number) => ({ calcNo, contractNo, customerName: '国际饭店', period: '2019-02', cost, status: 'done' });
  await putRecord(h, 'HT001', 'contractCalc', calc('T-K1', 'T-C2', 3000.1));
  await putRecord(h, 'HT001', 'contractCalc', calc('T-K2', 'T-C2', 500));

  const ship = (shipmentNo: string, contractNo: string, quantity: number, unitPrice: number, shipDate: string, status: string) => ({
    shipmentNo,
    contractNo,
    customerName: '国际饭店',
    itemName: '门锁发卡器',
    quantity,
    unitPrice,
    shipDate,
    status,
  });
  await putRecord(h, 'HT001', 'shipment', ship('T-S1', 'T-C1', 2, 1500.5, '2019-02-10', 'shipped'));
  await putRecord(h, 'HT001', 'shipment', ship('T-S2', 'T-C1', 1, 800, '2019-03-01', 'pending'));
  await putRecord(h, 'HT001', 'shipment', ship('T-S3', 'T-NOPE', 3, 100, '2019-03-02', 'received'));
}
