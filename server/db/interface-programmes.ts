/**
 * Reading and writing an interface programme's mapping lines, scoped to the caller's organisation. The
 * rules a line must keep beyond its shape are checked here against the organisation's data: a code mapped
 * once per kind, revenue items and payment methods on an enabled account with a side, departments on one
 * of the hotel's departments. Each refusal is a 422 naming the line's field.
 */
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';
import type { InterfaceMapping, InterfaceProgrammeDetail } from '../contracts/interface.js';
import { HttpError } from '../errors.js';

export const PROGRAMME_FIELDS = [
  'programme_id as programmeId',
  'programme_code as programmeCode',
  'programme_name as programmeName',
  'source_system as sourceSystem',
  'file_format as fileFormat',
  'status',
  'remark',
  'version',
] as const;

export type MappingInput = { mappingType: InterfaceMapping['mappingType']; sourceCode: string; sourceName: string; accountCode?: string | null; side?: 'D' | 'C' | null; auxDeptCode?: string | null };

/** The lines as they will be stored (a department line carries no account), or a 422 naming the first bad one. */
export async function checkMappings(trx: WriteTx, orgId: number, lines: readonly MappingInput[]): Promise<InterfaceMapping[]> {
  const [accounts, depts] = await Promise.all([
    trx.selectFrom('acc_accounts').select('account_code').where('org_id', '=', orgId).where('status', '=', '0').execute(),
    trx.selectFrom('departments').select('dept_code').where('org_id', '=', orgId).execute(),
  ]);
  const accountCodes = new Set(accounts.map((a) => a.account_code));
  const deptCodes = new Set(depts.map((d) => d.dept_code));
  const first = new Map<string, number>();
  return lines.map((l, i) => {
    const line = i + 1;
    const key = `${l.mappingType}|${l.sourceCode}`;
    const seen = first.get(key);
    if (seen !== undefined) throw new HttpError(422, 'ifaceMappingDuplicate', `lines.${i}.sourceCode`, { line, code: l.sourceCode, first: seen });
    first.set(key, line);
    const aux = l.auxDeptCode || null;
    if (aux !== null && !deptCodes.has(aux)) throw new HttpError(422, 'ifaceMappingDeptUnknown', `lines.${i}.auxDeptCode`, { line, code: aux });
    if (l.mappingType === 'department') {
      if (aux === null) throw new HttpError(422, 'ifaceMappingDeptRequired', `lines.${i}.auxDeptCode`, { line });
      return { mappingType: l.mappingType, sourceCode: l.sourceCode, sourceName: l.sourceName, accountCode: null, side: null, auxDeptCode: aux };
    }
    if (!l.accountCode || !l.side) throw new HttpError(422, 'ifaceMappingAccountRequired', `lines.${i}.${l.accountCode ? 'side' : 'accountCode'}`, { line });
    if (!accountCodes.has(l.accountCode)) throw new HttpError(422, 'ifaceMappingAccountUnknown', `lines.${i}.accountCode`, { line, code: l.accountCode });
    return { mappingType: l.mappingType, sourceCode: l.sourceCode, sourceName: l.sourceName, accountCode: l.accountCode, side: l.side, auxDeptCode: aux };
  });
}

/** Replaces the programme's lines. */
export async function writeMappings(trx: WriteTx, programmeId: number, orgId: number, lines: readonly InterfaceMapping[]): Promise<void> {
  await trx.deleteFrom('interface_mappings').where('programme_id', '=', programmeId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('interface_mappings')
    .values(
      lines.map((l, i) => ({
        programme_id: programmeId,
        org_id: orgId,
        line_no: i + 1,
        mapping_type: l.mappingType,
        source_code: l.sourceCode,
        source_name: l.sourceName,
        account_code: l.accountCode,
        side: l.side,
        aux_dept_code: l.auxDeptCode,
      })),
    )
    .execute();
}

/** One programme of `orgId` with its lines (account names for reading); 404 when it is not the organisation's. */
export async function loadProgramme(db: Db | WriteTx, orgId: number, programmeId: number): Promise<InterfaceProgrammeDetail> {
  const head = await db.selectFrom('interface_programmes').select(PROGRAMME_FIELDS).where('org_id', '=', orgId).where('programme_id', '=', programmeId).executeTakeFirst();
  if (!head) throw new HttpError(404, 'notFound', 'programmeId');
  const lines = await db
    .selectFrom('interface_mappings as m')
    .leftJoin('acc_accounts as a', (j) => j.onRef('a.account_code', '=', 'm.account_code').on('a.org_id', '=', orgId))
    .select(['m.mapping_type', 'm.source_code', 'm.source_name', 'm.account_code', 'a.account_name', 'm.side', 'm.aux_dept_code'])
    .where('m.programme_id', '=', programmeId)
    .orderBy('m.line_no')
    .execute();
  return {
    ...head,
    status: head.status as '0' | '1',
    lineCount: lines.length,
    lines: lines.map((l) => ({
      mappingType: l.mapping_type as InterfaceMapping['mappingType'],
      sourceCode: l.source_code,
      sourceName: l.source_name,
      accountCode: l.account_code,
      accountName: l.account_name ?? null,
      side: l.side as InterfaceMapping['side'],
      auxDeptCode: l.aux_dept_code,
    })),
  };
}
