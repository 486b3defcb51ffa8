/**
 * Brings one organisation's parameters up to the default set (org-para-defaults.ts): inserts the keys
 * it lacks and leaves every existing value alone. Shared by the seed, initData and baseOrgParaUpdate,
 * so "up to date" means the same thing everywhere. Run it inside the caller's transaction.
 */
import type { Kysely } from 'kysely';
import { ORG_PARA_DEFAULTS } from './org-para-defaults.js';
import type { Database } from './schema.js';

export type AddedPara = { paraKey: string; paraName: string; paraValue: string };

export async function addMissingParas(trx: Kysely<Database>, org: { orgId: number; orgName: string }, overrides: Readonly<Record<string, string>> = {}): Promise<AddedPara[]> {
  const existing = await trx.selectFrom('base_org_para').select('para_key').where('org_id', '=', org.orgId).execute();
  const have = new Set(existing.map((r) => r.para_key));
  const missing = ORG_PARA_DEFAULTS.filter((d) => !have.has(d.key));
  if (missing.length === 0) return [];
  const rows = missing.map((d) => ({ org_id: org.orgId, para_key: d.key, para_name: d.name, para_value: overrides[d.key] ?? d.value(org), remark: d.remark, version: 1 }));
  await trx.insertInto('base_org_para').values(rows).execute();
  return rows.map((r) => ({ paraKey: r.para_key, paraName: r.para_name, paraValue: r.para_value }));
}
