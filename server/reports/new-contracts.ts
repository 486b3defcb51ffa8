/**
 * 新签合同明细 (NewContractDetail): the contracts signed in the range (drafts are not signed yet),
 * grouped by month or by contract type: how many, their amounts and what has been received.
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, groupInto, loadRecords, monthOf, optionLabel, optionsOf, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

export const newContracts: ReportDef = {
  key: 'newContracts',
  title: label('新签合同明细', 'New contracts'),
  permission: 'crm:contract:list',
  range: true,
  groupings: [
    { value: 'month', label: label('按月份', 'By month') },
    { value: 'type', label: label('按合同类型', 'By contract type') },
  ],
  async compute(input) {
    const { query, lang } = input;
    const byType = query.groupBy === 'type';
    const records = (await loadRecords(input, 'contract', ['contractType', 'signDate', 'amount', 'receivedAmount', 'status'], { field: 'signDate', from: query.from, to: query.to })).filter(
      (r) => r.status !== 'draft',
    );
    const groups = groupInto(
      records,
      (r) => (byType ? String(r.contractType) : monthOf(r.signDate)),
      (key): ReportRow => ({ group: key, contracts: 0, amount: 0, received: 0, outstanding: 0 }),
      (g, r) => {
        g.contracts = Number(g.contracts) + 1;
        g.amount = Number(g.amount) + fen(r.amount);
        g.received = Number(g.received) + fen(r.receivedAmount);
        g.outstanding = Number(g.amount) - Number(g.received);
      },
    );
    const rows = byType
      ? optionsOf('contract', 'contractType')
          .filter((o) => groups.has(o.value))
          .map((o) => ({ ...groups.get(o.value)!, group: optionLabel('contract', 'contractType', o.value, lang) }))
      : [...groups.values()].sort((a, b) => String(a.group).localeCompare(String(b.group)));
    return {
      columns: [
        { key: 'group', label: byType ? label('合同类型', 'Contract type') : label('月份', 'Month'), type: 'text' },
        { key: 'contracts', label: label('合同数', 'Contracts'), type: 'number' },
        { key: 'amount', label: label('合同金额', 'Amount'), type: 'money' },
        { key: 'received', label: label('已回款', 'Received'), type: 'money' },
        { key: 'outstanding', label: label('未回款', 'Outstanding'), type: 'money' },
      ],
      rows,
      totals: totalsOf(rows, ['contracts', 'amount', 'received', 'outstanding'], 'group', TOTAL[lang]),
      charts: [
        byType
          ? { type: 'donut', title: label('合同金额构成', 'Amount by type'), index: 'group', unit: 'money', series: [{ key: 'amount', label: label('合同金额', 'Amount') }], data: rows }
          : {
              type: 'bar',
              title: label('新签合同金额', 'New contract amounts'),
              index: 'group',
              unit: 'money',
              series: [
                { key: 'amount', label: label('合同金额', 'Amount') },
                { key: 'received', label: label('已回款', 'Received') },
              ],
              data: rows,
            },
      ],
    };
  },
};
