/**
 * Module licences as the shell reads them, the heartbeat pair and the lock screen (SPEC.md section 7
 * "Module"; to-do notices: task-notice.ts), each call declared once as a contract (contracts/endpoint.ts).
 */
import { z } from 'zod';
import { numericId } from './fields.js';
import { dataReply, endpoint, okReply } from './endpoint.js';

/** What every answer about a module carries (the catalogue row's own fields). */
export const MODULE_FIELDS = {
  moduleId: z.number().int(),
  moduleName: z.string(),
  moduleCode: z.string(),
  path: z.string(),
  icon: z.string(),
  orderNum: z.number().int(),
};

/**
 * Body of `POST /htservice/module/heartbeat` and `POST /htservice/module/removeAuthorizations`
 * (JSON; removeAuthorizations also accepts the same JSON sent as text/plain). `orgId` must be the
 * session's organisation (else 403). `token`, `timestamp`, `orgCode` and `org` are accepted and ignored.
 */
export const HeartbeatBody = z.object({
  module: numericId,
  orgId: numericId,
  /** The shell's own tab marker: accepted, never stored. */
  token: z.string().max(512).optional(),
  timestamp: z.union([z.number(), z.string().regex(/^\d{1,16}$/)]).optional(),
  orgCode: z.string().max(32).optional(),
  // The shell's stored organisation (a name or its { id, code, name } record): display data, ignored.
  org: z
    .union([z.string().max(200), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
});
export type HeartbeatBody = z.input<typeof HeartbeatBody>;

/** `data` of a granted heartbeat: this session holds one of `seats` seats until `leaseExpiresAt` (epoch ms). */
export const SeatLease = z.object({ module: z.number().int(), seats: z.number().int(), used: z.number().int(), leaseExpiresAt: z.number().int() });
export type SeatLease = z.infer<typeof SeatLease>;

/** Refusals (no free seat, expired or missing licence) are 409 `{ code, msg, field: 'module' }`, never 403: the shell keeps the window open. */
export const heartbeat = endpoint({
  summary: "Takes or renews this session's seat of a module (every 120 s); not activity",
  body: HeartbeatBody,
  reply: dataReply(SeatLease),
  refusals: [409],
});
export const removeAuthorizations = endpoint({ summary: "Gives this session's seat of a module back (idempotent); not activity", body: HeartbeatBody, reply: okReply });

/** `PUT /htservice/module/matchPassword` (lock screen): 400 wrong; 423 locked (the session ends). Not activity. */
export const matchPassword = endpoint({
  summary: "Checks the caller's password before the lock screen lifts (under the account lockout)",
  body: z.object({ password: z.string().min(1).max(128) }),
  reply: okReply,
  refusals: [400, 423],
});

/** One module of `GET /htservice/module/getModuleByOrg?orgId=`; `daysLeft` null when the licence has no end. */
export const OrgModule = z.object({
  ...MODULE_FIELDS,
  seats: z.number().int(),
  used: z.number().int(),
  /** Last valid day, YYYY-MM-DD, or null (no end). */
  expiresOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
});
export type OrgModule = z.infer<typeof OrgModule>;

export const modulesByOrg = endpoint({
  summary: "The session organisation's licensed modules with seats in use and expiry (another orgId → 403)",
  query: z.object({ orgId: numericId }),
  reply: dataReply(z.array(OrgModule)),
});
export type OrgModulesReply = z.infer<typeof modulesByOrg.reply.schema>;

/** One licence of `GET /htservice/module/checkLicenseExpiry?orgCode=` ending within 30 days (negative `daysLeft`: already expired). */
export const LicenceExpiry = z.object({ moduleId: z.number().int(), moduleName: z.string(), expiresOn: z.string(), daysLeft: z.number().int() });
export type LicenceExpiry = z.infer<typeof LicenceExpiry>;

export const licenceExpiry = endpoint({
  summary: "The session organisation's licences ending within 30 days or already ended (another orgCode → 403)",
  query: z.object({ orgCode: z.string().trim().min(1).max(32).optional() }),
  reply: dataReply(z.array(LicenceExpiry)),
});
export type LicenceExpiryReply = z.infer<typeof licenceExpiry.reply.schema>;

/** The organisation's registration (GET /htservice/module/getServerLicense), SPEC.md's field names. */
export const ServerLicense = z.object({ accountcode: z.string(), serverlicense: z.string() });
export type ServerLicense = z.infer<typeof ServerLicense>;

export const serverLicense = endpoint({ summary: "The session organisation's registration, which the customer-service chat is loaded with", reply: dataReply(ServerLicense) });
