/**
 * 升级说明统计 (crmUpdateExplanationtableDetail): the update notes released in the range by product
 * or by month: how many releases and how many customers were updated.
 */
import type { ReportRow } from '../contracts/report.js';
import { groupInto, loadRecords, monthOf, optionLabel, optionsOf, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

export const updateNotes: ReportDef = {
  key: 'updateNotes',
  title: label('升级说明统计', 'Update note statistics'),
  permission: 'crm:updateNote:list',
  range: true,
  groupings: [
    { value: 'product', label: label('按产品模块', 'By product') },
    { value: 'month', label: label('按月份', 'By month') },
  ],
  async compute(input) {
    const { query, lang } = input;
    const byMonth = query.groupBy === 'month';
    const records = await loadRecords(input, 'updateNote', ['product', 'releaseDate', 'customerCount'], { field: 'releaseDate', from: query.from, to: query.to });
    const groups = groupInto(
      records,
      (r) => (byMonth ? monthOf(r.releaseDate) : String(r.product ?? '')),
      (key): ReportRow => ({ group: key, releases: 0, customers: 0 }),
      (g, r) => {
        g.releases = Number(g.releases) + 1;
        g.customers = Number(g.customers) + (Number(r.customerCount) || 0);
      },
    );
    const none = lang === 'en' ? '(none)' : '（未指定）';
    const rows = byMonth
      ? [...groups.values()].sort((a, b) => String(a.group).localeCompare(String(b.group)))
      : [...optionsOf('updateNote', 'product').map((o) => o.value), '']
          .filter((v) => groups.has(v))
          .map((v) => ({ ...groups.get(v)!, group: v ? optionLabel('updateNote', 'product', v, lang) : none }));
    return {
      columns: [
        { key: 'group', label: byMonth ? label('月份', 'Month') : label('产品模块', 'Product'), type: 'text' },
        { key: 'releases', label: label('升级次数', 'Releases'), type: 'number' },
        { key: 'customers', label: label('已升级客户数', 'Customers updated'), type: 'number' },
      ],
      rows,
      totals: totalsOf(rows, ['releases', 'customers'], 'group', TOTAL[lang]),
      charts: [{ type: 'bar', title: label('升级次数', 'Releases'), index: 'group', unit: 'number', series: [{ key: 'releases', label: label('升级次数', 'Releases') }], data: rows }],
    };
  },
};
