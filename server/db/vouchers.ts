/**
 * Reading and guarding vouchers, shared by the voucher, status and print routes: every read is scoped
 * to the caller's organisation (another hotel's id is simply not found → 404).
 */
import type { Db, Engine } from './connect.js';
import { toFen } from '../../shared/money.js';
import { lockRow, type WriteTx } from './write-transaction.js';
import type { VoucherDetail, VoucherLine, VoucherLog } from '../contracts/voucher.js';
import { vouchersInClosedPeriods } from './period-lock.js';
import { HttpError } from '../errors.js';
import { rmbCapitals } from '../../shared/rmb-capitals.js';
import { checkLines, needsCashier, voucherNumber } from '../lib/voucher-rules.js';
import { deptNames } from './assets.js';
import { assertDeptsOfOrg } from './departments.js';
import { nextVoucherNo, numberingWord } from './voucher-numbering.js';
import { reversalLinks } from './voucher-links.js';
import { itemNames, LINE_DIM_FIELDS, lineDimensions } from './voucher-dimensions.js';
import type { LineDims } from '../lib/line-dimensions.js';
import { summaryColumns, summaryIn, type LineSummary } from '../lib/voucher-summary.js';
import type { Lang } from '../i18n.js';
import { storedText } from '../lib/stored-message.js';

export const VOUCHER_FIELDS = [
  'voucher_id as voucherId',
  'org_id as orgId',
  'period',
  'voucher_date as voucherDate',
  'voucher_word as voucherWord',
  'voucher_no as voucherNo',
  'attachments',
  'status',
  'debit_total as debitTotal',
  'credit_total as creditTotal',
  'maker_name as makerName',
  'sender_name as senderName',
  'send_time as sendTime',
  'auditor_name as auditorName',
  'audit_time as auditTime',
  'cashier_name as cashierName',
  'cashier_time as cashierTime',
  'poster_name as posterName',
  'post_time as postTime',
  'reversal_of as reversalOf',
  'remark',
  'remark_key',
  'remark_params',
  'version',
] as const;

/** A head read with VOUCHER_FIELDS, its remark in `lang`: a product-written one (migration 0046) worded from its key. */
export function withRemark<R extends { remark: string; remark_key: string | null; remark_params: string | null }>(lang: Lang, { remark_key, remark_params, ...row }: R) {
  return { ...row, remark: storedText(lang, remark_key, remark_params, row.remark) };
}

/** Adds the printed number (记-0001) to rows carrying voucherWord and voucherNo. */
export function withNumber<R extends { voucherWord: string; voucherNo: number }>(row: R): R & { voucherNumber: string } {
  return { ...row, voucherNumber: voucherNumber(row.voucherWord, row.voucherNo) };
}

/**
 * Vouchers of `orgId` with their lines, status log, hotel name and total in capitals, in the order of `ids`;
 * 404 naming `field` if one is missing. Product-written summaries in `lang` (the printed voucher keeps 'zh').
 */
