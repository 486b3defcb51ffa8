/**
 * The module heartbeat pair (SPEC.md section 7): `POST /htservice/module/heartbeat` takes or renews
 * this session's licence seat of a module every 120 s; `POST /htservice/module/removeAuthorizations`
 * gives it back when the window closes. Seat rules live in db/seats.ts.
 *
 * - Neither call counts as activity (DESIGN.md section 5): an open but unattended window must still
 *   reach its idle timeout.
 * - A refusal is 409, never 403: the shell closes the window on 403, and a full or expired licence
 *   should leave the user where they are with the reason on screen.
 * - removeAuthorizations arrives from `fetch(…, { keepalive: true })` as the window unloads, maybe
 *   as `text/plain`; parseJson reads the body as JSON whatever the Content-Type says.
 * - The body's `token` is the shell's own tab marker: accepted, never stored (it may be the bearer
 *   token itself). The seat belongs to the server's session id.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { heartbeat, type HeartbeatBody, removeAuthorizations, type SeatLease } from '../contracts/module.js';
import type { AppEnv, Deps } from '../context.js';
import { releaseSeat, takeSeat } from '../db/seats.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { formatDate } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

/** The validated body, after the tenant check and with the module's name for messages. */
async function readBody(c: Context<AppEnv, string, { out: { json: z.output<typeof HeartbeatBody> } }>, deps: Deps) {
  const body = c.req.valid('json');
  if (body.orgId !== c.var.auth.orgId) throw new HttpError(403, 'otherOrg', 'orgId');
  const mod = await deps.db.selectFrom('modules').select(['module_id', 'module_name']).where('module_id', '=', body.module).executeTakeFirst();
  if (!mod) throw new HttpError(422, 'fieldInvalid', 'module', { field: 'module' });
  return { moduleId: mod.module_id, moduleName: mod.module_name };
}

export function mountHeartbeat(api: Hono<AppEnv>, deps: Deps) {
  const auth = authenticate(deps, { touch: false });

  api.post('/htservice/module/heartbeat', auth, contract(heartbeat), async (c) => {
    const { moduleId, moduleName } = await readBody(c, deps);
    const { session, user, orgId } = c.var.auth;
    const now = deps.now();
    const outcome = await takeSeat(deps.db, deps.engine, {
      orgId,
      moduleId,
      sessionId: session.sessionId,
      userId: user.userId,
      now,
      today: formatDate(now),
    });
    switch (outcome.kind) {
      case 'unlicensed':
        throw new HttpError(409, 'licenceMissing', 'module', { module: moduleName });
      case 'expired':
        throw new HttpError(409, 'licenceExpired', 'module', { module: moduleName, date: outcome.expiresOn });
      case 'full':
        throw new HttpError(409, 'seatsFull', 'module', { module: moduleName, used: outcome.used, seats: outcome.seats });
      case 'granted': {
        const data: SeatLease = { module: moduleId, seats: outcome.seats, used: outcome.used, leaseExpiresAt: outcome.leaseExpiresAt };
        return c.json({ code: 200, msg: t(c, 'ok'), data });
      }
    }
  });

  // Idempotent: releasing a seat the session does not hold answers 200 as well.
  api.post('/htservice/module/removeAuthorizations', auth, contract(removeAuthorizations), async (c) => {
    const { moduleId } = await readBody(c, deps);
    const { session, orgId } = c.var.auth;
    await releaseSeat(deps.db, { orgId, moduleId, sessionId: session.sessionId });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
