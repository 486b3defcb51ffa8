/**
 * Printing of vouchers (SPEC.md section 7, "Printing"), under /crmPrint/printpdf. Every call names
 * vouchers by id only: the voucher is loaded from the database, scoped to the session's organisation
 * (another hotel's id → 404), never taken from the row the client sends.
 *
 * - `POST voucherprint` ({currentRow: {voucherId}} or {currentRow: [{voucherId}, …]}: several vouchers
 *   in one PDF, each from a new sheet): application/pdf, laid out by lib/voucher-pdf.ts; 503 with the
 *   reason when the server has no CJK font installed.
 * - `POST voucherExport` ({currentRow: {voucherId}}) and `POST voucherAppendExport` ({currentRow:
 *   [{voucherId}, …]}: several vouchers in one workbook): the voucher lines as .xlsx, each voucher
 *   closed by its total line with the amount in Chinese capitals.
 * - `POST voucherPrintRecord` (same body): records that the caller printed the voucher now.
 * - `GET getPrintRecordList` (orgId, voucherId; list layer paging) and `GET countPrintRecordDetail`
 *   (orgId, voucherId): the records, and how often and by whom the voucher was printed. `orgId`, when
 *   sent, must be the session's organisation (403 otherwise).
 * `parament` (the legacy client's print options) is accepted and not used.
 * All need accounting:voucher:list or :query (whoever may see the voucher may print it).
 */
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import type { VoucherDetail } from '../contracts/voucher.js';
import { printRecordCount, printRecordList, voucherAppendExport, voucherExport, voucherPrint, voucherPrintRecord } from '../contracts/voucher-print.js';
import { loadVouchers } from '../db/vouchers.js';
import { printTitles } from '../db/voucher-words.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { listReply, parseList, runList } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { voucherPdf } from '../lib/voucher-pdf.js';
import { writeXlsx, xlsxAnswer, type SheetColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract, type ReplyOf } from '../plugins/contract.js';

type SheetRow = { v: VoucherDetail; lineNo: number | null; summary: string; account: string; debit: number; credit: number };

const yuan = (fen: number) => fen / 100;
const STATUS = { '0': '未审核', '1': '已送审', '2': '已审核', '3': '已记账' } as const;
const COLUMNS: Array<SheetColumn<SheetRow>> = [
  { header: '凭证字号', width: 12, value: (r) => r.v.voucherNumber },
  { header: '日期', width: 12, value: (r) => r.v.voucherDate },
  { header: '会计期间', width: 10, value: (r) => r.v.period },
  { header: '附单据数', width: 10, value: (r) => r.v.attachments },
  { header: '行号', width: 6, value: (r) => r.lineNo ?? '' },
  { header: '摘要', width: 28, value: (r) => r.summary },
  { header: '会计科目', width: 28, value: (r) => r.account },
  { header: '借方金额', width: 14, value: (r) => yuan(r.debit) },
  { header: '贷方金额', width: 14, value: (r) => yuan(r.credit) },
  { header: '状态', width: 10, value: (r) => STATUS[r.v.status] },
  { header: '制单', width: 10, value: (r) => r.v.makerName },
  { header: '审核', width: 10, value: (r) => r.v.auditorName ?? '' },
  { header: '出纳', width: 10, value: (r) => r.v.cashierName ?? '' },
  { header: '记账', width: 10, value: (r) => r.v.posterName ?? '' },
];

/** Each voucher's lines, then its total line: 合计 with the amount in capitals in the summary column. */
function sheetRows(vouchers: VoucherDetail[]): SheetRow[] {
  return vouchers.flatMap((v) => [
    ...v.lines.map((l) => ({ v, lineNo: l.lineNo, summary: l.summary, account: `${l.accountCode} ${l.accountName}`, debit: l.debit, credit: l.credit })),
    { v, lineNo: null, summary: `合计：${v.amountInWords}`, account: '', debit: v.debitTotal, credit: v.creditTotal },
  ]);
}

