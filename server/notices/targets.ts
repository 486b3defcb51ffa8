/**
 * Which organisations a notice may reach, decided by who publishes it: the platform administrator
 * chooses all organisations or some; anyone else (a hotel's administrator) reaches the organisation of
 * their session only, whatever the request says, so a hotel can never post into another hotel's bells.
 */
import type { AuthInfo } from '../context.js';
import type { WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import type { NoticeScope } from '../contracts/notice.js';
import { isAdmin } from '../db/grants.js';

export type Audience = { all: boolean; orgIds: number[] };

/**
 * The audience of a notice written by `auth` (checked against the organisations that exist).
 * - platform administrator: `scope` 'all', or 'orgs' with at least one existing organisation
 *   (none → 422 naming orgIds, an unknown id → 422 naming orgIds); no scope: 'all' without orgIds;
 * - anyone else: their session's organisation; asking for all or for another one → 403.
 */
export async function resolveAudience(trx: WriteTx, auth: AuthInfo, scope: NoticeScope | undefined, orgIds: readonly number[]): Promise<Audience> {
  const wanted = [...new Set(orgIds)];
  if (!isAdmin(auth)) {
    if (scope === 'all') throw new HttpError(403, 'noticeOwnOrgOnly', 'scope');
    if (wanted.some((id) => id !== auth.orgId)) throw new HttpError(403, 'noticeOwnOrgOnly', 'orgIds');
    return { all: false, orgIds: [auth.orgId] };
  }
  if ((scope ?? (wanted.length ? 'orgs' : 'all')) === 'all') return { all: true, orgIds: [] };
  if (wanted.length === 0) throw new HttpError(422, 'noticeOrgsRequired', 'orgIds');
  const found = await trx.selectFrom('organisations').select('org_id').where('org_id', 'in', wanted).execute();
  const known = new Set(found.map((r) => r.org_id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length) throw new HttpError(422, 'noticeOrgUnknown', 'orgIds', { ids: unknown.join(', ') });
  return { all: false, orgIds: wanted };
}

/** Replaces a notice's targets with `audience` (rows only when it is not for all). */
export async function writeTargets(trx: WriteTx, noticeId: number, audience: Audience): Promise<void> {
  await trx.deleteFrom('notice_targets').where('notice_id', '=', noticeId).execute();
  if (!audience.all && audience.orgIds.length) {
    await trx
      .insertInto('notice_targets')
      .values(audience.orgIds.map((org_id) => ({ notice_id: noticeId, org_id })))
      .execute();
  }
}

/** The targets of notices by id, for answers (one query for a whole page). */
export async function targetsOf(db: WriteTx, noticeIds: readonly number[]): Promise<Map<number, Array<{ orgId: number; orgName: string }>>> {
  const out = new Map<number, Array<{ orgId: number; orgName: string }>>();
  if (noticeIds.length === 0) return out;
  const rows = await db
    .selectFrom('notice_targets as t')
    .innerJoin('organisations as o', 'o.org_id', 't.org_id')
    .select(['t.notice_id', 't.org_id', 'o.org_name'])
    .where('t.notice_id', 'in', [...noticeIds])
    .orderBy('t.org_id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.notice_id) ?? [];
    list.push({ orgId: r.org_id, orgName: r.org_name });
    out.set(r.notice_id, list);
  }
  return out;
}
