/**
 * 现金流量表 (cash-flow statement) of a period from the cash-flow items the voucher lines on cash and bank
 * accounts carry (`voucher_lines.cashflow_code`, shared/cashflow-items.ts): per activity the inflows, the
 * outflows and the net, for the period and the year to date, then the net increase in cash and the cash
 * at the start and the end.
 *
 * A line counts debit − credit (cash received is a debit), so an inflow item sums positive and an outflow
 * item is shown as the amount paid. Internal transfers (存取现, 账户间划转) are no cash flow and are left out.
 * The net increase must equal the change of the cash and bank balances (the ledger's figures, db/ledger.ts);
 * cash lines carrying no item break that agreement, so their sum is shown on a line of its own and the
 * check names the difference.
 */
import { sql } from 'kysely';
import { CASHFLOW_ITEMS, cashflowItem, type CashflowActivity } from '../../shared/cashflow-items.js';
import type { Statement } from '../contracts/statement.js';
import type { Db } from '../db/connect.js';
import { accountFigures } from '../db/ledger.js';
import { translate, type Lang, type MsgKey } from '../i18n.js';
import { isCashAccount } from '../lib/account-classes.js';
import { BOOKED_STATUSES } from '../lib/voucher-rules.js';
import { label, type Label } from '../reports/types.js';
import { periodText } from '../lib/period-text.js';
import { check, heading, numberedRows, type RowDraft } from './statement-rows.js';

type Pair = [current: number, year: number];

const ACTIVITIES: Array<{ activity: Exclude<CashflowActivity, 'internal'>; heading: Label; inflow: Label; outflow: Label; net: Label }> = [
  {
    activity: 'operating',
    heading: label('一、经营活动产生的现金流量：', '1. Cash flows from operating activities:'),
    inflow: label('经营活动现金流入小计', 'Subtotal of operating cash inflows'),
    outflow: label('经营活动现金流出小计', 'Subtotal of operating cash outflows'),
    net: label('经营活动产生的现金流量净额', 'Net cash flows from operating activities'),
  },
  {
    activity: 'investing',
    heading: label('二、投资活动产生的现金流量：', '2. Cash flows from investing activities:'),
    inflow: label('投资活动现金流入小计', 'Subtotal of investing cash inflows'),
    outflow: label('投资活动现金流出小计', 'Subtotal of investing cash outflows'),
    net: label('投资活动产生的现金流量净额', 'Net cash flows from investing activities'),
  },
  {
    activity: 'financing',
    heading: label('三、筹资活动产生的现金流量：', '3. Cash flows from financing activities:'),
    inflow: label('筹资活动现金流入小计', 'Subtotal of financing cash inflows'),
    outflow: label('筹资活动现金流出小计', 'Subtotal of financing cash outflows'),
    net: label('筹资活动产生的现金流量净额', 'Net cash flows from financing activities'),
  },
];
const UNASSIGNED = label('未指定现金流量项目的现金收支', 'Cash movements without a cash-flow item');
const NET_INCREASE = label('四、现金及现金等价物净增加额', '4. Net increase in cash and cash equivalents');
const CASH_START = label('加：期初现金及现金等价物余额', 'Add: cash and cash equivalents at the beginning');
const CASH_END = label('五、期末现金及现金等价物余额', '5. Cash and cash equivalents at the end');
const CASH_CHANGE = label('货币资金余额变动', 'Change of cash and bank balances');
const COLUMNS = [label('本期金额', 'This period'), label('本年累计金额', 'Year to date')];

