/**
 * 合同硬件发货明细 (crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail): the hardware shipped
 * in the range by contract: shipment lines, quantity, hardware value (quantity × unit price) and how
 * much of it is pending, shipped or received; against the contract's amount, the margin left after
 * the hardware (the margin record). Two queries: the shipments, then their contracts.
 */
import type { ReportRow } from '../contracts/report.js';
import { fen, groupInto, loadRecords, optionLabel, optionsOf, TOTAL, totalsOf } from './figures.js';
import { label, type ReportDef } from './types.js';

const STATUSES = ['pending', 'shipped', 'received'] as const;

export const hardwareShipments: ReportDef = {
  key: 'hardwareShipments',
  title: label('合同硬件发货明细', 'Contract hardware shipments'),
  permission: 'reports:shipment:list',
  range: true,
  groupings: [],
  async compute(input) {
    const { query, lang } = input;
    const shipments = await loadRecords(input, 'shipment', ['contractNo', 'customerName', 'quantity', 'unitPrice', 'status'], { field: 'shipDate', from: query.from, to: query.to });
    const contracts = await loadRecords(input, 'contract', ['contractNo', 'amount'], undefined, { field: 'contractNo', values: shipments.map((s) => String(s.contractNo)) });
    const contractAmount = new Map(contracts.map((c) => [String(c.contractNo), fen(c.amount)]));
    // Quantities are whole or two-decimal numbers: value in fen rounds once per line.
    const value = (s: Record<string, unknown>) => Math.round(Number(s.quantity ?? 0) * fen(s.unitPrice));
    const groups = groupInto(
      shipments,
      (s) => String(s.contractNo),
      (key, s): ReportRow => ({ contractNo: key, customerName: String(s.customerName ?? ''), lines: 0, quantity: 0, value: 0, pending: 0, shipped: 0, received: 0 }),
      (g, s) => {
        g.lines = Number(g.lines) + 1;
        g.quantity = Number(g.quantity) + (Number(s.quantity) || 0);
        g.value = Number(g.value) + value(s);
        const status = String(s.status);
        if ((STATUSES as readonly string[]).includes(status)) g[status] = Number(g[status]) + value(s);
      },
    );
    const rows = [...groups.values()]
      .sort((a, b) => String(a.contractNo).localeCompare(String(b.contractNo)))
      .map((g) => {
        const amount = contractAmount.get(String(g.contractNo));
        return { ...g, contractAmount: amount ?? null, margin: amount === undefined ? null : amount - Number(g.value) };
      });
    const totals = totalsOf(rows, ['lines', 'quantity', 'value', 'pending', 'shipped', 'received', 'contractAmount', 'margin'], 'contractNo', TOTAL[lang]);
    const byStatus = optionsOf('shipment', 'status').map((o) => ({ status: optionLabel('shipment', 'status', o.value, lang), value: Number(totals[o.value] ?? 0) }));
    return {
      columns: [
        { key: 'contractNo', label: label('合同编号', 'Contract no.'), type: 'text' },
        { key: 'customerName', label: label('客户名称', 'Customer'), type: 'text' },
        { key: 'lines', label: label('发货行数', 'Lines'), type: 'number' },
        { key: 'quantity', label: label('数量', 'Quantity'), type: 'number' },
        { key: 'value', label: label('硬件金额', 'Hardware value'), type: 'money' },
        { key: 'pending', label: label('待发货', 'Pending'), type: 'money' },
        { key: 'shipped', label: label('已发货', 'Shipped'), type: 'money' },
        { key: 'received', label: label('已签收', 'Received'), type: 'money' },
        { key: 'contractAmount', label: label('合同金额', 'Contract amount'), type: 'money' },
        { key: 'margin', label: label('硬件后毛利', 'Margin after hardware'), type: 'money' },
      ],
      rows,
      totals,
      charts: [{ type: 'donut', title: label('发货状态', 'Shipment status'), index: 'status', unit: 'money', series: [{ key: 'value', label: label('硬件金额', 'Hardware value') }], data: byStatus }],
    };
  },
};
