/**
 * 资产负债表 (balance sheet) of a period from the ledger: the year's opening balances and the booked
 * voucher lines through the period (db/ledger.ts, the trial balance's figures), per line at the end of
 * the period and at the opening of the year, in the standard lines a hotel reports.
 *
 * Every account lands on exactly one line: by the longest code prefix a line names, else by its class
 * (account-classes.ts) on that class's catch-all line. Contra accounts (累计折旧, 坏账准备 …) sit on their
 * asset's line and reduce it through their credit balance, so 固定资产 is net of 累计折旧. Profit and loss
 * not yet carried forward counts in 未分配利润 with 本年利润 and 利润分配, so the sheet balances whether or
 * not the month's carry-forward is done, and 未分配利润 moves over the year by the income statement's 净利润
 * (less any profit distributed). Assets equal liabilities plus equity whenever the opening balances do.
 */
import type { Statement } from '../contracts/statement.js';
import type { Db } from '../db/connect.js';
import { accountFigures } from '../db/ledger.js';
import type { Lang } from '../i18n.js';
import { accountClass, type AccountClass } from '../lib/account-classes.js';
import { label, type Label } from '../reports/types.js';
import { check, heading, numberedRows, type RowDraft } from './statement-rows.js';

type Line = { name: Label; prefixes: string[] /** Classes whose accounts no line names land here. */; rest?: AccountClass[] /** Shown only when not zero. */; optional?: true };
type Group = { heading: Label; lines: Line[]; total: Label };

const line = (zh: string, en: string, prefixes: string[], extra: Partial<Line> = {}): Line => ({ name: label(zh, en), prefixes, ...extra });

const ASSETS: Group[] = [
  {
    heading: label('流动资产：', 'Current assets:'),
    total: label('流动资产合计', 'Total current assets'),
    lines: [
      line('货币资金', 'Cash and bank', ['1001', '1002', '1012']),
      line('交易性金融资产', 'Trading financial assets', ['1101']),
      line('应收票据', 'Notes receivable', ['1121']),
      line('应收账款', 'Accounts receivable', ['1122', '1231']),
      line('预付账款', 'Prepayments', ['1123']),
      line('其他应收款', 'Other receivables', ['1131', '1132', '1221']),
      line('存货', 'Inventories', ['14'], { rest: ['cost'] }),
      line('其他流动资产', 'Other current assets', ['1901'], { rest: ['asset', 'common'] }),
    ],
  },
  {
    heading: label('非流动资产：', 'Non-current assets:'),
    total: label('非流动资产合计', 'Total non-current assets'),
    lines: [
      line('长期股权投资', 'Long-term equity investments', ['1511']),
      line('固定资产', 'Fixed assets', ['1601', '1602', '1603', '1606']),
      line('在建工程', 'Construction in progress', ['1604', '1605']),
      line('无形资产', 'Intangible assets', ['1701', '1702', '1703']),
      line('长期待摊费用', 'Long-term prepaid expenses', ['1801']),
      line('递延所得税资产', 'Deferred tax assets', ['1811']),
    ],
  },
];

const LIABILITIES: Group[] = [
  {
    heading: label('流动负债：', 'Current liabilities:'),
    total: label('流动负债合计', 'Total current liabilities'),
    lines: [
      line('短期借款', 'Short-term borrowings', ['2001']),
      line('应付票据', 'Notes payable', ['2201']),
      line('应付账款', 'Accounts payable', ['2202']),
      line('预收账款', 'Advances from customers', ['2203']),
      line('应付职工薪酬', 'Employee benefits payable', ['2211']),
      line('应交税费', 'Taxes payable', ['2221']),
      line('其他应付款', 'Other payables', ['2231', '2232', '2241']),
      line('其他流动负债', 'Other current liabilities', [], { rest: ['liability'] }),
    ],
  },
  {
    heading: label('非流动负债：', 'Non-current liabilities:'),
    total: label('非流动负债合计', 'Total non-current liabilities'),
    lines: [
      line('长期借款', 'Long-term borrowings', ['2501']),
      line('长期应付款', 'Long-term payables', ['2701']),
      line('预计负债', 'Provisions', ['2801']),
      line('递延所得税负债', 'Deferred tax liabilities', ['2901']),
    ],
  },
];

