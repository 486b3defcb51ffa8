/**
 * 客户公司: the company-level view of the customers. A customer record is one hotel; the company owning
 * it is its `companyName` (several hotels may share one), or the hotel itself when it names none. Per
 * company: its group, hotels and their rooms, the contracts signed by its hotels and their amount, the
 * sales owners and regions. Two queries: the customers' fields, and one GROUP BY of the contracts by
 * customer; the fold is per company.
 */
import { sql } from 'kysely';
import { toFen, ZERO_FEN } from '../../shared/money.js';
import type { CompaniesQuery, CompanyRow } from '../contracts/crm-views.js';
import type { Db, Engine } from '../db/connect.js';
import { contains } from '../lib/list-query.js';
import { recordKind } from '../records/kinds/index.js';
import { recordTable } from '../records/store.js';

type Customer = { customerName: string; companyName: string | null; groupName: string | null; rooms: number | null; owner: string | null; region: string | null };

/** `withContracts`: whether the caller may read contracts (else their columns stay null). */
export async function customerCompanies(db: Db, engine: Engine, orgId: number, q: CompaniesQuery, withContracts: boolean): Promise<CompanyRow[]> {
  const company = sql<string>`coalesce(nullif(${sql.ref('companyName')}, ''), ${sql.ref('customerName')})`;
  let customers = recordTable(db, engine, orgId, recordKind('customer')!);
  if (q.companyName) customers = customers.where(sql<boolean>`lower(${company}) like ${`%${q.companyName.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`);
  if (q.groupName) customers = customers.where(contains('groupName', q.groupName));
  if (q.owner) customers = customers.where(sql.ref('owner'), '=', q.owner);
  // The customer kind's fields as the kind declares them: customerName is its required title, rooms its number field.
  const rows = (await customers.select(['customerName', 'companyName', 'groupName', 'rooms', 'owner', 'region']).orderBy('customerCode').execute()) as Customer[];
  const contracts = new Map<string, { n: number; fen: number }>();
  if (withContracts && rows.length) {
    const counted: Array<{ customerName: string | number | null; n: number | string; fen: number | string | null }> = await recordTable(db, engine, orgId, recordKind('contract')!)
      .select(['customerName', sql<number>`count(*)`.as('n'), sql<number>`sum(coalesce(${sql.ref('amount')}, 0))`.as('fen')])
      .where(sql.ref('status'), '<>', 'draft')
      .groupBy('customerName')
      .execute();
    for (const c of counted) contracts.set(String(c.customerName), { n: Number(c.n), fen: Number(c.fen ?? 0) });
  }
  const byCompany = new Map<string, CompanyRow>();
  for (const c of rows) {
    const key = c.companyName || c.customerName;
    let row = byCompany.get(key);
    if (!row) {
      row = { companyName: key, groupName: null, hotels: 0, rooms: 0, contracts: withContracts ? 0 : null, contractAmount: withContracts ? ZERO_FEN : null, owners: [], regions: [], hotelNames: [] };
      byCompany.set(key, row);
    }
    row.hotels += 1;
    row.rooms += Number(c.rooms ?? 0);
    row.groupName ??= c.groupName || null;
    if (c.owner && !row.owners.includes(c.owner)) row.owners.push(c.owner);
    if (c.region && !row.regions.includes(c.region)) row.regions.push(c.region);
    if (!row.hotelNames.includes(c.customerName)) {
      row.hotelNames.push(c.customerName);
      const signed = contracts.get(c.customerName);
      if (signed && row.contracts !== null) {
        row.contracts += signed.n;
        row.contractAmount = toFen((row.contractAmount ?? 0) + signed.fen);
      }
    }
  }
  return [...byCompany.values()].sort((a, b) => b.hotels - a.hotels || a.companyName.localeCompare(b.companyName, 'zh'));
}
