/**
 * What a report is to the registry: its key, title, the permission of the record kind it reads, the
 * filters it takes and a computation from one organisation's data. Labels are [zh, en] pairs like the
 * record kinds' fields; `localise` turns a definition's output into the wire shape in one language.
 */
import type { ReportChart, ReportColumnType, ReportData, ReportKey, ReportRow } from '../contracts/report.js';
import type { Db, Engine } from '../db/connect.js';
import type { Lang } from '../i18n.js';

export type Label = { zh: string; en: string };
export const label = (zh: string, en: string): Label => ({ zh, en });

/** The validated query: a range when the report takes one, the grouping when it offers some. */
export type ReportQuery = { from: string; to: string; groupBy: string | null };

export type ReportInput = { db: Db; engine: Engine; orgId: number; query: ReportQuery; lang: Lang };

export type ColumnDef = { key: string; label: Label; type: ReportColumnType };
type ChartDef = Omit<ReportChart, 'title' | 'series'> & { title: Label; series: Array<{ key: string; label: Label }> };

/** The figures of one run; text cells are already in the input's language. */
export type ReportFigures = { columns: ColumnDef[]; rows: ReportRow[]; totals: ReportRow; charts: ChartDef[] };

export type ReportDef = {
  key: ReportKey;
  title: Label;
  /** The permission that reads it: the list permission of the record kind (or page) it is computed from. */
  permission: string;
  range: boolean;
  groupings: Array<{ value: string; label: Label }>;
  compute(input: ReportInput): Promise<ReportFigures>;
};

/** The wire answer of a run in `lang`. */
export function toReportData(def: ReportDef, query: ReportQuery, figures: ReportFigures, lang: Lang): ReportData {
  return {
    key: def.key,
    title: def.title[lang],
    range: def.range,
    from: def.range ? query.from : null,
    to: def.range ? query.to : null,
    groupings: def.groupings.map((g) => ({ value: g.value, label: g.label[lang] })),
    groupBy: query.groupBy,
    columns: figures.columns.map((c) => ({ key: c.key, label: c.label[lang], type: c.type })),
    rows: figures.rows,
    totals: figures.totals,
    charts: figures.charts.map((c) => ({ ...c, title: c.title[lang], series: c.series.map((s) => ({ key: s.key, label: s.label[lang] })) })),
  };
}
