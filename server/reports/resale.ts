/**
 * 转售明细 (ResaleDetail): the resale contracts signed in the range (drafts left out), each with its
 * cost from the contract calculations (合同核算) of the same contract number and the margin it leaves:
 * amount − cost, and the margin rate. Two queries: the contracts, then their calculations.
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, loadRecords, monthOf, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

/** Margin as a percentage of the amount, one decimal; null without an amount. */
const rate = (margin: number, amount: number) => (amount ? Math.round((margin / amount) * 1000) / 10 : null);

export const resale: ReportDef = {
  key: 'resale',
  title: label('转售明细', 'Resale detail'),
  permission: 'crm:contract:list',
  range: true,
  groupings: [],
  async compute(input) {
    const { query, lang } = input;
    const contracts = (
      await loadRecords(input, 'contract', ['contractNo', 'contractName', 'customerName', 'contractType', 'signDate', 'amount', 'receivedAmount', 'status'], {
        field: 'signDate',
        from: query.from,
        to: query.to,
      })
    )
      .filter((r) => r.contractType === 'resale' && r.status !== 'draft')
      .sort((a, b) => String(a.signDate).localeCompare(String(b.signDate)) || String(a.contractNo).localeCompare(String(b.contractNo)));
    const calcs = await loadRecords(input, 'contractCalc', ['contractNo', 'cost'], undefined, { field: 'contractNo', values: contracts.map((c) => String(c.contractNo)) });
    const cost = new Map<string, number>();
    for (const c of calcs) cost.set(String(c.contractNo), (cost.get(String(c.contractNo)) ?? 0) + fen(c.cost));
    const rows: ReportRow[] = contracts.map((c) => {
      const amount = fen(c.amount);
      const spent = cost.get(String(c.contractNo)) ?? 0;
      return {
        contractNo: String(c.contractNo),
        contractName: String(c.contractName ?? ''),
        customerName: String(c.customerName ?? ''),
        signDate: String(c.signDate),
        amount,
        received: fen(c.receivedAmount),
        cost: spent,
        margin: amount - spent,
        marginRate: rate(amount - spent, amount),
      };
    });
    const totals = totalsOf(rows, ['amount', 'received', 'cost', 'margin'], 'contractNo', TOTAL[lang]);
    totals.marginRate = rate(Number(totals.margin), Number(totals.amount));
    // The chart by month: amounts and margins as they came in over the range.
    const byMonth = new Map<string, ReportRow>();
    for (const r of rows) {
      const m = monthOf(r.signDate);
      const g = byMonth.get(m) ?? { month: m, amount: 0, margin: 0 };
      g.amount = Number(g.amount) + Number(r.amount);
      g.margin = Number(g.margin) + Number(r.margin);
      byMonth.set(m, g);
    }
    return {
      columns: [
        { key: 'contractNo', label: label('合同编号', 'Contract no.'), type: 'text' },
        { key: 'contractName', label: label('合同名称', 'Contract'), type: 'text' },
        { key: 'customerName', label: label('客户名称', 'Customer'), type: 'text' },
        { key: 'signDate', label: label('签订日期', 'Signed'), type: 'text' },
        { key: 'amount', label: label('合同金额', 'Amount'), type: 'money' },
        { key: 'received', label: label('已回款', 'Received'), type: 'money' },
        { key: 'cost', label: label('成本', 'Cost'), type: 'money' },
        { key: 'margin', label: label('毛利', 'Margin'), type: 'money' },
        { key: 'marginRate', label: label('毛利率(%)', 'Margin rate (%)'), type: 'percent' },
      ],
      rows,
      totals,
      charts: [
        {
          type: 'bar',
          title: label('转售金额与毛利', 'Resale amount and margin'),
          index: 'month',
          unit: 'money',
          series: [
            { key: 'amount', label: label('合同金额', 'Amount') },
            { key: 'margin', label: label('毛利', 'Margin') },
          ],
          data: [...byMonth.values()],
        },
      ],
    };
  },
};