export function mountVoucherPrint(api: Hono<AppEnv>, deps: Deps) {
  const guard = [authenticate(deps), requirePermi('accounting:voucher:list', 'accounting:voucher:query')] as const;
  const base = '/crmPrint/printpdf';

  const exportOf = async (c: Context<AppEnv>, ids: number[]) => {
    const vouchers = await loadVouchers(deps.db, c.var.auth.orgId, ids, 'currentRow');
    const bytes = await writeXlsx('记账凭证', COLUMNS, sheetRows(vouchers));
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    const name = vouchers.length === 1 ? `${vouchers[0].period}_${vouchers[0].voucherNumber}` : `${vouchers.length}`;
    return xlsxAnswer(c, bytes, `记账凭证_${name}_${stamp}.xlsx`, `vouchers_${stamp}.xlsx`);
  };

  api.post(`${base}/voucherprint`, ...guard, contract(voucherPrint), async (c) => {
    const { currentRow } = c.req.valid('json');
    const vouchers = await loadVouchers(
      deps.db,
      c.var.auth.orgId,
      currentRow.map((r) => r.voucherId),
      'currentRow',
    );
    const name = vouchers.length === 1 ? `${vouchers[0].period}_${vouchers[0].voucherNumber}` : `${vouchers.length}`;
    const titles = await printTitles(
      deps.db,
      c.var.auth.orgId,
      vouchers.map((v) => v.voucherWord),
    );
    const bytes = await voucherPdf(vouchers, `${vouchers[0].orgName} 记账凭证 ${name}`, deps.config.pdfFont, titles);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="voucher_${vouchers.length === 1 ? vouchers[0].voucherId : name}.pdf"; filename*=UTF-8''${encodeURIComponent(`记账凭证_${name}.pdf`)}`,
      'cache-control': 'no-store',
    });
  });

  api.post(`${base}/voucherExport`, ...guard, contract(voucherExport), async (c) => exportOf(c, [c.req.valid('json').currentRow.voucherId]));

  api.post(`${base}/voucherAppendExport`, ...guard, contract(voucherAppendExport), async (c) =>
    exportOf(
      c,
      c.req.valid('json').currentRow.map((r) => r.voucherId),
    ),
  );

  api.post(`${base}/voucherPrintRecord`, ...guard, contract(voucherPrintRecord), async (c) => {
    const { currentRow } = c.req.valid('json');
    const { orgId, user } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await trx.selectFrom('vouchers').select('voucher_id').where('org_id', '=', orgId).where('voucher_id', '=', currentRow.voucherId).executeTakeFirst();
      if (!found) throw new HttpError(404, 'notFound', 'currentRow');
      await trx
        .insertInto('voucher_print_records')
        .values({ voucher_id: currentRow.voucherId, org_id: orgId, user_id: user.userId, user_name: user.nickName || user.userName, printed_at: deps.now() })
        .execute();
    });
    const reply: ReplyOf<typeof voucherPrintRecord> = { code: 200, msg: t(c, 'ok') };
    return c.json(reply);
  });

  /** The records of a voucher of the session's organisation; naming another organisation is a 403. */
  const recordScope = (c: Context<AppEnv>, q: { orgId?: number; voucherId: number }) => {
    if (q.orgId !== undefined && q.orgId !== c.var.auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
    return deps.db.selectFrom('voucher_print_records').where('org_id', '=', c.var.auth.orgId).where('voucher_id', '=', q.voucherId);
  };

  api.get(`${base}/getPrintRecordList`, ...guard, contract(printRecordList), async (c) => {
    const { page, filters } = parseList(c, printRecordList.list, { printedAt: 'printed_at' });
    const result = await runList(recordScope(c, filters), page, (q) => q.select(['record_id as recordId', 'voucher_id as voucherId', 'user_name as userName', 'printed_at as printedAt']), [
      ['printed_at', 'desc'],
      ['record_id', 'desc'],
    ]);
    return c.json(listReply(c, result));
  });

  api.get(`${base}/countPrintRecordDetail`, ...guard, contract(printRecordCount), async (c) => {
    const byUser = await recordScope(c, c.req.valid('query'))
      .select((eb) => ['user_name as userName', eb.fn.countAll<number>().as('count'), eb.fn.max('printed_at').as('lastAt')])
      .groupBy('user_name')
      .orderBy('user_name')
      .execute();
    const rows = byUser.map((r) => ({ userName: r.userName, count: Number(r.count), lastAt: Number(r.lastAt) }));
    const reply: ReplyOf<typeof printRecordCount> = { code: 200, msg: t(c, 'ok'), data: { total: rows.reduce((n, r) => n + r.count, 0), byUser: rows } };
    return c.json(reply);
  });
}
