/** Sign-in, session and user wire types (SPEC.md section 7 "Authentication and session"); the sign-in declared as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { isIsoDate } from '../lib/time.js';
import { dataReply, endpoint, okReply } from './endpoint.js';


/** `GET /code`. `img` is a base64 PNG without the data-URL prefix. */
export const CaptchaReply = z.object({ code: z.literal(200), msg: z.string(), captchaEnabled: z.boolean(), uuid: z.string().optional(), img: z.string().optional() });
export type CaptchaReply = z.infer<typeof CaptchaReply>;

export const captcha = endpoint({ summary: 'A new captcha (single use, 120 s), or captchaEnabled false when sign-in needs none', reply: { kind: 'json', schema: CaptchaReply } });

/**
 * `POST /auth/oauth/token`: sign-in, its parameters in the query string, the OAuth client in
 * `Authorization: Basic base64(client_id:client_secret)`. Refusals: client (401) → fields (422) →
 * address budget (429) → captcha (400) → organisation (422) → lock (423) → password (401).
 */
export const TokenQuery = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  grant_type: z.literal('password'),
  scope: z.literal('server'),
  /** Required unless websource is 'initplat' (checked after parsing, answered as the same 422). */
  orgId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  /** 'pc' for the shell; 'initplat' opens an initialisation-platform session (then orgId may be left out). */
  websource: z.string().max(20).optional(),
  /** Business date YYYY-MM-DD; defaults to today. */
  loginDate: z.string().refine(isIsoDate).optional(),
});
export type TokenQuery = z.input<typeof TokenQuery>;

/** The OAuth-style answer of a sign-in (not the RuoYi envelope). */
export const TokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds of idleness after which the session ends. */
  expires_in: z.number().int(),
  scope: z.literal('server'),
  nick_name: z.string(),
  user_id: z.number().int(),
  org_id: z.number().int(),
  /** True when someone else set the password: the user must choose a new one before anything else. */
  password_change_required: z.boolean(),
});
export type TokenReply = z.infer<typeof TokenReply>;

export const signIn = endpoint({
  summary: 'Signs in: a session token for the organisation and business date chosen',
  query: TokenQuery,
  reply: { kind: 'json', schema: TokenReply },
  refusals: [400, 423, 429],
  security: 'basic',
});

export type SysUser = {
  userId: number;
  userName: string;
  nickName: string;
  orgId: number;
  orgCode: string;
  orgName: string;
  phonenumber: string;
  email: string;
  sex: '0' | '1' | '2';
  avatar: string;
  status: '0' | '1';
  /** The user must choose a new password before anything else works (see TokenReply). */
  passwordChangeRequired: boolean;
};

/**
 * `GET /htservice/user/getInfo`. `watermark`: the session organisation's parameter `watermark` is 'Y',
 * so the shell draws the user's name and the time over the work area (shared terminals).
 */
export type UserInfoReply = { code: number; msg: string; user: SysUser; roles: string[]; permissions: string[]; watermark: boolean };

export type LoginLogStatus = 'Success' | 'Error' | 'Logout';

/** Body of `POST /htservice/logininfor`. */
export type LoginLogBody = {
  userName: string;
  nickName?: string;
  sessionId?: string;
  status: LoginLogStatus;
  browser?: string;
  os?: string;
  msg?: string;
};

/** `POST /auth/token/tokenInit` (bearer, initplat sessions only; 403 for any other). */
export const TokenInit = z.object({ moduleId: z.number().int(), userName: z.string(), nickName: z.string() });
export type TokenInitReply = { code: number; msg: string; data: z.infer<typeof TokenInit> };

export const tokenInit = endpoint({ summary: "The initialisation platform's set-up call after its sign-in (initplat sessions only)", reply: dataReply(TokenInit), refusals: [403] });

export const signOut = endpoint({ summary: 'Signs out (idempotent for a known token) and gives back its licence seats', reply: okReply, refusals: [401] });

/** Body of `POST /register` (public; open only while config `sys.account.registerUser` is 'true'). */
export type RegisterBody = {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
  uuid?: string;
  orgId: number | string;
};

export type RegisterReply = { code: number; msg: string; data: { userName: string } };
