/** Sign-in, session and user wire types (SPEC.md section 7 "Authentication and session"); the sign-in declared as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { numericId } from './fields.js';
import { ApprovalMenuItem } from './approval.js';
import { dataReply, endpoint, envelopeReply, okReply } from './endpoint.js';
import { RouteNode } from './menu.js';
import { AccountingPeriod } from './org.js';
import { UserPreferences } from './preferences.js';
import { LoginLogStatus } from './monitor.js';

/** `GET /code`. `img` is a base64 PNG without the data-URL prefix. */
export const CaptchaReply = z.object({ code: z.literal(200), msg: z.string(), captchaEnabled: z.boolean(), uuid: z.string().optional(), img: z.string().optional() });
export type CaptchaReply = z.infer<typeof CaptchaReply>;

export const captcha = endpoint({ summary: 'A new captcha (single use, 120 s), or captchaEnabled false when sign-in needs none', reply: { kind: 'json', schema: CaptchaReply } });

/**
 * `POST /auth/oauth/token`: sign-in, its parameters in the query string, the OAuth client in
 * `Authorization: Basic base64(client_id:client_secret)`. Refusals: client (401) → fields (422) →
 * address budget (429) → captcha (400) → organisation (422) → lock (423) → password (401).
 */
const TokenQuery = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  grant_type: z.literal('password'),
  scope: z.literal('server'),
  /** Required unless websource is 'initplat' (checked after parsing, answered as the same 422). */
  orgId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
  /** 'pc' for the shell; 'initplat' opens an initialisation-platform session (then orgId may be left out). */
  websource: z.string().max(20).optional(),
  /** Business date YYYY-MM-DD; defaults to today. */
  loginDate: z.string().refine(isIsoDate).optional(),
});

/** The signed-in user as getInfo describes them, in the session's organisation. */
export const SysUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  sex: z.enum(['0', '1', '2']),
  avatar: z.string(),
  status: z.enum(['0', '1']),
  /** The user must choose a new password before anything else works (see TokenReply). */
  passwordChangeRequired: z.boolean(),
});
export type SysUser = z.infer<typeof SysUser>;

/**
 * `GET /htservice/user/getInfo`. `watermark`: the session organisation's parameter `watermark` is 'Y',
 * so the shell draws the user's name and the time over the work area (shared terminals).
 */
export const userInfo = endpoint({
  summary: 'Who is signed in, in which organisation, with which roles and permissions (open while a new password is due)',
  reply: envelopeReply({ user: SysUser, roles: z.array(z.string()), permissions: z.array(z.string()), watermark: z.boolean() }),
});
export type UserInfoReply = z.infer<typeof userInfo.reply.schema>;

/**
 * The token answer's addition (SPEC.md's calls stay as they are): what the shell loads after signing in,
 * so it paints the first signed-in screen without a second wave of calls. Each part is the `data` (for
 * getInfo, the body) its own endpoint answers for the new session at that moment; those endpoints keep
 * answering, for a reload and for any script.
 */
export const FirstScreen = z.object({
  /** `GET /htservice/user/getInfo`. */
  info: userInfo.reply.schema,
  /** `GET /htservice/menu/getRouters`. */
  routers: z.array(RouteNode),
  /** `GET /htservice/menu/getApprovalMenuList`. */
  approvalMenu: z.array(ApprovalMenuItem),
  /** `GET /htservice/org/selectLoginDatePeriod` for the session's login date; null where it answers 404. */
  loginPeriod: AccountingPeriod.nullable(),
  /** `GET /htservice/user/preferences`. */
  preferences: UserPreferences,
  /** `GET /htservice/config/configKey/sys.kiosk.lockMinutes`: the value ('' when unset). */
  lockMinutes: z.string(),
});
export type FirstScreen = z.infer<typeof FirstScreen>;

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
  /** What the first signed-in screen needs (absent while a new password is due: the rest is refused until then). */
  first_screen: FirstScreen.optional(),
});
export type TokenReply = z.infer<typeof TokenReply>;

export const signIn = endpoint({
  summary: 'Signs in: a session token for the organisation and business date chosen',
  query: TokenQuery,
  reply: { kind: 'json', schema: TokenReply },
  refusals: [400, 423, 429],
  security: 'basic',
});

/** `PUT /htservice/module/updatePassword`: the caller's own password (psw: 8–64 characters with a letter and a digit, not the current one). */
export const updatePassword = endpoint({
  summary: "Changes the caller's own password (the current one checked under the lockout); their other sessions end",
  body: z.object({ userId: numericId, password: z.string().min(1).max(128), psw: z.string().min(1).max(128) }),
  reply: okReply,
  refusals: [400, 403, 423],
});

/** `POST /htservice/logininfor`: Success and Logout need the session's token; Error is taken without one, under the address budget. */
export const loginLogAdd = endpoint({
  summary: "The shell's login-log entry (only what the server could not have seen is written)",
  body: z.object({
    userName: z.string().trim().max(64),
    nickName: z.string().max(64).optional(),
    sessionId: z.string().max(64).optional(),
    status: LoginLogStatus,
    browser: z.string().max(50).optional(),
    os: z.string().max(50).optional(),
    msg: z.string().max(255).optional(),
    /** The organisation a failed attempt chose (kept when it exists). */
    orgId: z.union([z.number(), z.string()]).optional(),
  }),
  reply: okReply,
  refusals: [401, 429],
});

/** `POST /auth/token/tokenInit` (bearer, initplat sessions only; 403 for any other). */
const TokenInit = z.object({ moduleId: z.number().int(), userName: z.string(), nickName: z.string() });
export type TokenInitReply = { code: number; msg: string; data: z.infer<typeof TokenInit> };

export const tokenInit = endpoint({ summary: "The initialisation platform's set-up call after its sign-in (initplat sessions only)", reply: dataReply(TokenInit), refusals: [403] });

export const signOut = endpoint({ summary: 'Signs out (idempotent for a known token) and gives back its licence seats', reply: okReply, refusals: [401] });

/**
 * `POST /register` (public; open only while config `sys.account.registerUser` is 'true'). Lengths only
 * keep absurd input out; the rules with their own messages (shared/account-rules.ts) follow the parse.
 */
export const register = endpoint({
  summary: 'Self-registration into an organisation, with the role common only',
  body: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    code: z.string().max(10).optional(),
    uuid: z.string().max(64).optional(),
    orgId: numericId,
  }),
  reply: dataReply(z.object({ userName: z.string() })),
  refusals: [400, 403, 409, 429],
});
export type RegisterBody = z.input<typeof register.body>;
export type RegisterReply = z.infer<typeof register.reply.schema>;
