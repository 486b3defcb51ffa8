/** Sign-in, session and user wire types (SPEC.md section 7 "Authentication and session"). Types only. */

/** `GET /code`. `img` is a base64 PNG without the data-URL prefix. */
export type CaptchaReply = { code: number; msg: string; captchaEnabled: boolean; uuid?: string; img?: string };

/** Query parameters of `POST /auth/oauth/token` (sent with `Authorization: Basic base64(client_id:client_secret)`). */
export type TokenQuery = {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
  client_id: string;
  client_secret: string;
  grant_type: 'password';
  scope: 'server';
  /** Required for websource 'pc'; optional for 'initplat' (the user's home organisation). */
  orgId?: string;
  /** 'pc' for the shell; 'initplat' opens an initialisation-platform session (then orgId may be left out). */
  websource: string;
  /** Optional business date YYYY-MM-DD; defaults to today. */
  loginDate?: string;
};

export type TokenReply = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: 'server';
  nick_name: string;
  user_id: number;
  org_id: number;
  /** True when someone else set the password: the user must choose a new one before anything else. */
  password_change_required: boolean;
};

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
export type TokenInitReply = { code: number; msg: string; data: { moduleId: number; userName: string; nickName: string } };

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
