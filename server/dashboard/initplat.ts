/**
 * 初始化平台's dashboard: how many of the organisations the caller manages are initialised, and which are
 * not yet. The organisation list's own rows (routes/org-rows.ts: scope and the two correlated counts) as a
 * derived table, counted and filtered in SQL by the list's rule (INITIALISED), never loaded whole.
 */
import { sql } from 'kysely';
import type { InitplatDashboard } from '../contracts/dashboard.js';
import { hasPermi } from '../plugins/permission.js';
import { filteredOrgs, INITIALISED, selectOrgRow } from '../routes/org-rows.js';
import { LIST_SIZE, num, type DashboardContext } from './context.js';

async function orgFigures(ctx: DashboardContext): Promise<NonNullable<InitplatDashboard['orgs']>> {
  const { db } = ctx.deps;
  // The year the organisation list and 组织初始化 use: the server's (routes/org-manage.ts, org-init.ts).
  const year = new Date(ctx.deps.now()).getFullYear();
  const orgs = () => db.selectFrom(selectOrgRow(filteredOrgs(db, ctx.auth, {}), year).as('o'));
  const done = sql<boolean>`(coalesce(${sql.ref('o.paraCount')}, 0) >= ${sql.lit(INITIALISED.paraCount)} and coalesce(${sql.ref('o.periodCount')}, 0) = ${sql.lit(INITIALISED.periodCount)})`;
  const [counts, pending] = await Promise.all([
    orgs()
      .select([sql<number>`count(*)`.as('total'), sql<number>`sum(case when ${done} then 1 else 0 end)`.as('initialised')])
      .executeTakeFirstOrThrow(),
    orgs().select(['o.orgId', 'o.orgCode', 'o.orgName', 'o.paraCount', 'o.periodCount']).where(sql<boolean>`not ${done}`).orderBy('o.orgCode').limit(LIST_SIZE).execute(),
  ]);
  return {
    year,
    total: num(counts.total),
    initialised: num(counts.initialised),
    pending: pending.map((o) => ({ orgId: o.orgId, orgCode: o.orgCode, orgName: o.orgName, paraCount: num(o.paraCount), periodCount: num(o.periodCount) })),
  };
}

export async function initplatDashboard(ctx: DashboardContext): Promise<InitplatDashboard> {
  return { asOf: ctx.asOf, orgs: hasPermi(ctx.auth, 'initplat:org:list') ? await orgFigures(ctx) : null };
}
