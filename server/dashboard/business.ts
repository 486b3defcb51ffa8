/**
 * 业务管理's dashboard: per agreement kind the caller may list (price and sale agreements, record kinds),
 * the agreements by status and those expiring within the window. The kinds are read through the record
 * store's derived table (records/store.ts), so the counts are exactly what the agreement lists filter:
 * one GROUP BY, one COUNT and one short list per kind, on the records' (org_id, kind) index.
 */
import { sql } from 'kysely';
import type { AgreementKindKey, BusinessDashboard, ExpiringAgreement } from '../contracts/dashboard.js';
import type { RecordKind } from '../contracts/records.js';
import { addDays } from '../lib/time.js';
import { hasPermi } from '../plugins/permission.js';
import { BUSINESS_KINDS } from '../records/kinds/business.js';
import { recordTable } from '../records/store.js';
import { EXPIRY_DAYS, LIST_SIZE, num, type DashboardContext } from './context.js';
import { countByStatus } from './record-status.js';

/** An agreement already marked expired is not "expiring". */
const EXPIRED = 'expired';

async function agreementFigures(ctx: DashboardContext, kind: RecordKind, until: string): Promise<BusinessDashboard['agreements'][number]> {
  const { db, engine } = ctx.deps;
  const table = () => recordTable(db, engine, ctx.auth.orgId, kind);
  const expiring = () => table().where(sql.ref('validTo'), '>=', ctx.asOf).where(sql.ref('validTo'), '<=', until).where(sql.ref('status'), '<>', EXPIRED);
  const [statuses, count, rows] = await Promise.all([
    countByStatus(ctx, kind),
    expiring().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    expiring().select(['recordId', kind.codeField, kind.titleField, 'validTo', 'status']).orderBy(sql.ref('validTo')).orderBy('recordId').limit(LIST_SIZE).execute(),
  ]);
  return {
    kind: kind.key as AgreementKindKey,
    title: kind[ctx.lang],
    ...statuses,
    expiring: {
      count: num((count as { n: number | string }).n),
      rows: rows.map(
        (r: Record<string, unknown>): ExpiringAgreement => ({
          recordId: Number(r.recordId),
          agreementNo: String(r[kind.codeField] ?? ''),
          partner: String(r[kind.titleField] ?? ''),
          validTo: String(r.validTo),
          status: String(r.status),
        }),
      ),
    },
  };
}

export async function businessDashboard(ctx: DashboardContext): Promise<BusinessDashboard> {
  const until = addDays(ctx.asOf, EXPIRY_DAYS);
  const kinds = BUSINESS_KINDS.filter((kind) => hasPermi(ctx.auth, `${kind.perms}:list`));
  const agreements = await Promise.all(kinds.map((kind) => agreementFigures(ctx, kind, until)));
  return { asOf: ctx.asOf, until, agreements };
}
