/**
 * What a day's import reads about the organisation: its interface settings, the programme's mappings with
 * the accounts and departments they point at, its open periods and the days already posted. Read once
 * before the rows are checked, and again inside the writing transaction (settings or mappings may have
 * changed while the file was checked).
 */
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';
import { mappingKey, refDate, type Mapping, type MappingBook, type MappingType } from '../lib/interface-mapping.js';
import { voucherNumber } from '../lib/voucher-rules.js';

type InterfaceSettings = { summaryTemplate: string; voucherWord: string; voucherMode: 'day' | 'source'; programmeCode: string };

export type InterfaceLookups = {
  /** Null when the organisation has no enabled interface with an enabled programme. */
  settings: InterfaceSettings | null;
  book: MappingBook | null;
  openPeriods: Array<{ start: string; end: string }>;
  /** Business date → the numbers of the vouchers already posted for it (记-0005). */
  postedDays: Map<string, string[]>;
  /** Whether the interface's voucher word is one of the organisation's words in use (the day's vouchers are numbered under it). */
  wordInUse: boolean;
};

export async function loadInterfaceLookups(db: Db | WriteTx, orgId: number): Promise<InterfaceLookups> {
  const [head, periods, posted] = await Promise.all([
    db
      .selectFrom('org_interfaces as i')
      .innerJoin('interface_programmes as p', 'p.programme_id', 'i.programme_id')
      .select(['p.programme_id', 'p.programme_code', 'i.summary_template', 'i.voucher_word', 'i.voucher_mode'])
      .where('i.org_id', '=', orgId)
      .where('p.org_id', '=', orgId)
      .where('i.status', '=', '0')
      .where('p.status', '=', '0')
      .executeTakeFirst(),
    db.selectFrom('accounting_periods').select(['start_date', 'end_date']).where('org_id', '=', orgId).where('status', '=', '0').execute(),
    db.selectFrom('vouchers').select(['import_ref', 'voucher_word', 'voucher_no']).where('org_id', '=', orgId).where('import_ref', 'like', 'iface:%').execute(),
  ]);
  const postedDays = new Map<string, string[]>();
  for (const v of posted) {
    const date = refDate(v.import_ref ?? '');
    if (date) postedDays.set(date, [...(postedDays.get(date) ?? []), voucherNumber(v.voucher_word, v.voucher_no)]);
  }
  const openPeriods = periods.map((p) => ({ start: p.start_date, end: p.end_date }));
  if (!head) return { settings: null, book: null, openPeriods, postedDays, wordInUse: false };

  const [mappings, accounts, departments, word] = await Promise.all([
    db.selectFrom('interface_mappings').select(['mapping_type', 'source_code', 'source_name', 'account_code', 'side', 'aux_dept_code']).where('programme_id', '=', head.programme_id).execute(),
    db.selectFrom('acc_accounts').select(['account_code', 'account_name']).where('org_id', '=', orgId).where('status', '=', '0').execute(),
    db.selectFrom('departments').select(['dept_code', 'dept_name']).where('org_id', '=', orgId).execute(),
    db.selectFrom('voucher_words').select('word').where('org_id', '=', orgId).where('word', '=', head.voucher_word).where('status', '=', '0').executeTakeFirst(),
  ]);
  const book: MappingBook = {
    programmeCode: head.programme_code,
    mappings: new Map(
      mappings.map((m): [string, Mapping] => [
        mappingKey(m.mapping_type as MappingType, m.source_code),
        { type: m.mapping_type as MappingType, code: m.source_code, name: m.source_name, accountCode: m.account_code, side: m.side as Mapping['side'], auxDeptCode: m.aux_dept_code },
      ]),
    ),
    accounts: new Map(accounts.map((a) => [a.account_code, a.account_name])),
    departments: new Map(departments.map((d) => [d.dept_code, d.dept_name])),
  };
  const settings: InterfaceSettings = {
    summaryTemplate: head.summary_template,
    voucherWord: head.voucher_word,
    voucherMode: head.voucher_mode === 'source' ? 'source' : 'day',
    programmeCode: head.programme_code,
  };
  return { settings, book, openPeriods, postedDays, wordInUse: word !== undefined };
}
