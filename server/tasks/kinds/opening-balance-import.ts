/**
 * Accounting opening balance import (期初余额, module 1001): each row sets one account's balance for
 * the year chosen at upload (default: the current year), added or replacing the one there.
 * The table is self-contained: `account_code` is what a chart of accounts joins on later.
 */
import { z } from 'zod';
import type { ImportKind, Values } from '../import-kind.js';
import { hundredths, text, type Checked } from '../row-rules.js';

const DIRECTIONS: Record<string, 'D' | 'C'> = { 借: 'D', 贷: 'C', d: 'D', c: 'C', debit: 'D', credit: 'C', dr: 'D', cr: 'C' };

function direction(raw: string): Checked<string> {
  if (raw === '') return { ok: false, reason: { msg: 'rowRequired' } };
  const d = DIRECTIONS[raw.toLowerCase()];
  return d ? { ok: true, value: d } : { ok: false, reason: { msg: 'rowDirection' } };
}

export type OpeningBalanceOptions = { year?: number };

export const openingBalanceImport: ImportKind<OpeningBalanceOptions> = {
  kind: 'opening-balance-import',
  permission: 'accounting:openingBalance:import',
  columns: [
    { key: 'accountCode', zh: '科目编码', en: 'Account code', check: text(20, { required: true, pattern: /^\d{4,20}$/, patternMsg: 'rowAccountCode' }) },
    { key: 'accountName', zh: '科目名称', en: 'Account name', check: text(100, { required: true }) },
    { key: 'direction', zh: '余额方向', en: 'Direction', check: direction },
    { key: 'openingBalance', zh: '期初余额', en: 'Opening balance', check: hundredths({ required: true, negative: true, msg: 'rowMoney' }) },
  ],
  options: z.object({
    year: z
      .string()
      .regex(/^(19|20|21)\d{2}$/)
      .transform(Number)
      .optional(),
  }),
  key: (v) => String(v.accountCode),
  async write(trx, { orgId, now, options }, rows: Values[]) {
    const year = options.year ?? new Date(now).getFullYear();
    const codes = rows.map((r) => r.accountCode as string);
    const existing = await trx.selectFrom('opening_balances').select('account_code').where('org_id', '=', orgId).where('year', '=', year).where('account_code', 'in', codes).execute();
    const had = new Set(existing.map((e) => e.account_code));
    await trx
      .insertInto('opening_balances')
      .values(
        rows.map((r) => ({
          org_id: orgId,
          year,
          account_code: r.accountCode as string,
          account_name: r.accountName as string,
          direction: r.direction as string,
          balance_c: r.openingBalance as number,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['org_id', 'year', 'account_code']).doUpdateSet((eb) => ({
          account_name: eb.ref('excluded.account_name'),
          direction: eb.ref('excluded.direction'),
          balance_c: eb.ref('excluded.balance_c'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return codes.map((code) => !had.has(code));
  },
};
