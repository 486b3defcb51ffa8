/**
 * 业绩增长 (performanceGrowth): per salesperson, the sales-performance records of the periods in the
 * range: signed and received amounts against the same period last year (the 上年同期 figure each
 * performance record carries, as the office enters it) and the growth in percent; new customers.
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, groupInto, growth, loadRecords, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

export const performanceGrowth: ReportDef = {
  key: 'performanceGrowth',
  title: label('业绩增长', 'Performance growth'),
  permission: 'crm:salePerformance:list',
  range: true,
  groupings: [],
  async compute(input) {
    const { query, lang } = input;
    // Performance is kept per accounting period ('YYYY-MM'): the periods the range touches.
    const records = await loadRecords(input, 'salePerformance', ['owner', 'contractAmount', 'receivedAmount', 'lastYearAmount', 'newCustomers'], {
      field: 'period',
      from: query.from.slice(0, 7),
      to: query.to.slice(0, 7),
    });
    const groups = groupInto(
      records,
      (r) => String(r.owner ?? ''),
      (key): ReportRow => ({ salesperson: key || (lang === 'en' ? '(none)' : '（未指定）'), signed: 0, received: 0, lastYear: 0, growth: null, newCustomers: 0 }),
      (g, r) => {
        g.signed = Number(g.signed) + fen(r.contractAmount);
        g.received = Number(g.received) + fen(r.receivedAmount);
        g.lastYear = Number(g.lastYear) + fen(r.lastYearAmount);
        g.newCustomers = Number(g.newCustomers) + (Number(r.newCustomers) || 0);
      },
    );
    const rows = [...groups.values()]
      .map((g): ReportRow => ({ ...g, growth: growth(Number(g.signed), Number(g.lastYear)) }))
      .sort((a, b) => Number(b.signed) - Number(a.signed) || String(a.salesperson).localeCompare(String(b.salesperson)));
    const totals = totalsOf(rows, ['signed', 'received', 'lastYear', 'newCustomers'], 'salesperson', TOTAL[lang]);
    totals.growth = growth(Number(totals.signed), Number(totals.lastYear));
    return {
      columns: [
        { key: 'salesperson', label: label('销售人员', 'Salesperson'), type: 'text' },
        { key: 'signed', label: label('本期签约', 'Signed this period'), type: 'money' },
        { key: 'received', label: label('本期回款', 'Received this period'), type: 'money' },
        { key: 'lastYear', label: label('上年同期', 'Same period last year'), type: 'money' },
        { key: 'growth', label: label('增长率(%)', 'Growth (%)'), type: 'percent' },
        { key: 'newCustomers', label: label('新增客户数', 'New customers'), type: 'number' },
      ],
      rows,
      totals,
      charts: [
        {
          type: 'bar',
          title: label('本期与上年同期', 'This period and last year'),
          index: 'salesperson',
          unit: 'money',
          series: [
            { key: 'signed', label: label('本期签约', 'This period') },
            { key: 'lastYear', label: label('上年同期', 'Last year') },
          ],
          data: rows,
        },
      ],
    };
  },
};
