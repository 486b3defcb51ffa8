/**
 * Report PDF preview and Excel export (SPEC.md: "Jasper PDF preview and Excel export"): run kinds
 * `reportPdf` and `reportExcel`, started from a report page with the report's key and query. Starting
 * one needs the report centre's export permission; the run then checks that the starter may read that
 * report (its record kind's list permission, as GET /htservice/report/{key}), computes it for the
 * starter's organisation and keeps the file for download (GET /htservice/task/{taskId}/result).
 */
import { z } from 'zod';
import type { ReportKey } from '../../contracts/report.js';
import { readConfig } from '../../config.js';
import { ALL_PERMISSIONS, isAdmin, loadGrants } from '../../db/grants.js';
import { HttpError } from '../../errors.js';
import type { Lang } from '../../i18n.js';
import { XLSX_TYPE } from '../../lib/xlsx.js';
import { ReportParams } from '../../contracts/report.js';
import { reportQuery, runReport } from '../../reports/query.js';
import { REPORT_KEYS, reportDef } from '../../reports/registry.js';
import { reportPdf } from '../../reports/report-pdf.js';
import { reportXlsx } from '../../reports/report-xlsx.js';
import type { RunKind, RunKindContext, RunOutcome } from '../run-kind.js';

const REPORT_EXPORT_PERMISSION = 'reports:report:export';

const ExportOptions = ReportParams.extend({
  reportKey: z.enum(REPORT_KEYS as [ReportKey, ...ReportKey[]]),
}).superRefine((o, ctx) => {
  // The same checks as the report endpoint (range order and length, the report's groupings), naming the field.
  try {
    reportQuery(reportDef(o.reportKey)!, { from: o.from, to: o.to, groupBy: o.groupBy }, Date.now());
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    ctx.addIssue({ code: 'custom', path: [err.field ?? 'body'], message: err.msg });
  }
});
type ExportOptions = z.infer<typeof ExportOptions>;

type Format = { kind: string; extension: string; contentType: string; label: Record<Lang, string> };

async function mayRead(ctx: RunKindContext<unknown>, permission: string): Promise<boolean> {
  const grants = await loadGrants(ctx.db, ctx.userId);
  return isAdmin(grants) || grants.permissions.includes(ALL_PERMISSIONS) || grants.permissions.includes(permission);
}

function exportKind(format: Format, render: (ctx: RunKindContext<ExportOptions>, data: Awaited<ReturnType<typeof runReport>>) => Promise<Uint8Array>): RunKind<ExportOptions> {
  return {
    kind: format.kind,
    permission: REPORT_EXPORT_PERMISSION,
    options: ExportOptions,
    label: (o, lang) => [reportDef(o.reportKey)!.title[lang], o.from && o.to ? `${o.from} ~ ${o.to}` : '', format.label[lang]].filter(Boolean).join(' '),
    async run(ctx): Promise<RunOutcome> {
      const { options } = ctx;
      const def = reportDef(options.reportKey)!;
      if (!(await mayRead(ctx as RunKindContext<unknown>, def.permission))) return { status: 'failed', step: { key: 'reportForbidden' } };
      await ctx.progress(0, 2, { key: 'reportComputing' });
      const query = reportQuery(def, { from: options.from, to: options.to, groupBy: options.groupBy }, ctx.now());
      const data = await runReport(ctx, def, ctx.orgId, query, ctx.lang);
      const stop = await ctx.interrupted();
      if (stop) return { status: stop === 'cancel' ? 'cancelled' : 'failed', step: { key: stop === 'cancel' ? 'runCancelled' : 'interrupted' } };
      await ctx.progress(1, 2, { key: 'reportRendering' });
      let bytes: Uint8Array;
      try {
        bytes = await render(ctx, data);
      } catch (err) {
        if (err instanceof HttpError && err.msg === 'pdfFontMissing') return { status: 'failed', step: { key: 'reportFontMissing' } };
        throw err;
      }
      const range = data.range ? `-${data.from}-${data.to}` : '';
      await ctx.putOutput(bytes, `${data.title}${range}.${format.extension}`, format.contentType);
      await ctx.progress(2, 2);
      return { status: 'done', step: { key: 'reportReady', params: { rows: data.rows.length } } };
    },
  };
}

export const reportPdfKind = exportKind({ kind: 'reportPdf', extension: 'pdf', contentType: 'application/pdf', label: { zh: 'PDF', en: 'PDF' } }, async (ctx, data) => {
  const org = await ctx.db.selectFrom('organisations').select('org_name').where('org_id', '=', ctx.orgId).executeTakeFirstOrThrow();
  return reportPdf({ data, orgName: org.org_name, lang: ctx.lang, madeAt: ctx.now(), font: readConfig().pdfFont });
});

export const reportExcelKind = exportKind({ kind: 'reportExcel', extension: 'xlsx', contentType: XLSX_TYPE, label: { zh: 'Excel', en: 'Excel' } }, async (_ctx, data) => reportXlsx(data));