export async function loadVouchers(db: Db | WriteTx, orgId: number, ids: readonly number[], field = 'voucherId', lang: Lang = 'zh'): Promise<VoucherDetail[]> {
  const heads = await db.selectFrom('vouchers').select(VOUCHER_FIELDS).where('org_id', '=', orgId).where('voucher_id', 'in', ids).execute();
  if (heads.length !== new Set(ids).size) throw new HttpError(404, 'notFound', field);
  const [org, lines, logs] = await Promise.all([
    db.selectFrom('organisations').select('org_name').where('org_id', '=', orgId).executeTakeFirstOrThrow(),
    db
      .selectFrom('voucher_lines')
      .select([
        'voucher_id',
        'line_no as lineNo',
        'summary',
        'summary_key',
        'summary_params',
        'account_code as accountCode',
        'account_name as accountName',
        'debit',
        'credit',
        'dept_id as deptId',
        ...LINE_DIM_FIELDS,
      ])
      .where('voucher_id', 'in', ids)
      .orderBy('voucher_id')
      .orderBy('line_no')
      .execute(),
    db
      .selectFrom('voucher_logs')
      .select(['voucher_id', 'action', 'from_status as fromStatus', 'to_status as toStatus', 'user_name as userName', 'at'])
      .where('voucher_id', 'in', ids)
      .orderBy('at')
      .orderBy('log_id')
      .execute(),
  ]);
  const byId = new Map(heads.map((h) => [h.voucherId, withRemark(lang, h)]));
  const links = await reversalLinks(db, orgId, heads);
  // A line's department (migration 0028) by name, for the form and the detail page.
  const depts = await deptNames(
    db,
    orgId,
    lines.flatMap((l) => (l.deptId === null ? [] : [l.deptId])),
  );
  const items = await itemNames(db, orgId, lines);
  const closed = await vouchersInClosedPeriods(db, orgId, ids);
  return [...new Set(ids)].map((id) => ({
    ...withNumber(byId.get(id)!),
    orgName: org.org_name,
    debitTotal: toFen(byId.get(id)!.debitTotal),
    creditTotal: toFen(byId.get(id)!.creditTotal),
    amountInWords: rmbCapitals(byId.get(id)!.debitTotal),
    status: byId.get(id)!.status as VoucherDetail['status'],
    ...links(id),
    reversed: links(id).reversedBy !== null,
    needsCashier: needsCashier(lines.filter((l) => l.voucher_id === id).map((l) => l.accountCode)),
    periodClosed: closed.has(id),
    lines: lines
      .filter((l) => l.voucher_id === id)
      .map(
        ({ voucher_id: _, summary_key, summary_params, ...l }) =>
          ({ ...l, summary: summaryIn(lang, { summary: l.summary, summary_key, summary_params }), deptName: l.deptId === null ? '' : (depts.get(l.deptId) ?? ''), ...items(l) }) as VoucherLine,
      ),
    logs: logs.filter((l) => l.voucher_id === id).map(({ voucher_id: _, ...l }) => l as VoucherLog),
  }));
}

/**
 * The open accounting period of `orgId` holding `date`, locked (FOR UPDATE on PostgreSQL) so voucher
 * numbers of that period are handed out one transaction at a time. 422 on voucherDate otherwise.
 */
export async function lockOpenPeriod(trx: WriteTx, engine: Engine, orgId: number, date: string): Promise<{ periodId: number; period: string }> {
  const row = await lockRow(
    engine,
    trx.selectFrom('accounting_periods').select(['period_id', 'year', 'period', 'status']).where('org_id', '=', orgId).where('start_date', '<=', date).where('end_date', '>=', date),
  ).executeTakeFirst();
  if (!row) throw new HttpError(422, 'noPeriod', 'voucherDate', { date });
  const period = `${row.year}-${String(row.period).padStart(2, '0')}`;
  if (row.status !== '0') throw new HttpError(422, 'voucherPeriodClosed', 'voucherDate', { period });
  return { periodId: row.period_id, period };
}

/** Account names for the lines' codes from the organisation's enabled accounts; 422 naming the line otherwise. */
async function accountNames(trx: WriteTx, orgId: number, codes: readonly string[]): Promise<string[]> {
  const found = await trx
    .selectFrom('acc_accounts')
    .select(['account_code', 'account_name'])
    .where('org_id', '=', orgId)
    .where('status', '=', '0')
    .where('account_code', 'in', [...new Set(codes)])
    .execute();
  const names = new Map(found.map((a) => [a.account_code, a.account_name]));
  return codes.map((code, i) => {
    const name = names.get(code);
    if (name === undefined) throw new HttpError(422, 'voucherAccountUnknown', `lines.${i}.accountCode`, { code, line: i + 1 });
    return name;
  });
}

export async function addLog(trx: WriteTx, entry: { voucherId: number; orgId: number; action: VoucherLog['action']; from: string | null; to: string; userId: number; userName: string; at: number }) {
  await trx
    .insertInto('voucher_logs')
    .values({ voucher_id: entry.voucherId, org_id: entry.orgId, action: entry.action, from_status: entry.from, to_status: entry.to, user_id: entry.userId, user_name: entry.userName, at: entry.at })
    .execute();
}

/** Deletes vouchers with their lines, logs and print records (the caller has checked they may go). */
export async function removeVouchers(trx: WriteTx, voucherIds: readonly number[]): Promise<void> {
  for (const table of ['voucher_lines', 'voucher_logs', 'voucher_print_records'] as const)
    await trx
      .deleteFrom(table)
      .where('voucher_id', 'in', [...voucherIds])
      .execute();
  await trx
    .deleteFrom('vouchers')
    .where('voucher_id', 'in', [...voucherIds])
    .execute();
}

