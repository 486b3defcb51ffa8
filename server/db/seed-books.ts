/**
 * The demo books of the first hotel: the months before the current one are kept and closed as its
 * accountant would, so the reports, the auxiliary ledgers and 期末结账 have history to show, while the current
 * period keeps the work left to do (seed-vouchers.ts: vouchers unsent, sent, audited but not signed by the
 * cashier; no depreciation run yet).
 *
 * The last DEMO_CLOSED_MONTHS months each get a month of business — room, restaurant and laundry income in
 * cash, at the bank and on account of customers (携程, 华远贸易), an employee's travel advance and its claim,
 * laundry and payroll — then depreciation, every voucher sent, audited, signed by the cashier where it has a
 * cash or bank line and posted, profit and loss carried forward, and the period closed. Every step is the
 * server's own (insertVoucher, changeVoucherStatus, depreciateIn, carryForward, closePeriod), so the months
 * pass the very checks 期末结账 shows; earlier periods are the hotel's history before the system (seeded
 * closed, their depreciation in the cards' opening figures: seed-assets.ts).
 */
import type { Engine } from './connect.js';
import { depreciateIn } from './asset-depreciation.js';
import { carryForward } from './carry-forward.js';
import { closePeriod } from './period-close.js';
import { changeVoucherStatus } from './voucher-status.js';
import { insertVoucher, type NewLine } from './vouchers.js';
import type { WriteTx } from './write-transaction.js';
import type { DemoAux } from './seed-aux.js';
import { isCashAccount } from '../lib/account-classes.js';
import type { VoucherAction } from '../lib/voucher-rules.js';

/** How many months before the current one the demo hotel has closed. */
export const DEMO_CLOSED_MONTHS = 3;

type Month = { year: number; month: number };

