/** Organisation parameters on the wire (`/htservice/baseOrgPara`). Always the session's organisation. Types only. */

export type BaseOrgPara = {
  paraId: number;
  orgId: number;
  /** Unique within the organisation. */
  paraKey: string;
  paraName: string;
  paraValue: string;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
  /** The codes a default key takes (db/org-para-defaults.ts), any other value is refused; absent: free text. Not sent back. */
  choices?: string[];
};

/** `POST /htservice/baseOrgPara`; `PUT` adds paraId and version, every other field optional (paraKey cannot change). */
export type BaseOrgParaBody = { paraKey: string; paraName: string; paraValue?: string; remark?: string };
export type BaseOrgParaUpdate = { paraId: number; version: number; paraName?: string; paraValue?: string; remark?: string };

/** `GET /htservice/baseOrgPara/baseOrgParaUpdate` (orgId, orgCode?, orgName?): the parameters added (values never overwritten). */
export type ParaUpdateResult = { added: Array<{ paraKey: string; paraName: string; paraValue: string }> };

/**
 * `GET /htservice/baseOrgPara/getParaValueByKey` (paraKey): the value for the session's organisation,
 * RuoYi style in `msg` (as configKey does) and also in `data`; an unknown key answers 404.
 */
export type ParaValueReply = { code: number; msg: string; data: string };