/**
 * `deptId`: the department the line is booked to (optional; one of the organisation's, else 422 naming the
 * line); the auxiliary items and the cash-flow item follow lib/line-dimensions.ts (migration 0036).
 */
export type NewLine = LineSummary & { accountCode: string; debit: number; credit: number } & LineDims;

/**
 * Who made a voucher: 'user' (the form, the voucher import) is held to every auxiliary-accounting rule;
 * 'system' (depreciation, interface days, carry-forward, asset vouchers) may leave out items it cannot
 * know (lib/line-dimensions.ts).
 */
export type VoucherOrigin = 'user' | 'system';

/** Replaces the voucher's lines, account names taken from the organisation's accounts (422 naming the line otherwise). */
export async function writeLines(trx: WriteTx, voucherId: number, orgId: number, lines: readonly NewLine[], origin: VoucherOrigin = 'user') {
  const names = await accountNames(
    trx,
    orgId,
    lines.map((l) => l.accountCode),
  );
  const booked = lines.flatMap((l, i) => (typeof l.deptId === 'number' ? [{ i, id: l.deptId }] : []));
  await assertDeptsOfOrg(
    trx,
    orgId,
    booked.map((b) => b.id),
    (k) => `lines.${booked[k].i}.deptId`,
    'voucherDeptUnknown',
  );
  const dims = await lineDimensions(trx, orgId, lines, origin === 'system');
  await trx.deleteFrom('voucher_lines').where('voucher_id', '=', voucherId).execute();
  await trx
    .insertInto('voucher_lines')
    .values(
      lines.map((l, i) => ({
        voucher_id: voucherId,
        org_id: orgId,
        line_no: i + 1,
        ...summaryColumns(l),
        account_code: l.accountCode,
        account_name: names[i],
        debit: l.debit,
        credit: l.credit,
        ...dims[i],
      })),
    )
    .execute();
}

/** The voucher's lines whose summary the product wrote (lib/voucher-summary.ts), for an edit to keep their keys. */
export function keyedSummaries(trx: WriteTx, voucherId: number) {
  return trx.selectFrom('voucher_lines').select(['summary', 'summary_key', 'summary_params']).where('voucher_id', '=', voucherId).where('summary_key', 'is not', null).execute();
}

/**
 * Adds an unaudited voucher: the lines must balance (lib/voucher-rules.ts), the date lie in an open period
 * of the organisation, and the number is the word's next in the period or year (voucher-numbering.ts).
 * `voucherWord`: one of the organisation's words in use (422 otherwise); left out, the default word — as
 * for the vouchers the server posts itself (depreciation, imports, carry-forward).
 */
export async function insertVoucher(
  trx: WriteTx,
  engine: Engine,
  v: {
    orgId: number;
    voucherDate: string;
    attachments: number;
    remark: string;
    lines: readonly NewLine[];
    maker: { userId: number; userName: string };
    now: number;
    origin?: VoucherOrigin;
    voucherWord?: string;
  },
): Promise<number> {
  const sums = checkLines(v.lines);
  const { periodId, period } = await lockOpenPeriod(trx, engine, v.orgId, v.voucherDate);
  const word = await numberingWord(trx, engine, v.orgId, v.voucherWord);
  const row = await trx
    .insertInto('vouchers')
    .values({
      org_id: v.orgId,
      period_id: periodId,
      period,
      voucher_date: v.voucherDate,
      voucher_word: word.word,
      voucher_no: await nextVoucherNo(trx, v.orgId, { periodId, period }, word),
      attachments: v.attachments,
      status: '0',
      debit_total: sums.debit,
      credit_total: sums.credit,
      maker_id: v.maker.userId,
      maker_name: v.maker.userName,
      remark: v.remark,
      version: 1,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('voucher_id')
    .executeTakeFirstOrThrow();
  await writeLines(trx, row.voucher_id, v.orgId, v.lines, v.origin);
  await addLog(trx, { voucherId: row.voucher_id, orgId: v.orgId, action: 'create', from: null, to: '0', ...v.maker, at: v.now });
  return row.voucher_id;
}
