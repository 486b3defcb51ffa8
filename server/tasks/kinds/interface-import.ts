/**
 * A day's front-office/POS export through the hotel's interface programme (接口导入, module 1001): each row
 * is a revenue line (an item in a department) or a settlement line (a payment method) of one business date.
 * The whole file is one group, taken whole or not at all: one unmapped code, a date outside the open
 * periods, a day already posted, more than one date, or revenue and settlements that do not balance
 * refuse every row, each with its reason, and nothing is written. The day becomes one voucher (or one per
 * source system, as the organisation interface says), written in one transaction with the voucher
 * machinery (db/vouchers.ts); its `import_ref` (iface:<date>[:<source>], unique per organisation) is what
 * keeps a day from being posted twice. To import a day again, delete its vouchers first.
 */
import { z } from 'zod';
import { loadInterfaceLookups, type InterfaceLookups } from '../../db/interface-book.js';
import { insertVoucher } from '../../db/vouchers.js';
import { isCashAccount } from '../../lib/account-classes.js';
import { balanceReason, dayVouchers, importRef, resolveRow, type DayRow, type Posting } from '../../lib/interface-mapping.js';
import type { ImportKind, Values } from '../import-kind.js';
import { hundredths, isoDate, text, type Checked, type Reason } from '../row-rules.js';

/** The cash-flow item of a PMS day's cash and bank postings. */
const PMS_CASHFLOW = 'CF01';

/** 收入 / 结算 (or revenue / settlement, as English exports name them). */
function lineType(raw: string): Checked<string> {
  const v = raw.toLowerCase();
  if (v === '收入' || v === 'revenue') return { ok: true, value: 'revenue' };
  if (v === '结算' || v === 'settlement') return { ok: true, value: 'payment' };
  return { ok: false, reason: { msg: raw === '' ? 'rowRequired' : 'ifaceLineType' } };
}

const dayRow = (v: Values): DayRow => ({
  businessDate: v.businessDate as string,
  source: v.source as string,
  lineType: v.lineType as DayRow['lineType'],
  deptCode: v.deptCode as string,
  itemCode: v.itemCode as string,
  amount: v.amount as number,
});

/** The postings of rows that passed their checks (each resolves, or the row was refused). */
function postingsOf(rows: Values[], lookups: InterfaceLookups): Posting[] | Reason {
  const postings: Posting[] = [];
  for (const r of rows) {
    const resolved = resolveRow(dayRow(r), lookups.book!);
    if ('reason' in resolved) return resolved.reason;
    postings.push(resolved.posting);
  }
  return postings;
}

export const interfaceImport: ImportKind<object, InterfaceLookups> = {
  kind: 'interface-import',
  permission: 'accounting:orgInterface:import',
  // 部门名称 and 项目名称 of the export are read by people, not by the import: extra columns are ignored.
  columns: [
    { key: 'businessDate', zh: '营业日期', en: 'Business date', check: isoDate({ required: true }) },
    { key: 'source', zh: '来源', en: 'Source', check: text(20, { required: true, pattern: /^[\w.-]+$/, patternMsg: 'rowCode' }) },
    { key: 'lineType', zh: '类型', en: 'Type', check: lineType },
    { key: 'deptCode', zh: '部门编码', en: 'Dept code', check: text(30) },
    { key: 'itemCode', zh: '项目编码', en: 'Item code', check: text(30, { required: true }) },
    { key: 'amount', zh: '金额', en: 'Amount', check: hundredths({ required: true, negative: true, msg: 'rowMoney' }) },
  ],
  options: z.object({}),
  lookups: (db, orgId) => loadInterfaceLookups(db, orgId),
  checkRow(v: Values, lookups: InterfaceLookups): Reason | null {
    if (!lookups.book) return { msg: 'ifaceNoProgramme' };
    const date = v.businessDate as string;
    if (!lookups.openPeriods.some((p) => p.start <= date && date <= p.end)) return { msg: 'rowPeriodClosed', params: { value: date } };
    const posted = lookups.postedDays.get(date);
    if (posted) return { msg: 'ifaceDayImported', params: { value: date, vouchers: posted.join('、') } };
    const resolved = resolveRow(dayRow(v), lookups.book);
    return 'reason' in resolved ? resolved.reason : null;
  },
  // The same line twice in one export is a copy made by mistake.
  key: (v) => [v.businessDate, v.source, v.lineType, v.deptCode, v.itemCode].join('|'),
  group: {
    // One group: the file is the day, posted whole or not at all.
    key: () => 'day',
    check(rows, lookups: InterfaceLookups): Reason | null {
      const dates = [...new Set(rows.map((r) => r.businessDate as string))];
      if (dates.length > 1) return { msg: 'ifaceDates', params: { dates: dates.join(', ') } };
      const postings = postingsOf(rows, lookups);
      if (!Array.isArray(postings)) return postings;
      // The day's vouchers are numbered under the interface's word: one the organisation no longer uses is refused.
      if (!lookups.wordInUse) return { msg: 'voucherWordUnknown', params: { word: lookups.settings!.voucherWord } };
      const mode = lookups.settings!.voucherMode;
      const unbalanced = balanceReason(postings, mode);
      if (unbalanced) return unbalanced;
      if (dayVouchers(postings, lookups.settings!.summaryTemplate, mode).some((v) => v.lines.length < 2)) return { msg: 'ifaceNothingToPost' };
      return null;
    },
  },
  async write(trx, { orgId, userId, now, engine }, rows) {
    // Read again under the write lock: the settings, mappings or posted days may have changed since the check.
    const lookups = await loadInterfaceLookups(trx, orgId);
    const date = rows[0].businessDate as string;
    if (!lookups.settings || lookups.postedDays.has(date)) throw new Error(`interface import of ${date}: the interface changed or the day was posted meanwhile`);
    const postings = postingsOf(rows, lookups);
    if (!Array.isArray(postings)) throw new Error(`interface import of ${date}: ${postings.msg}`);
    const { settings } = lookups;
    const maker = await trx.selectFrom('users').select(['user_id as userId', 'nick_name as userName']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    for (const voucher of dayVouchers(postings, settings.summaryTemplate, settings.voucherMode)) {
      const remark = [settings.programmeCode, voucher.date, voucher.source].filter(Boolean).join(' ');
      // Made by the server from the PMS day: a department the mapping does not name is allowed; the day's
      // cash and bank postings are takings from guests (销售商品、提供劳务收到的现金, shared/cashflow-items.ts).
      const lines = voucher.lines.map((l) => (isCashAccount(l.accountCode) ? { ...l, cashflowCode: PMS_CASHFLOW } : l));
      // Numbered under the interface's word (收-0003 when it says 收), not renamed after the default word numbered it.
      const voucherId = await insertVoucher(trx, engine, { orgId, voucherDate: voucher.date, attachments: 1, remark, lines, maker, now, origin: 'system', voucherWord: settings.voucherWord });
      // The unique (org_id, import_ref) index is the last guard against a day posted twice.
      await trx
        .updateTable('vouchers')
        .set({ import_ref: importRef(voucher.date, voucher.source) })
        .where('voucher_id', '=', voucherId)
        .execute();
    }
    return rows.map(() => true);
  },
};
