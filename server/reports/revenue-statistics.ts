/**
 * 收入统计明细 (RevenueStatisticsDetail): revenue by month of the range, one column per revenue type,
 * the month's total, the same month a year earlier and the year-on-year growth. One query reads both
 * years (from a year before the range's start to its end).
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, growth, loadRecords, monthOf, monthsBetween, optionsOf, TOTAL, totalsOf, yearBefore } from './figures.js';
import { label, type ColumnDef, type ReportDef } from './types.js';

/** 'YYYY-MM' a year later. */
const nextYear = (month: string) => `${String(Number(month.slice(0, 4)) + 1).padStart(4, '0')}${month.slice(4)}`;

export const revenueStatistics: ReportDef = {
  key: 'revenueStatistics',
  title: label('收入统计明细', 'Revenue statistics'),
  permission: 'reports:revenue:list',
  range: true,
  groupings: [],
  async compute(input) {
    const { query, lang } = input;
    const types = optionsOf('revenue', 'revenueType');
    const lastFrom = yearBefore(query.from);
    const lastTo = yearBefore(query.to);
    const records = await loadRecords(input, 'revenue', ['revenueType', 'billDate', 'amount'], { field: 'billDate', from: lastFrom, to: query.to });
    const months = monthsBetween(query.from, query.to);
    const rows = new Map<string, ReportRow>(months.map((m) => [m, { month: m, ...Object.fromEntries(types.map((t) => [t.value, 0])), total: 0, lastYear: 0, yoy: null }]));
    for (const r of records) {
      const date = String(r.billDate);
      const amount = fen(r.amount);
      if (date >= query.from) {
        const row = rows.get(monthOf(date));
        if (row) {
          row[String(r.revenueType)] = Number(row[String(r.revenueType)] ?? 0) + amount;
          row.total = Number(row.total) + amount;
        }
      }
      if (date >= lastFrom && date <= lastTo) {
        const row = rows.get(nextYear(monthOf(date)));
        if (row) row.lastYear = Number(row.lastYear) + amount;
      }
    }
    const list = [...rows.values()].map((r) => ({ ...r, yoy: growth(Number(r.total), Number(r.lastYear)) }));
    const sums = [...types.map((t) => t.value), 'total', 'lastYear'];
    const totals = totalsOf(list, sums, 'month', TOTAL[lang]);
    totals.yoy = growth(Number(totals.total), Number(totals.lastYear));
    const columns: ColumnDef[] = [
      { key: 'month', label: label('月份', 'Month'), type: 'text' },
      ...types.map((t): ColumnDef => ({ key: t.value, label: { zh: t.zh, en: t.en }, type: 'money' })),
      { key: 'total', label: label('本期合计', 'Total'), type: 'money' },
      { key: 'lastYear', label: label('上年同期', 'Same period last year'), type: 'money' },
      { key: 'yoy', label: label('同比增长(%)', 'Year on year (%)'), type: 'percent' },
    ];
    return {
      columns,
      rows: list,
      totals,
      charts: [
        { type: 'bar', title: label('各类收入', 'Revenue by type'), index: 'month', unit: 'money', series: types.map((t) => ({ key: t.value, label: { zh: t.zh, en: t.en } })), data: list },
        {
          type: 'line',
          title: label('同比', 'Year on year'),
          index: 'month',
          unit: 'money',
          series: [
            { key: 'total', label: label('本期', 'This year') },
            { key: 'lastYear', label: label('上年同期', 'Last year') },
          ],
          data: list,
        },
      ],
    };
  },
};
