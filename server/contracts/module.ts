/** Module licences, the heartbeat pair, the lock screen and to-do notices (SPEC.md section 7 "Module"). Types only. */

/**
 * Body of `POST /htservice/module/heartbeat` and `POST /htservice/module/removeAuthorizations`
 * (JSON; removeAuthorizations also accepts the same JSON sent as text/plain). `orgId` must be the
 * session's organisation (else 403). `token`, `timestamp`, `orgCode` and `org` are accepted and ignored.
 */
export type HeartbeatBody = {
  module: number | string;
  orgId: number | string;
  token?: string;
  timestamp?: number;
  orgCode?: string;
  org?: string | { id?: number | string; code?: string; name?: string } | null;
};

/** `data` of a granted heartbeat: this session holds one of `seats` seats until `leaseExpiresAt` (epoch ms). */
export type SeatLease = { module: number; seats: number; used: number; leaseExpiresAt: number };

/** `POST /htservice/module/heartbeat` → 200. Refusals (no free seat, expired or missing licence) are 409 `{ code, msg, field: 'module' }`. */
export type HeartbeatReply = { code: number; msg: string; data: SeatLease };

/** One module of `GET /htservice/module/getModuleByOrg?orgId=`; `daysLeft` null when the licence has no end. */
export type OrgModule = {
  moduleId: number;
  moduleName: string;
  moduleCode: string;
  path: string;
  icon: string;
  orderNum: number;
  seats: number;
  used: number;
  /** Last valid day, YYYY-MM-DD, or null (no end). */
  expiresOn: string | null;
  daysLeft: number | null;
};

export type OrgModulesReply = { code: number; msg: string; data: OrgModule[] };

/** One licence of `GET /htservice/module/checkLicenseExpiry?orgCode=` ending within 30 days (negative `daysLeft`: already expired). */
export type LicenceExpiry = { moduleId: number; moduleName: string; expiresOn: string; daysLeft: number };

export type LicenceExpiryReply = { code: number; msg: string; data: LicenceExpiry[] };

/** Body of `PUT /htservice/module/matchPassword` (lock screen). 200 match; 400 wrong; 423 locked (session revoked). */
export type MatchPasswordBody = { password: string };

export type NoticeType = 'sys' | 'crm';

/** A row of the to-do lookups (`PUT /htservice/module/getsysTaskNotice`, `getsysTaskNoticeCrm`, `getsysTaskNoticeCrmDone`). */
export type TaskNotice = {
  noticeId: number;
  noticeType: NoticeType;
  title: string;
  content: string;
  /** A route path of the shell, or null. */
  link: string | null;
  /** '0' open, '1' done. */
  done: '0' | '1';
  /** '0' unseen, '1' seen. */
  viewFlag: '0' | '1';
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /**
   * A to-do the server wrote (licence expiry, approval) is stored as message keys of server/i18n.ts with
   * parameters: `title`/`content` are them in the request's language, and these let the shell draw them
   * again with the product's own names (modules, approval definitions) in its language. Null for a to-do
   * stored as text.
   */
  titleKey: string | null;
  contentKey: string | null;
  params: Record<string, string | number> | null;
};

/** Body of `PUT /htservice/module/uipdateviewFlag`. */
export type ViewFlagBody = { userid: number | string; noticeType: NoticeType };

/** The organisation's registration (GET /htservice/module/getServerLicense), SPEC.md's field names. */
export type ServerLicense = { accountcode: string; serverlicense: string };
