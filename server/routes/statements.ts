/**
 * The financial statements of module 1001 (contract: server/contracts/statement.ts), for the session's
 * organisation, one route set per statement of statements/registry.ts:
 * - `GET /htservice/accounting/statement/{key}?year=&period=` (the statement's permission): the statement;
 * - `POST …/{key}/export` and `POST …/{key}/pdf` (the statement's permission and accounting:statement:export):
 *   the same statement as a workbook or a PDF, in the request's language, `{ year, period }` as JSON, a form
 *   or the query string (lib/export-input.ts).
 */
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { statementExport, statementGet, statementPdf as statementPdfEndpoint, StatementPeriod, type StatementKey, type StatementReply } from '../contracts/statement.js';
import { pickLang, t } from '../i18n.js';
import { exportInput } from '../lib/export-input.js';
import { xlsxAnswer } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { parseWith } from '../plugins/validate.js';
import { STATEMENT_EXPORT_PERMISSION, STATEMENTS, type StatementDef } from '../statements/registry.js';
import { statementPdf } from '../statements/statement-pdf.js';
import { statementXlsx } from '../statements/statement-xlsx.js';
import { periodText } from '../lib/period-text.js';

/** The statement of the period the request asks for, computed in its language. */
async function statementFor(c: Context<AppEnv>, deps: Deps, def: StatementDef, { year, period }: { year: number; period: number }) {
  const lang = pickLang(c.req.header('accept-language'));
  return { lang, statement: await def.compute(deps.db, c.var.auth.orgId, year, period, lang) };
}

export function mountStatements(api: Hono<AppEnv>, deps: Deps) {
  for (const [key, def] of Object.entries(STATEMENTS) as Array<[StatementKey, StatementDef]>) {
    const base = `/htservice/accounting/statement/${key}`;
    const exportGuard = [authenticate(deps), requirePermi(def.permission), requirePermi(STATEMENT_EXPORT_PERMISSION)] as const;

    api.get(base, authenticate(deps), requirePermi(def.permission), contract(statementGet), async (c) => {
      const { statement } = await statementFor(c, deps, def, c.req.valid('query'));
      const reply: StatementReply = { code: 200, msg: t(c, 'ok'), data: statement };
      return c.json(reply);
    });

    api.post(`${base}/export`, ...exportGuard, contract(statementExport), async (c) => {
      const { lang, statement } = await statementFor(c, deps, def, parseWith(StatementPeriod, await exportInput(c)));
      const name = periodText(statement.year, statement.period);
      return xlsxAnswer(c, await statementXlsx(statement, lang), `${statement.title}_${name}.xlsx`, `${def.fileStem}_${name}.xlsx`);
    });

    api.post(`${base}/pdf`, ...exportGuard, contract(statementPdfEndpoint), async (c) => {
      const { lang, statement } = await statementFor(c, deps, def, parseWith(StatementPeriod, await exportInput(c)));
      const org = await deps.db.selectFrom('organisations').select('org_name').where('org_id', '=', c.var.auth.orgId).executeTakeFirstOrThrow();
      const bytes = await statementPdf({ statement, orgName: org.org_name, lang, madeAt: deps.now(), font: deps.config.pdfFont });
      const name = periodText(statement.year, statement.period);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${def.fileStem}_${name}.pdf"; filename*=UTF-8''${encodeURIComponent(`${statement.title}_${name}.pdf`)}`,
        'cache-control': 'no-store',
      });
    });
  }
}
