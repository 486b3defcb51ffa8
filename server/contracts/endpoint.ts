/**
 * One endpoint's contract, declared once: its path parameters, query, body and reply as zod schemas.
 * The route validates with them (plugins/contract.ts), the OpenAPI document is generated from them
 * (routes/openapi.ts) and the browser imports their types (`z.infer`, by `import type`). The envelopes
 * of DESIGN.md section 4 are built here once, so every reply of a kind has the same shape.
 */
import { z } from 'zod';

/** The media types of the documents the API answers with. */
export const FILE_MEDIA = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/** Statuses an endpoint may answer besides those its guards and its validation imply (401, 403, 400/422, 503). */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429;

/** A file answer names each media type it may come in (an avatar is one of three image types). */
type EndpointReply = { kind: 'json'; schema: z.ZodType } | { kind: 'file'; media: ReadonlyArray<keyof typeof FILE_MEDIA> };

export type Endpoint = {
  /** One line for the document. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /**
   * A list call's filters. Its query is these plus the page keys, sort and query-plan conditions of
   * lib/list-query.ts, whose parseList validates it (empty values mean "not given" there).
   */
  list?: z.ZodObject;
  /**
   * An export's fields when it is not a list: read by lib/export-input.ts from the query string or a form
   * or JSON body alike, and parsed by the route itself (like `list`).
   */
  exportFields?: z.ZodObject;
  /** A JSON body (whatever Content-Type the caller claims, as parseJson reads it). */
  body?: z.ZodType;
  /**
   * The body may also be the bare value of this field of `body`, as plain text or a JSON string (RuoYi's
   * clients post a route address as it is); the document lists text/plain beside application/json.
   */
  textField?: string;
  /** A multipart/form-data upload instead: the name of its file field (the route reads it itself). */
  upload?: string;
  reply: EndpointReply;
  refusals?: RefusalStatus[];
  /** 'basic': the OAuth client's credentials (the sign-in call); otherwise the route's facts decide. */
  security?: 'basic';
};

/** The error answer: `code` equals the HTTP status, `field` names the offending input (400/422). */
export const ErrorReply = z
  .object({ code: z.number().int(), msg: z.string(), field: z.string().optional() })
  .meta({ id: 'Error', description: "Refused: `msg` says why in the caller's language, `field` names the offending input" });

/** `{ code: 200, msg }`: done, nothing to answer with. */
const OkReply = z.object({ code: z.literal(200), msg: z.string() }).meta({ id: 'Ok' });

/** `{ code: 200, msg, data }`. */
export const dataReply = <T extends z.ZodType>(data: T) => ({ kind: 'json', schema: z.object({ code: z.literal(200), msg: z.string(), data }) }) as const;

/** `{ code: 200, msg, rows, total }`: one page of a list. */
export const tableReply = <T extends z.ZodType>(row: T) => ({ kind: 'json', schema: z.object({ code: z.literal(200), msg: z.string(), rows: z.array(row), total: z.number().int().min(0) }) }) as const;

export const okReply = { kind: 'json', schema: OkReply } as const;

/** `{ code: 200, msg, …values }`: RuoYi's answers that carry their values beside (or instead of) `data`. */
export const envelopeReply = <S extends z.ZodRawShape>(values: S) => ({ kind: 'json', schema: z.object({ code: z.literal(200), msg: z.string(), ...values }) }) as const;

export const fileReply = (...media: Array<keyof typeof FILE_MEDIA>) => ({ kind: 'file', media }) as const;

/** The generic envelope, for endpoints whose contract is not declared yet. */
export const GenericReply = z
  .object({ code: z.number().int(), msg: z.string(), data: z.unknown().optional(), rows: z.array(z.unknown()).optional(), total: z.number().int().optional() })
  .meta({ id: 'Reply', description: 'RuoYi envelope; lists carry rows and total, single records data; exports are files' });

/** Declares an endpoint (identity: keeps the literal types the route's handler reads). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;
