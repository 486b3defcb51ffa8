/**
 * Wire shapes of the monitoring pages (login log, online users) and of the personal centre's
 * password change. Types only.
 */

export type LoginLogStatus = 'Success' | 'Error' | 'Logout';

/** A row of `GET /htservice/logininfor/list` (system:logininfor:list); the session's organisation only. */
export type LoginLog = {
  infoId: number;
  userName: string;
  nickName: string;
  /** The short session id (16 hex), '' for a failed sign-in. */
  sessionId: string;
  status: LoginLogStatus;
  ipaddr: string;
  browser: string;
  os: string;
  msg: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  loginTime: string;
};

/**
 * Filters of the login log list and of `POST /htservice/logininfor/export` (form or JSON body).
 * Sortable: infoId, userName, status, loginTime (default loginTime desc). Query-plan keys
 * (`field[op]=value`) work on every LoginLog field, loginTime as a date.
 */
export type LoginLogQuery = {
  userName?: string;
  ipaddr?: string;
  status?: LoginLogStatus;
  /** YYYY-MM-DD, inclusive; RuoYi's `params[beginTime]`/`params[endTime]` are read too. */
  beginTime?: string;
  endTime?: string;
};

/** A row of `GET /htservice/online/list` (system:online:list): a live session of the session's organisation. */
export type OnlineSession = {
  /** The short session id (16 hex, as in the login log): `DELETE /htservice/online/{tokenId}` forces it out. */
  tokenId: string;
  userName: string;
  nickName: string;
  ipaddr: string;
  browser: string;
  os: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  loginTime: string;
  lastActiveTime: string;
};

/** Filters of the online list; sortable: userName, ipaddr, loginTime (default desc), lastActiveTime. */
export type OnlineQuery = { userName?: string; ipaddr?: string };

/**
 * Body of `PUT /htservice/module/updatePassword` (any signed-in user, own account only: else 403).
 * 200 changed (every other session of the user ended); 400 wrong current password (counts toward the
 * lockout; 423 and this session ends when it locks the account); 422 field 'psw' when the new one is
 * not 8–64 characters with a letter and a digit, or equals the current one.
 */
export type UpdatePasswordBody = { userId: number | string; password: string; psw: string };

/**
 * A row of `GET /htservice/operlog/list` (system:operlog:list) and, with `perms` and `operParam`, of
 * `GET /htservice/operlog/{operId}` (system:operlog:query): one write through the API. The platform
 * administrator sees every organisation's, anyone else their session's organisation's only.
 */
export type OperLog = {
  operId: number;
  orgId: number | null;
  orgName: string;
  /** The module: the name of the page whose permission the call checks (e.g. 用户管理). */
  title: string;
  /** RuoYi's business type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 9 clean. */
  businessType: number;
  /** The route, e.g. `PUT /htservice/user/resetPwd`. */
  method: string;
  requestMethod: string;
  /** The user name of the caller. */
  operName: string;
  operUrl: string;
  /** The ids the path names ('' when none), e.g. `3` or `4,5`. */
  target: string;
  operIp: string;
  /** '0' success, '1' failure */
  status: '0' | '1';
  httpStatus: number;
  /** Why it failed, in the reader's language ('' on success). */
  errorMsg: string;
  /** Milliseconds the call took. */
  costTime: number;
  /** `YYYY-MM-DD HH:mm:ss` */
  operTime: string;
  /** The permission the route checked ('' for calls about the caller's own account). */
  perms?: string;
  /** Query and body as JSON, secret values masked as '******', at most 2000 characters. */
  operParam?: string;
};

/** Filters of the operation log list and export; sortable: operId, title, businessType, operName, status, operTime (default desc), costTime. */
export type OperLogQuery = { title?: string; operName?: string; operIp?: string; businessType?: string; status?: '0' | '1'; beginTime?: string; endTime?: string };