/** The cash-flow statement of `period` (1–12) of `year`, in `lang`. */
export async function cashFlowStatement(db: Db, orgId: number, year: number, period: number, lang: Lang): Promise<Statement> {
  const current = periodText(year, period);
  const [sums, figures] = await Promise.all([
    db
      .selectFrom('voucher_lines as l')
      .innerJoin('vouchers as v', 'v.voucher_id', 'l.voucher_id')
      .select(['v.period', 'l.account_code', 'l.cashflow_code', sql<number>`sum(l.debit)`.as('debit'), sql<number>`sum(l.credit)`.as('credit')])
      .where('v.org_id', '=', orgId)
      .where('v.status', 'in', BOOKED_STATUSES)
      .where('v.period', '>=', periodText(year, 1))
      .where('v.period', '<=', current)
      // Cash and bank accounts are all of class 1 (isCashAccount picks them below).
      .where('l.account_code', '<', '2')
      .groupBy(['v.period', 'l.account_code', 'l.cashflow_code'])
      .execute(),
    accountFigures(db, { orgId, year, period, auditedOnly: true }),
  ]);

  // Net cash in (debit − credit) per item code; '' for lines without a known item.
  const byCode = new Map<string, Pair>();
  for (const s of sums) {
    if (!isCashAccount(s.account_code)) continue;
    const code = cashflowItem(s.cashflow_code)?.code ?? '';
    const amount = Number(s.debit) - Number(s.credit);
    const pair = byCode.get(code) ?? [0, 0];
    if (s.period === current) pair[0] += amount;
    pair[1] += amount;
    byCode.set(code, pair);
  }
  const net = (code: string): Pair => byCode.get(code) ?? [0, 0];

  const drafts: RowDraft[] = [];
  const increase: Pair = [0, 0];
  for (const a of ACTIVITIES) {
    drafts.push(heading(a.heading, 2));
    const side = (direction: 'in' | 'out', subtotal: Label): Pair => {
      const sum: Pair = [0, 0];
      for (const item of CASHFLOW_ITEMS.filter((i) => i.activity === a.activity && i.direction === direction)) {
        const [c, y] = net(item.code);
        // An outflow is shown as the amount paid.
        const amounts: Pair = direction === 'in' ? [c, y] : [-c, -y];
        drafts.push({ name: itemName(item.textKey), kind: 'line', amounts });
        sum[0] += amounts[0];
        sum[1] += amounts[1];
      }
      drafts.push({ name: subtotal, kind: 'subtotal', amounts: sum });
      return sum;
    };
    const inflow = side('in', a.inflow);
    const outflow = side('out', a.outflow);
    const activityNet: Pair = [inflow[0] - outflow[0], inflow[1] - outflow[1]];
    drafts.push({ name: a.net, kind: 'subtotal', amounts: activityNet });
    increase[0] += activityNet[0];
    increase[1] += activityNet[1];
  }

  const unassigned = net('');
  if (unassigned[0] || unassigned[1]) drafts.push({ name: UNASSIGNED, kind: 'line', amounts: unassigned });
  drafts.push({ name: NET_INCREASE, kind: 'total', amounts: increase });

  // Cash and bank balances: at the start of the year, at the start of the period and at its end.
  const cash = figures.filter((f) => isCashAccount(f.accountCode));
  const yearStart = cash.reduce((n, f) => n + f.opening, 0);
  const end = cash.reduce((n, f) => n + f.opening + f.yearDebit - f.yearCredit, 0);
  const periodStart = end - cash.reduce((n, f) => n + f.periodDebit - f.periodCredit, 0);
  const start: Pair = [periodStart, yearStart];
  drafts.push({ name: CASH_START, kind: 'line', amounts: start });
  drafts.push({ name: CASH_END, kind: 'total', amounts: [increase[0] + start[0], increase[1] + start[1]] });

  const agrees = (column: 0 | 1) =>
    check(
      lang,
      label(`${COLUMNS[column].zh}：现金及现金等价物净增加额 = 货币资金余额变动`, `${COLUMNS[column].en}: net increase in cash = change of cash and bank balances`),
      [NET_INCREASE, increase[column]],
      [CASH_CHANGE, end - start[column]],
    );
  return {
    key: 'cashFlow',
    title: label('现金流量表', 'Cash flow statement')[lang],
    year,
    period,
    columns: COLUMNS.map((c) => c[lang]),
    rows: numberedRows(drafts, lang),
    checks: [agrees(0), agrees(1)],
  };
}

/** An item's name in both languages, from the server's text tables (shared/cashflow-items.ts names the keys). */
function itemName(textKey: string): Label {
  const key = textKey as MsgKey;
  return { zh: translate('zh', key), en: translate('en', key) };
}
