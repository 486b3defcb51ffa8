/**
 * What each user keeps for their own tables: column customisation (SPEC.md sections 3 and 7) and
 * advanced query plans. Always the session's user in the session's organisation. Types only.
 */

/** One column of a customised table (SPEC.md section 3); unknown keys are kept as sent. */
export type CustomColumn = {
  key: string;
  label?: string;
  prop?: string;
  width?: number | string;
  fixed?: boolean | 'left' | 'right';
  show?: boolean;
  disabled?: boolean;
  align?: string;
  sortable?: boolean | string;
  children?: CustomColumn[];
};

/**
 * `POST /htservice/custom` (save = create or update): `content` is the column list, as JSON text or
 * as the array itself (at most 200 columns, children at most 3 levels deep). userId / orgId, when
 * sent, must be the session's (else 403). Answers `data: customId`.
 */
export type CustomBody = { customId?: number; userId?: number; orgId?: number; pageId: string | number; tableId: string; content: string | CustomColumn[] };

/** A row of `GET /htservice/custom/list`; `content` is the JSON text as saved. */
export type CustomRecord = { customId: number; pageId: string; tableId: string; content: string; version: number };

/** A row of `GET /htservice/queryPlan/list`; `content` is the JSON text as saved. */
export type QueryPlan = { planId: number; pageId: string; tableId: string; planName: string; content: string; createTime: string; updateTime: string };

/** `POST /htservice/queryPlan` (answers `data: planId`); `PUT` takes planId with planName and/or content. */
export type QueryPlanBody = { pageId: string | number; tableId: string; planName: string; content: string | unknown[] | Record<string, unknown> };
export type QueryPlanUpdate = { planId: number; planName?: string; content?: QueryPlanBody['content'] };
