/**
 * The monitoring pages (login log, operation log, online users), each call declared once as a
 * contract (contracts/endpoint.ts). The login log and online users are the session's organisation's
 * only; the platform administrator reads every hotel's operation log.
 */
import { z } from 'zod';
import { dayFilter, idList, numericId, textFilter } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';

/** Filters also take RuoYi's `params[beginTime]`/`params[endTime]` for the YYYY-MM-DD days (inclusive). */
const days = { beginTime: dayFilter, endTime: dayFilter };

// ---- login log ----

/** A sign-in outcome: written by the server (routes/auth.ts) and by the shell (`POST /htservice/logininfor`). */
export const LoginLogStatus = z.enum(['Success', 'Error', 'Logout']);
export type LoginLogStatus = z.infer<typeof LoginLogStatus>;

/** A row of `GET /htservice/logininfor/list` (system:logininfor:list); the session's organisation only. */
const LoginLog = z.object({
  infoId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  /** The short session id (16 hex), '' for a failed sign-in. */
  sessionId: z.string(),
  /** Success, Error or Logout. */
  status: z.string(),
  ipaddr: z.string(),
  browser: z.string(),
  os: z.string(),
  /** In the reader's language when the server wrote it. */
  msg: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  loginTime: z.string(),
});

/**
 * Filters of the login log list and of its export. Sortable: infoId, userName, status, loginTime
 * (default loginTime desc). Query-plan keys (`field[op]=value`) work on every LoginLog field, loginTime as a date.
 */
const loginLogFilters = z.object({ userName: textFilter(), ipaddr: textFilter(), status: LoginLogStatus.optional(), ...days });

export const loginLogList = endpoint({
  summary: "A page of the organisation's login log, newest first (userName, ipaddr: contains; status; days; query plan)",
  list: loginLogFilters,
  reply: tableReply(LoginLog),
});
export const loginLogRemove = endpoint({ summary: 'Deletes login log rows of the organisation (all or nothing)', params: z.object({ infoIds: idList }), reply: okReply, refusals: [404] });
export const loginLogClean = endpoint({ summary: "Empties the organisation's login log", reply: okReply });
export const loginLogExport = endpoint({
  summary: 'The filtered login log as a workbook in the request language (filters in the query or the form body)',
  list: loginLogFilters,
  reply: fileReply('xlsx'),
  refusals: [400],
});

// ---- online users ----

/** A row of `GET /htservice/online/list` (system:online:list): a live session of the session's organisation. */
export const OnlineSession = z.object({
  /** The short session id (16 hex, as in the login log): `DELETE /htservice/online/{tokenId}` forces it out. */
  tokenId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  ipaddr: z.string(),
  browser: z.string(),
  os: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  loginTime: z.string(),
  lastActiveTime: z.string(),
});
export type OnlineSession = z.infer<typeof OnlineSession>;

/** Filters of the online list; sortable: userName, ipaddr, loginTime (default desc), lastActiveTime. */
const onlineFilters = z.object({ userName: textFilter(), ipaddr: textFilter() });

export const onlineList = endpoint({ summary: "A page of the organisation's live sessions, newest sign-in first (userName, ipaddr: contains)", list: onlineFilters, reply: tableReply(OnlineSession) });
export const onlineForceLogout = endpoint({
  summary: 'Ends a live session of the organisation and releases its licence seats',
  params: z.object({ tokenId: z.string().regex(/^[0-9a-f]{16}$/) }),
  reply: okReply,
  refusals: [404],
});

// ---- operation log ----

/**
 * A row of `GET /htservice/operlog/list` (system:operlog:list) and, with `perms` and `operParam`, of
 * `GET /htservice/operlog/{operId}` (system:operlog:query): one write through the API.
 */
export const OperLog = z.object({
  operId: z.number().int(),
  orgId: z.number().int().nullable(),
  orgName: z.string(),
  /** The module: the name of the page whose permission the call checks (e.g. 用户管理). */
  title: z.string(),
  /** RuoYi's business type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 9 clean. */
  businessType: z.number().int(),
  /** The route, e.g. `PUT /htservice/user/resetPwd`. */
  method: z.string(),
  requestMethod: z.string(),
  /** The user name of the caller. */
  operName: z.string(),
  operUrl: z.string(),
  /** The ids the path names ('' when none), e.g. `3` or `4,5`. */
  target: z.string(),
  operIp: z.string(),
  /** '0' success, '1' failure */
  status: z.enum(['0', '1']),
  httpStatus: z.number().int(),
  /** Why it failed, in the reader's language ('' on success). */
  errorMsg: z.string(),
  /** Milliseconds the call took. */
  costTime: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` */
  operTime: z.string(),
  /** The permission the route checked ('' for calls about the caller's own account). */
  perms: z.string().optional(),
  /** Query and body as JSON, secret values masked as '******', at most 2000 characters. */
  operParam: z.string().optional(),
});
export type OperLog = z.infer<typeof OperLog>;

/** Filters of the operation log list and export; sortable: operId, title, businessType, operName, status, operTime (default desc), costTime. */
const operLogFilters = z.object({
  title: textFilter(),
  operName: textFilter(),
  operIp: textFilter(),
  businessType: z.string().regex(/^\d$/).transform(Number).optional(),
  status: z.enum(['0', '1']).optional(),
  ...days,
});

export const operLogList = endpoint({
  summary: 'A page of the operation log, newest first (title, operName, operIp: contains; businessType; status; days; query plan)',
  list: operLogFilters,
  reply: tableReply(OperLog),
});
export const operLogGet = endpoint({ summary: 'One operation log entry with its permission and request summary', params: z.object({ operId: numericId }), reply: dataReply(OperLog), refusals: [404] });
export const operLogRemove = endpoint({ summary: 'Deletes operation log entries within reach (all or nothing)', params: z.object({ operIds: idList }), reply: okReply, refusals: [404] });
export const operLogClean = endpoint({ summary: 'Deletes every operation log entry the caller can see', reply: okReply });
export const operLogExport = endpoint({
  summary: 'The filtered operation log as a workbook in the request language (filters in the query or the form body)',
  list: operLogFilters,
  reply: fileReply('xlsx'),
  refusals: [400],
});
