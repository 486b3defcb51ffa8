/** The registration licence page (/htservice/account, 注册授权): one organisation's registration. Types only. */

/** 'expiring' within 30 days of today (the shell's reminder window), 'expired' after its last day. */
export type LicenceState = 'valid' | 'expiring' | 'expired';

export type RegisteredModule = {
  moduleId: number;
  moduleName: string;
  moduleCode: string;
  seats: number;
  /** Seats leased now. */
  used: number;
  /** Last day (YYYY-MM-DD), null for no end. */
  expiresOn: string | null;
  daysLeft: number | null;
  state: LicenceState;
};

/**
 * `GET /htservice/org/registration?orgId=` (system:account:query): the account code and server
 * licence the customer-service widget sends (accountcode, serverlicense), and the licensed modules.
 */
export type OrgRegistration = {
  orgId: number;
  orgCode: string;
  orgName: string;
  accountCode: string;
  serverLicense: string;
  modules: RegisteredModule[];
};
