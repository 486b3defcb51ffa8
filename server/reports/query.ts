/**
 * The query of a report, validated against what the report offers: `from` / `to` ('YYYY-MM-DD',
 * inclusive; default the current year up to today), `groupBy` one of its groupings (default the first).
 * Used by the report endpoint (query string) and the report tasks (JSON body) alike.
 */
import type { Db, Engine } from '../db/connect.js';
import { HttpError } from '../errors.js';
import type { Lang } from '../i18n.js';
import { daysBetween, formatDate } from '../lib/time.js';
import { parseWith } from '../plugins/validate.js';
import { ReportParams, type ReportData } from '../contracts/report.js';
import { toReportData, type ReportDef, type ReportQuery } from './types.js';

/** The longest range one run may cover. */
const MAX_RANGE_DAYS = 3660;

/** The query a run uses: `raw` checked (422 naming the field), defaults filled from `now`. */
export function reportQuery(def: ReportDef, raw: unknown, now: number): ReportQuery {
  const params = parseWith(ReportParams, raw);
  const today = formatDate(now);
  const to = params.to ?? today;
  const from = params.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw new HttpError(422, 'reportRangeReversed', 'to');
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw new HttpError(422, 'reportRangeTooLong', 'from', { days: MAX_RANGE_DAYS });
  const offered = def.groupings.map((g) => g.value);
  if (params.groupBy !== undefined && params.groupBy !== '' && !offered.includes(params.groupBy)) throw new HttpError(422, 'fieldInvalid', 'groupBy', { field: 'groupBy' });
  return { from, to, groupBy: params.groupBy || offered[0] || null };
}

/** One run of `def` for an organisation, as the wire shows it in `lang`. */
export async function runReport(env: { db: Db; engine: Engine }, def: ReportDef, orgId: number, query: ReportQuery, lang: Lang): Promise<ReportData> {
  const figures = await def.compute({ db: env.db, engine: env.engine, orgId, query, lang });
  return toReportData(def, query, figures, lang);
}
