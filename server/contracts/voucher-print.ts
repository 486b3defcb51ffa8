/**
 * Voucher printing and export (`/crmPrint/printpdf`, SPEC.md section 7 "Printing"), declared once: the
 * body names the vouchers as the print dialog sends them (`currentRow`, one row or several), the answer
 * is the document itself.
 */
import { z } from 'zod';
import { MAX_IDS } from '../../shared/wire-constants.js';
import { numericId } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';

const Row = z.object({ voucherId: numericId });
/** The print dialog's own settings, kept as sent. */
const Parament = z.record(z.string(), z.unknown()).optional();

/** One voucher. */
const OneVoucherBody = z.object({ currentRow: Row, parament: Parament });
/** One voucher or up to MAX_IDS of them, as a list of ids. */
const VouchersBody = z.object({ currentRow: z.union([Row.transform((r) => [r]), z.array(Row).min(1).max(MAX_IDS)]), parament: Parament });

export const voucherPrint = endpoint({
  summary: 'The vouchers as one PDF, each from a new sheet',
  body: VouchersBody,
  reply: fileReply('pdf'),
  refusals: [404],
});

export const voucherExport = endpoint({
  summary: 'One voucher as an .xlsx sheet',
  body: OneVoucherBody,
  reply: fileReply('xlsx'),
  refusals: [404],
});

export const voucherAppendExport = endpoint({
  summary: 'Several vouchers as one .xlsx sheet',
  body: VouchersBody,
  reply: fileReply('xlsx'),
  refusals: [404],
});

export const voucherPrintRecord = endpoint({
  summary: 'Records that the caller printed a voucher',
  body: OneVoucherBody,
  reply: okReply,
  refusals: [404],
});

/** Which voucher's print records: `orgId`, when sent, must be the session's organisation (403 otherwise). */
const RecordFilters = z.object({ orgId: numericId.optional(), voucherId: numericId });

const PrintRecord = z.object({
  recordId: z.number().int(),
  voucherId: z.number().int(),
  /** Who printed it (nickname, else user name). */
  userName: z.string(),
  /** When, in milliseconds since the epoch. */
  printedAt: z.number().int(),
});

export const printRecordList = endpoint({
  summary: 'A page of the times a voucher was printed, latest first (sortable by printedAt)',
  list: RecordFilters,
  reply: tableReply(PrintRecord),
  refusals: [403],
});

export const printRecordCount = endpoint({
  summary: 'How often a voucher was printed, in all and by whom',
  query: RecordFilters,
  reply: dataReply(
    z.object({
      total: z.number().int().min(0),
      byUser: z.array(z.object({ userName: z.string(), count: z.number().int().min(1), lastAt: z.number().int() })),
    }),
  ),
  refusals: [403],
});
