/**
 * Voucher import (凭证导入, module 1001): each row is one voucher line; rows with the same 凭证编号 (the
 * file's own voucher number) make one voucher. A voucher is taken whole or not at all: its lines must
 * share one date in an open period, balance (debits = credits) and have at least two lines, and every
 * line's account must exist and be enabled; one bad line refuses the whole voucher.
 * The file's number is kept on the voucher (`import_ref`, unique per organisation), so importing the
 * same file again — or retrying a cancelled import — never posts a voucher twice: an unaudited voucher
 * is replaced with the file's lines, a sent or audited one is left as it is. New vouchers are unaudited,
 * numbered in their period like any other, made by the user who imported them.
 */
import { z } from 'zod';
import type { Db } from '../../db/connect.js';
import { insertVoucher, lockOpenPeriod, writeLines } from '../../db/vouchers.js';
import { nextVoucherNo, numberingWord, sameNumberingSpan } from '../../db/voucher-numbering.js';
import { assertVouchersInOpenPeriods } from '../../db/period-lock.js';
import { formatFen, totals } from '../../lib/voucher-rules.js';
import type { ImportKind, Values } from '../import-kind.js';
import { hundredths, integer, isoDate, text, type Reason } from '../row-rules.js';
import { AUX_COLUMNS, auxIds, auxReason, loadAuxCodes, type AuxCodes } from './voucher-import-dims.js';

type Lookups = { accounts: Set<string>; openPeriods: Array<{ start: string; end: string }>; aux: AuxCodes };

const line = (v: Values) => ({ summary: v.summary as string, accountCode: v.accountCode as string, debit: v.debit as number, credit: v.credit as number });

export const voucherImport: ImportKind<object, Lookups> = {
  kind: 'voucher-import',
  permission: 'accounting:voucher:import',
  columns: [
    { key: 'ref', zh: '凭证编号', en: 'Voucher no.', check: text(64, { required: true }) },
    { key: 'voucherDate', zh: '凭证日期', en: 'Date', check: isoDate({ required: true }) },
    { key: 'summary', zh: '摘要', en: 'Summary', check: text(200, { required: true }) },
    { key: 'accountCode', zh: '科目编码', en: 'Account code', check: text(20, { required: true, pattern: /^\d{4,20}$/, patternMsg: 'rowAccountCode' }) },
    { key: 'debit', zh: '借方金额', en: 'Debit', check: hundredths({ msg: 'rowMoney' }) },
    { key: 'credit', zh: '贷方金额', en: 'Credit', check: hundredths({ msg: 'rowMoney' }) },
    { key: 'attachments', zh: '附件数', en: 'Attachments', check: integer(0, 999, { fallback: 0 }) },
    ...AUX_COLUMNS,
  ],
  options: z.object({}),
  async lookups(db: Db, orgId: number): Promise<Lookups> {
    const [accounts, periods, aux] = await Promise.all([
      db.selectFrom('acc_accounts').select('account_code').where('org_id', '=', orgId).where('status', '=', '0').execute(),
      db.selectFrom('accounting_periods').select(['start_date', 'end_date']).where('org_id', '=', orgId).where('status', '=', '0').execute(),
      loadAuxCodes(db, orgId),
    ]);
    return { accounts: new Set(accounts.map((a) => a.account_code)), openPeriods: periods.map((p) => ({ start: p.start_date, end: p.end_date })), aux };
  },
  checkRow(v: Values, lookups: Lookups): Reason | null {
    if ((v.debit as number) > 0 === (v.credit as number) > 0) return { msg: 'rowDebitOrCredit' };
    if (!lookups.accounts.has(v.accountCode as string)) return { msg: 'rowAccountUnknown', params: { value: v.accountCode } };
    const date = v.voucherDate as string;
    if (!lookups.openPeriods.some((p) => p.start <= date && date <= p.end)) return { msg: 'rowPeriodClosed', params: { value: date } };
    return auxReason(v, lookups.aux);
  },
  // An identical line twice in one voucher is almost always a copy made by mistake.
  key: (v) => [v.ref, v.summary, v.accountCode, v.debit, v.credit, ...AUX_COLUMNS.map((c) => v[c.key])].join('|'),
  group: {
    key: (v) => String(v.ref ?? ''),
    check(rows): Reason | null {
      const ref = String(rows[0].ref);
      if (rows.length < 2) return { msg: 'rowVoucherTooFewLines', params: { ref } };
      if (new Set(rows.map((r) => r.voucherDate)).size > 1) return { msg: 'rowVoucherDates', params: { ref } };
      const sum = totals(rows.map(line));
      if (sum.debit !== sum.credit) return { msg: 'rowVoucherUnbalanced', params: { ref, debit: formatFen(sum.debit), credit: formatFen(sum.credit) } };
      return null;
    },
  },
  async write(trx, { orgId, userId, now, engine }, rows) {
    const maker = await trx.selectFrom('users').select(['user_id as userId', 'nick_name as userName']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const aux = await loadAuxCodes(trx, orgId);
    const withAux = (v: Values) => ({ ...line(v), ...auxIds(v, aux) });
    const byRef = new Map<string, Values[]>();
    for (const r of rows) {
      const lines = byRef.get(r.ref as string);
      if (lines) lines.push(r);
      else byRef.set(r.ref as string, [r]);
    }
    const existing = await trx
      .selectFrom('vouchers')
      .select(['voucher_id', 'import_ref', 'status', 'period_id', 'period', 'voucher_word', 'voucher_no'])
      .where('org_id', '=', orgId)
      .where('import_ref', 'in', [...byRef.keys()])
      .execute();
    const known = new Map(existing.map((v) => [v.import_ref!, v]));
    const added = new Map<string, boolean>();
    for (const [ref, lines] of byRef) {
      const first = lines[0];
      const before = known.get(ref);
      added.set(ref, !before);
      if (!before) {
        const voucherId = await insertVoucher(trx, engine, {
          orgId,
          voucherDate: first.voucherDate as string,
          attachments: first.attachments as number,
          remark: '',
          lines: lines.map(withAux),
          maker,
          now,
        });
        await trx.updateTable('vouchers').set({ import_ref: ref }).where('voucher_id', '=', voucherId).execute();
      } else if (before.status === '0') {
        // The voucher's own period must be open too (the file's date only names the period it moves to).
        await assertVouchersInOpenPeriods(trx, engine, orgId, [before.voucher_id]);
        const sum = totals(lines.map(line));
        const { periodId, period } = await lockOpenPeriod(trx, engine, orgId, first.voucherDate as string);
        // Moved out of its numbering span (period, or year for a year-numbered word) by the file: it takes the next number there.
        const word = await numberingWord(trx, engine, orgId, before.voucher_word, { anyStatus: true });
        const voucherNo = sameNumberingSpan(word, before.period, period) ? before.voucher_no : await nextVoucherNo(trx, orgId, { periodId, period }, word);
        await trx
          .updateTable('vouchers')
          .set((eb) => ({
            voucher_date: first.voucherDate as string,
            period_id: periodId,
            period,
            voucher_no: voucherNo,
            attachments: first.attachments as number,
            debit_total: sum.debit,
            credit_total: sum.credit,
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('voucher_id', '=', before.voucher_id)
          .execute();
        await writeLines(trx, before.voucher_id, orgId, lines.map(withAux));
      }
    }
    return rows.map((r) => added.get(r.ref as string)!);
  },
};
