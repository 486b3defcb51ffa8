/**
 * Licence seats of a module, leased per session by the shell's heartbeat (DESIGN.md section 6:
 * counted atomically). A lease lasts three heartbeat intervals, so one lost or late heartbeat never
 * costs a seat, and a window that vanished without saying goodbye frees its seat within 6 minutes.
 *
 * The decision (drop lapsed leases → renew ours, or count the others and insert only below
 * `seats`) runs in one write transaction: on PostgreSQL the licence row is locked first
 * (`SELECT … FOR UPDATE`), so concurrent takers of the same module queue on it and the count each
 * sees includes every seat granted before it; on SQLite `BEGIN IMMEDIATE` serialises writers.
 * Everything lives in the database, so several server processes share the same seats.
 */
import { HEARTBEAT_INTERVAL_MS } from '../../shared/wire-constants.js';
import type { Db, Engine } from './connect.js';
import { writeTransaction, type WriteTx } from './write-transaction.js';

const LEASE_MS = 3 * HEARTBEAT_INTERVAL_MS;

export type SeatKey = { orgId: number; moduleId: number; sessionId: string };

export type SeatOutcome =
  | { kind: 'granted'; seats: number; used: number; leaseExpiresAt: number }
  | { kind: 'full'; seats: number; used: number }
  | { kind: 'expired'; expiresOn: string }
  | { kind: 'unlicensed' };

function countLive(trx: WriteTx, key: SeatKey, now: number) {
  return trx
    .selectFrom('seat_leases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', key.orgId)
    .where('module_id', '=', key.moduleId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Takes or renews the seat of `key.sessionId`. `today` (YYYY-MM-DD) decides licence expiry: the
 * licence is valid up to and including its `expires_on` day. A session that already holds a seat
 * keeps it on renewal even if the seats were lowered meanwhile: it is never thrown out mid-work.
 */
export async function takeSeat(db: Db, engine: Engine, key: SeatKey & { userId: number; now: number; today: string }): Promise<SeatOutcome> {
  return writeTransaction(db, engine, async (trx) => {
    let licenceQuery = trx.selectFrom('module_licences').select(['seats', 'expires_on']).where('org_id', '=', key.orgId).where('module_id', '=', key.moduleId);
    if (engine === 'postgres') licenceQuery = licenceQuery.forUpdate();
    const licence = await licenceQuery.executeTakeFirst();
    if (!licence) return { kind: 'unlicensed' };
    if (licence.expires_on !== null && licence.expires_on < key.today) return { kind: 'expired', expiresOn: licence.expires_on };

    const { now } = key;
    const leaseExpiresAt = now + LEASE_MS;
    await trx.deleteFrom('seat_leases').where('org_id', '=', key.orgId).where('module_id', '=', key.moduleId).where('expires_at', '<=', now).execute();
    const renewed = await trx
      .updateTable('seat_leases')
      .set({ expires_at: leaseExpiresAt, user_id: key.userId })
      .where('org_id', '=', key.orgId)
      .where('module_id', '=', key.moduleId)
      .where('session_id', '=', key.sessionId)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) {
      const used = await countLive(trx, key, now);
      if (used >= licence.seats) return { kind: 'full', seats: licence.seats, used };
      await trx.insertInto('seat_leases').values({ org_id: key.orgId, module_id: key.moduleId, session_id: key.sessionId, user_id: key.userId, expires_at: leaseExpiresAt }).execute();
    }
    return { kind: 'granted', seats: licence.seats, used: await countLive(trx, key, now), leaseExpiresAt };
  });
}

/** Gives back the seat of one session in one module (nothing to do when it holds none). */
export async function releaseSeat(db: Db, key: SeatKey): Promise<void> {
  await db.deleteFrom('seat_leases').where('org_id', '=', key.orgId).where('module_id', '=', key.moduleId).where('session_id', '=', key.sessionId).execute();
}

/** Gives back every seat of a session (sign-out, revocation). */
export async function releaseSessionSeats(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('seat_leases').where('session_id', '=', sessionId).execute();
}
