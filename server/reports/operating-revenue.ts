/**
 * 营业收入明细 (crmOperatingRevenueDetail): the revenue records recognised in the range, grouped by
 * revenue type, month or salesperson: how many bills, amount, tax and amount with tax, with totals.
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, groupInto, loadRecords, monthOf, optionLabel, optionsOf, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

const SUMS = ['bills', 'amount', 'tax', 'gross'];

export const operatingRevenue: ReportDef = {
  key: 'operatingRevenue',
  title: label('营业收入明细', 'Operating revenue detail'),
  permission: 'reports:revenue:list',
  range: true,
  groupings: [
    { value: 'type', label: label('按收入类型', 'By revenue type') },
    { value: 'month', label: label('按月份', 'By month') },
    { value: 'salesperson', label: label('按销售人员', 'By salesperson') },
  ],
  async compute(input) {
    const { query, lang } = input;
    const groupBy = query.groupBy ?? 'type';
    const records = await loadRecords(input, 'revenue', ['revenueType', 'billDate', 'amount', 'tax', 'salesperson'], { field: 'billDate', from: query.from, to: query.to });
    const keyOf = (r: Record<string, unknown>) => (groupBy === 'month' ? monthOf(r.billDate) : groupBy === 'salesperson' ? String(r.salesperson ?? '') : String(r.revenueType));
    const groups = groupInto(
      records,
      keyOf,
      (key): ReportRow => ({ group: key, bills: 0, amount: 0, tax: 0, gross: 0 }),
      (g, r) => {
        g.bills = Number(g.bills) + 1;
        g.amount = Number(g.amount) + fen(r.amount);
        g.tax = Number(g.tax) + fen(r.tax);
        g.gross = Number(g.gross) + fen(r.amount) + fen(r.tax);
      },
    );
    // Types in their defined order, months in time order, people by amount (largest first).
    const order = groupBy === 'type' ? optionsOf('revenue', 'revenueType').map((o) => o.value) : null;
    let rows = [...groups.values()];
    if (order) rows = order.filter((v) => groups.has(v)).map((v) => groups.get(v)!);
    else if (groupBy === 'month') rows.sort((a, b) => String(a.group).localeCompare(String(b.group)));
    else rows.sort((a, b) => Number(b.amount) - Number(a.amount) || String(a.group).localeCompare(String(b.group)));
    if (groupBy === 'type') rows = rows.map((r) => ({ ...r, group: optionLabel('revenue', 'revenueType', r.group, lang) }));
    if (groupBy === 'salesperson') rows = rows.map((r) => ({ ...r, group: r.group || (lang === 'en' ? '(none)' : '（未指定）') }));
    const groupLabel = groupBy === 'month' ? label('月份', 'Month') : groupBy === 'salesperson' ? label('销售人员', 'Salesperson') : label('收入类型', 'Revenue type');
    return {
      columns: [
        { key: 'group', label: groupLabel, type: 'text' },
        { key: 'bills', label: label('单据数', 'Bills'), type: 'number' },
        { key: 'amount', label: label('金额', 'Amount'), type: 'money' },
        { key: 'tax', label: label('税额', 'Tax'), type: 'money' },
        { key: 'gross', label: label('价税合计', 'Amount with tax'), type: 'money' },
      ],
      rows,
      totals: totalsOf(rows, SUMS, 'group', TOTAL[lang]),
      charts: [
        {
          type: 'bar',
          title: label('营业收入', 'Operating revenue'),
          index: 'group',
          unit: 'money',
          series: [
            { key: 'amount', label: label('金额', 'Amount') },
            { key: 'tax', label: label('税额', 'Tax') },
          ],
          data: rows,
        },
      ],
    };
  },
};