const EQUITY: Group = {
  heading: label('所有者权益：', "Owners' equity:"),
  total: label('所有者权益合计', "Total owners' equity"),
  lines: [
    line('实收资本', 'Paid-in capital', ['4001']),
    line('资本公积', 'Capital reserve', ['4002']),
    line('盈余公积', 'Surplus reserve', ['4101']),
    line('未分配利润', 'Retained earnings', ['4103', '4104'], { rest: ['profitLoss'] }),
    line('其他所有者权益', "Other owners' equity", [], { rest: ['equity'], optional: true }),
  ],
};

const TOTAL_ASSETS = label('资产总计', 'Total assets');
const TOTAL_LIABILITIES = label('负债合计', 'Total liabilities');
const TOTAL_BOTH = label('负债和所有者权益总计', "Total liabilities and owners' equity");
const COLUMNS = [label('期末余额', 'End of period'), label('年初余额', 'Start of year')];

const ALL_LINES = [...ASSETS, ...LIABILITIES, EQUITY].flatMap((g) => g.lines);

/** The line an account's balance is reported on; undefined for a code outside the six classes. */
function balanceLineOf(code: string): Line | undefined {
  let best: { line: Line; length: number } | undefined;
  for (const l of ALL_LINES) {
    for (const p of l.prefixes) if (code.startsWith(p) && p.length > (best?.length ?? 0)) best = { line: l, length: p.length };
  }
  if (best) return best.line;
  const cls = accountClass(code);
  return cls && ALL_LINES.find((l) => l.rest?.includes(cls));
}

type Pair = [closing: number, opening: number];

/** The balance sheet of `period` (1–12) of `year`. */
export async function balanceSheet(db: Db, orgId: number, year: number, period: number, lang: Lang): Promise<Statement> {
  const figures = await accountFigures(db, { orgId, year, period, auditedOnly: true });
  // Signed balances per line, debit positive: assets read them as they are, the other side negated.
  const signed = new Map<Line, Pair>();
  for (const f of figures) {
    const target = balanceLineOf(f.accountCode);
    if (!target) continue;
    const pair = signed.get(target) ?? [0, 0];
    pair[0] += f.opening + f.yearDebit - f.yearCredit;
    pair[1] += f.opening;
    signed.set(target, pair);
  }
  const drafts: RowDraft[] = [];
  /** The group's rows and its sum, amounts as the side reads them. */
  const group = (g: Group, sign: 1 | -1): Pair => {
    drafts.push(heading(g.heading, 2));
    const sum: Pair = [0, 0];
    for (const l of g.lines) {
      const [closing, opening] = signed.get(l) ?? [0, 0];
      const amounts: Pair = [sign * closing, sign * opening];
      if (l.optional && !amounts[0] && !amounts[1]) continue;
      drafts.push({ name: l.name, kind: 'line', amounts });
      sum[0] += amounts[0];
      sum[1] += amounts[1];
    }
    drafts.push({ name: g.total, kind: 'subtotal', amounts: sum });
    return sum;
  };
  const add = (a: Pair, b: Pair): Pair => [a[0] + b[0], a[1] + b[1]];

  const assets = ASSETS.map((g) => group(g, 1)).reduce(add, [0, 0]);
  drafts.push({ name: TOTAL_ASSETS, kind: 'total', amounts: assets });
  const liabilities = LIABILITIES.map((g) => group(g, -1)).reduce(add, [0, 0]);
  drafts.push({ name: TOTAL_LIABILITIES, kind: 'subtotal', amounts: liabilities });
  const both = add(liabilities, group(EQUITY, -1));
  drafts.push({ name: TOTAL_BOTH, kind: 'total', amounts: both });

  const balanced = (column: 0 | 1) =>
    check(
      lang,
      label(`${COLUMNS[column].zh}：资产总计 = 负债和所有者权益总计`, `${COLUMNS[column].en}: total assets = total liabilities and owners' equity`),
      [TOTAL_ASSETS, assets[column]],
      [TOTAL_BOTH, both[column]],
    );
  return {
    key: 'balanceSheet',
    title: label('资产负债表', 'Balance sheet')[lang],
    year,
    period,
    columns: COLUMNS.map((c) => c[lang]),
    rows: numberedRows(drafts, lang),
    checks: [balanced(0), balanced(1)],
  };
}
