/** The registration licence page (/htservice/account, 注册授权): one organisation's registration, declared once as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { numericId } from './fields.js';
import { dataReply, endpoint } from './endpoint.js';

/** 'expiring' within 30 days of today (the shell's reminder window), 'expired' after its last day. */
export const licenceState = z.enum(['valid', 'expiring', 'expired']);
export type LicenceState = z.infer<typeof licenceState>;

const RegisteredModule = z.object({
  moduleId: z.number().int(),
  moduleName: z.string(),
  moduleCode: z.string(),
  seats: z.number().int(),
  /** Seats leased now. */
  used: z.number().int(),
  /** Last day (YYYY-MM-DD), null for no end. */
  expiresOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  state: licenceState,
});

/** The account code and server licence the customer-service widget sends (accountcode, serverlicense), and the licensed modules. */
export const OrgRegistration = z.object({
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  accountCode: z.string(),
  serverLicense: z.string(),
  modules: z.array(RegisteredModule),
});
export type OrgRegistration = z.infer<typeof OrgRegistration>;

export const orgRegistration = endpoint({
  summary: "An organisation's registration and licensed modules (orgId: the session's by default; another: platform administrator only)",
  query: z.object({ orgId: numericId.optional() }),
  reply: dataReply(OrgRegistration),
  refusals: [404],
});
