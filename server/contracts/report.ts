/**
 * The computed reports on the wire (`GET /htservice/report/{reportKey}`), declared once: the route validates
 * with this endpoint, the OpenAPI document is generated from it, the browser imports the types. Each report
 * answers its own description (title, filters it takes, columns) with the figures, so one browser page
 * renders any of them. Money is integer fen (as vouchers; the record store keeps yuan, summed here exactly
 * in fen); labels come in the caller's language (Accept-Language).
 */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { dataReply, endpoint } from './endpoint.js';

export const ReportKey = z.enum(['operatingRevenue', 'revenueStatistics', 'performanceGrowth', 'newContracts', 'resale', 'hardwareShipments', 'updateNotes', 'inventoryPrice']);
export type ReportKey = z.infer<typeof ReportKey>;

/** How a cell is shown: money in fen (shown as yuan), percent with one decimal (null: no base to compare with). */
export const ReportColumnType = z.enum(['text', 'number', 'money', 'percent']);
export type ReportColumnType = z.infer<typeof ReportColumnType>;

export const ReportColumn = z.object({ key: z.string(), label: z.string(), type: ReportColumnType });
export type ReportColumn = z.infer<typeof ReportColumn>;

export const ReportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** A chart of rows keyed by `index` (the category), one bar/line/slice per series. */
export const ReportChart = z.object({
  type: z.enum(['bar', 'line', 'donut']),
  title: z.string(),
  index: z.string(),
  /** Series are money in fen unless `unit` says otherwise. */
  unit: z.enum(['money', 'number']),
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  data: z.array(ReportRow),
});
export type ReportChart = z.infer<typeof ReportChart>;

const ReportGrouping = z.object({ value: z.string(), label: z.string() });

export const ReportData = z.object({
  key: ReportKey,
  title: z.string(),
  /** Whether the report takes a date range ('YYYY-MM-DD' from/to, inclusive) or reads current figures. */
  range: z.boolean(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The groupings the report offers (empty: none) and the one used. */
  groupings: z.array(ReportGrouping),
  groupBy: z.string().nullable(),
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  /** One row of sums over every row, keyed like the columns (a text column holds the "total" label). */
  totals: ReportRow,
  charts: z.array(ReportChart),
});
export type ReportData = z.infer<typeof ReportData>;

const isoDate = z.string().trim().refine(isIsoDate);
/**
 * A report's query (the endpoint's query string, a report task's options): `from` / `to` ('YYYY-MM-DD',
 * inclusive; default the current year up to today), `groupBy` one of its groupings (default the first);
 * reports/query.ts checks them against the report. Strict: an unknown key is a 422 naming it.
 */
export const ReportParams = z.strictObject({
  from: isoDate.optional(),
  to: isoDate.optional(),
  groupBy: z.string().trim().max(32).optional(),
});
export type ReportParams = z.infer<typeof ReportParams>;

export const reportGet = endpoint({
  summary: 'A computed report of the organisation: its description (title, filters, columns) with the figures and charts',
  params: z.object({ reportKey: ReportKey }),
  query: ReportParams,
  reply: dataReply(ReportData),
  refusals: [404],
});
export type ReportReply = z.input<(typeof reportGet)['reply']['schema']>;
