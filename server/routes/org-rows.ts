/**
 * The organisation rows the organisation calls answer (list, query, getSysOrgList, get): wire fields
 * aliased straight to their names, plus the initialisation state computed in the same query (two
 * correlated counts, no per-row queries), and the caller's scope (lib/org-scope.ts) applied.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { OrgFilterValues, SysOrgRow } from '../contracts/org.js';
import type { AuthInfo } from '../context.js';
import type { Db } from '../db/connect.js';
import { isAdmin } from '../db/grants.js';
import { ORG_PARA_DEFAULTS } from '../db/org-para-defaults.js';
import type { Database } from '../db/schema.js';
import { applyPlan, contains, type PlanCondition, type PlanFields, type SortAllowlist } from '../lib/list-query.js';

export const ORG_FIELDS = [
  'organisations.org_id as orgId',
  'organisations.org_code as orgCode',
  'organisations.org_name as orgName',
  'organisations.short_name as shortName',
  'organisations.status as status',
  'organisations.contact as contact',
  'organisations.phone as phone',
  'organisations.address as address',
  'organisations.remark as remark',
  'organisations.version as version',
] as const;

export const ORG_SORT: SortAllowlist = { orgId: 'organisations.org_id', orgCode: 'organisations.org_code', orgName: 'organisations.org_name', status: 'organisations.status' };
export const ORG_PLAN: PlanFields = {
  orgId: { column: 'organisations.org_id', type: 'number' },
  orgCode: { column: 'organisations.org_code', type: 'text' },
  orgName: { column: 'organisations.org_name', type: 'text' },
  status: { column: 'organisations.status', type: 'text' },
  contact: { column: 'organisations.contact', type: 'text' },
};

const DEFAULT_KEYS = ORG_PARA_DEFAULTS.map((d) => d.key);
/** Initialised: at least this many default parameters and this many periods of the year (the dashboard counts by the same rule in SQL). */
export const INITIALISED = { paraCount: DEFAULT_KEYS.length, periodCount: 12 } as const;

/** FROM + WHERE: the caller's scope, the filters and a query plan. */
export function filteredOrgs(db: Db, auth: AuthInfo, filters: OrgFilterValues, plan: readonly PlanCondition[] = []) {
  let query = applyPlan(db.selectFrom('organisations'), plan);
  if (!isAdmin(auth)) query = query.where('organisations.org_id', '=', auth.orgId);
  if (filters.orgCode) query = query.where(contains('organisations.org_code', filters.orgCode));
  if (filters.orgName) query = query.where(contains('organisations.org_name', filters.orgName));
  if (filters.status) query = query.where('organisations.status', '=', filters.status);
  return query;
}

/** Adds the wire fields and the two counts the initialisation state rests on (default parameters held, periods of `year`). */
export function selectOrgRow<O>(query: SelectQueryBuilder<Database, 'organisations', O>, year: number) {
  return query.select(ORG_FIELDS).select((eb: ExpressionBuilder<Database, 'organisations'>) => [
    eb
      .selectFrom('base_org_para')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('base_org_para.org_id', '=', 'organisations.org_id')
      .where('base_org_para.para_key', 'in', DEFAULT_KEYS)
      .as('paraCount'),
    eb
      .selectFrom('accounting_periods')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('accounting_periods.org_id', '=', 'organisations.org_id')
      .where('accounting_periods.year', '=', year)
      .as('periodCount'),
  ]);
}

type RawRow = Omit<SysOrgRow, 'initState' | 'paraCount' | 'periodCount' | 'status'> & { status: string; paraCount: number | string | null; periodCount: number | string | null };

/** Initialised: every default parameter and all 12 periods of the year. */
export function toOrgRow(row: RawRow): SysOrgRow {
  const paraCount = Number(row.paraCount ?? 0);
  const periodCount = Number(row.periodCount ?? 0);
  return { ...row, status: row.status === '1' ? '1' : '0', paraCount, periodCount, initState: paraCount >= INITIALISED.paraCount && periodCount === INITIALISED.periodCount ? '1' : '0' };
}