/** The first month of the demo books: DEMO_CLOSED_MONTHS before the month of `today` (YYYY-MM-DD). */
export function booksStart(today: string): Month {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - DEMO_CLOSED_MONTHS;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

type Line = [code: string, debit: number, credit: number, aux?: DemoAux];
type Business = { day: number; summary: string; attachments: number; lines: Line[] };

/** Whole yuan of a fen amount times `f` (months differ a little from one another). */
const yuan = (fen: number, f: number) => Math.round((fen * f) / 100) * 100;

/** A month of the hotel's business; `f` scales it. VAT on rooms and banquets 6%. */
function business(f: number): Business[] {
  const rooms = yuan(50_000_000, f);
  const ota = yuan(12_000_000, f);
  const banquet = yuan(8_000_000, f);
  const restaurant = yuan(11_800_000, f);
  const laundry = yuan(560_000, f);
  const linen = yuan(4_200_000, f);
  const [frontWages, officeWages] = [yuan(26_000_000, f), yuan(9_000_000, f)];
  const tax = (net: number) => Math.round(net * 0.06);
  return [
    {
      day: 2,
      summary: '银行收到客房收入',
      attachments: 3,
      lines: [
        ['1002', rooms + tax(rooms), 0, { cashflow: 'CF01' }],
        ['600101', 0, rooms, { dept: 'HK' }],
        ['2221', 0, tax(rooms)],
      ],
    },
    {
      day: 5,
      summary: '携程预订房费挂账',
      attachments: 1,
      lines: [
        ['1122', ota + tax(ota), 0, { customer: 'C001' }],
        ['600101', 0, ota, { dept: 'HK' }],
        ['2221', 0, tax(ota)],
      ],
    },
    {
      day: 9,
      summary: '华远贸易会议餐饮挂账',
      attachments: 2,
      lines: [
        ['1122', banquet + tax(banquet), 0, { customer: 'C003' }],
        ['600102', 0, banquet, { dept: 'FB' }],
        ['2221', 0, tax(banquet)],
      ],
    },
    {
      day: 12,
      summary: '餐饮收入（现金）',
      attachments: 2,
      lines: [
        ['1001', restaurant, 0, { cashflow: 'CF01' }],
        ['600102', 0, restaurant, { dept: 'FB' }],
      ],
    },
    {
      day: 14,
      summary: '洗衣服务收入（现金）',
      attachments: 1,
      lines: [
        ['1001', laundry, 0, { cashflow: 'CF01' }],
        ['600103', 0, laundry, { dept: 'HK' }],
      ],
    },
    {
      day: 16,
      summary: '收回携程房款',
      attachments: 1,
      lines: [
        ['1002', ota + tax(ota), 0, { cashflow: 'CF01' }],
        ['1122', 0, ota + tax(ota), { customer: 'C001' }],
      ],
    },
    {
      day: 18,
      summary: '李强预借差旅费',
      attachments: 1,
      lines: [
        ['1221', 300_000, 0, { employee: 'E002' }],
        ['1001', 0, 300_000, { cashflow: 'CF07' }],
      ],
    },
    {
      day: 22,
      summary: '支付布草洗涤费',
      attachments: 2,
      lines: [
        ['6601', linen, 0, { dept: 'HK' }],
        ['1002', 0, linen, { cashflow: 'CF04' }],
      ],
    },
    {
      day: 25,
      summary: '计提本月工资',
      attachments: 1,
      lines: [
        ['6601', frontWages, 0, { dept: 'FO' }],
        ['6602', officeWages, 0, { dept: 'GM' }],
        ['2211', 0, frontWages + officeWages],
      ],
    },
    {
      day: 26,
      summary: '李强报销差旅费',
      attachments: 4,
      lines: [
        ['6602', 286_000, 0, { dept: 'GM' }],
        ['1221', 0, 286_000, { employee: 'E002' }],
      ],
    },
    {
      day: 28,
      summary: '发放本月工资',
      attachments: 1,
      lines: [
        ['2211', frontWages + officeWages, 0],
        ['1002', 0, frontWages + officeWages, { cashflow: 'CF05' }],
      ],
    },
  ];
}

type Person = { userId: number; userName: string };

/**
 * Keeps and closes the books of `orgId` from `start` up to the month before `today`. `maker` keeps them (makes,
 * depreciates, carries forward, sends, closes), `checker` audits, signs as cashier and posts (nobody audits
 * their own vouchers).
 */
export async function seedBooks(trx: WriteTx, engine: Engine, books: { orgId: number; start: Month; today: string; maker: Person; checker: Person }): Promise<void> {
  const { orgId, maker, checker } = books;
  const [items, depts] = await Promise.all([
    trx.selectFrom('aux_items').select(['dimension', 'item_code', 'item_id']).where('org_id', '=', orgId).execute(),
    trx.selectFrom('departments').select(['dept_code', 'dept_id']).where('org_id', '=', orgId).execute(),
  ]);
  const item = new Map(items.map((i) => [`${i.dimension}:${i.item_code}`, i.item_id]));
  const dept = new Map(depts.map((d) => [d.dept_code, d.dept_id]));
  const id = (map: Map<string, number>, key: string | undefined) => (key === undefined ? null : (map.get(key) ?? null));
  const lineOf = (summary: string, [accountCode, debit, credit, aux = {}]: Line): NewLine => ({
    summary,
    accountCode,
    debit,
    credit,
    deptId: id(dept, aux.dept),
    customerId: id(item, aux.customer && `customer:${aux.customer}`),
    supplierId: id(item, aux.supplier && `supplier:${aux.supplier}`),
    projectId: id(item, aux.project && `project:${aux.project}`),
    employeeId: id(item, aux.employee && `employee:${aux.employee}`),
    cashflowCode: aux.cashflow ?? null,
  });

  const periods = await trx
    .selectFrom('accounting_periods')
    .select(['period_id', 'year', 'period', 'start_date', 'end_date'])
    .where('org_id', '=', orgId)
    .where('start_date', '>=', `${books.start.year}-${String(books.start.month).padStart(2, '0')}-01`)
    .where('end_date', '<', `${books.today.slice(0, 8)}01`)
    .orderBy('start_date')
    .execute();
  for (const [k, p] of periods.entries()) {
    // Who did what when: made on the voucher's day, checked and closed on the period's last day.
    const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).getTime();
    const closing = (hour: number) => at(p.end_date, hour);
    const act = (action: VoucherAction, who: Person, voucherIds: number[], hour: number) =>
      voucherIds.length ? changeVoucherStatus(trx, engine, { orgId, user: who, action, voucherIds, now: closing(hour), lang: 'zh' }) : undefined;

    const made: Array<{ id: number; cash: boolean }> = [];
    for (const b of business(1 + 0.04 * k)) {
      const voucherDate = `${p.start_date.slice(0, 8)}${String(b.day).padStart(2, '0')}`;
      const lines = b.lines.map((l) => lineOf(b.summary, l));
      made.push({
        id: await insertVoucher(trx, engine, { orgId, voucherDate, attachments: b.attachments, remark: '', lines, maker, now: at(voucherDate, 10) }),
        cash: lines.some((l) => isCashAccount(l.accountCode)),
      });
    }
    const target = { year: p.year, period: p.period };
    const depreciation = await depreciateIn(trx, engine, closing(9), { orgId, ...maker }, target);
    const booked = [...made.map((m) => m.id), depreciation.voucherId];
    await act('send', maker, booked, 10);
    await act('audit', checker, booked, 11);
    await act(
      'sign',
      checker,
      made.filter((m) => m.cash).map((m) => m.id),
      12,
    );
    await act('post', checker, booked, 13);
    const carried = await carryForward(trx, engine, closing(14), { orgId, ...maker }, target);
    await act('send', maker, [carried.voucherId], 15);
    await act('audit', checker, [carried.voucherId], 15);
    await act('post', checker, [carried.voucherId], 16);
    await closePeriod(trx, engine, { orgId, periodId: p.period_id, closedBy: maker.userName, now: closing(17), lang: 'zh' });
  }
}
