/**
 * Wire shapes of the computed reports (`GET /htservice/report/{reportKey}`): each report answers its
 * own description (title, filters it takes, columns) with the figures, so one browser page renders any
 * of them. Money is integer fen (as vouchers; the record store keeps yuan, summed here exactly in fen);
 * labels come in the caller's language (Accept-Language). Types only.
 */

export type ReportKey =
  | 'operatingRevenue'
  | 'revenueStatistics'
  | 'performanceGrowth'
  | 'newContracts'
  | 'resale'
  | 'hardwareShipments'
  | 'updateNotes'
  | 'inventoryPrice';

/** How a cell is shown: money in fen (shown as yuan), percent with one decimal (null: no base to compare with). */
export type ReportColumnType = 'text' | 'number' | 'money' | 'percent';

export type ReportColumn = { key: string; label: string; type: ReportColumnType };

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** A chart of rows keyed by `index` (the category), one bar/line/slice per series. */
export type ReportChart = {
  type: 'bar' | 'line' | 'donut';
  title: string;
  index: string;
  /** Series are money in fen unless `unit` says otherwise. */
  unit: 'money' | 'number';
  series: Array<{ key: string; label: string }>;
  data: ReportRow[];
};

export type ReportGrouping = { value: string; label: string };

export type ReportData = {
  key: ReportKey;
  title: string;
  /** Whether the report takes a date range ('YYYY-MM-DD' from/to, inclusive) or reads current figures. */
  range: boolean;
  from: string | null;
  to: string | null;
  /** The groupings the report offers (empty: none) and the one used. */
  groupings: ReportGrouping[];
  groupBy: string | null;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** One row of sums over every row, keyed like the columns (a text column holds the "total" label). */
  totals: ReportRow;
  charts: ReportChart[];
};

export type ReportReply = { code: number; msg: string; data: ReportData };
