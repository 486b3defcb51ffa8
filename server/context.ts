/** What every route and plugin is built from (the app's seams), and what auth puts on the context. */
import type { Context } from 'hono';
import type { Config } from './config.js';
import type { SessionArea } from './db/areas.js';
import type { Db, Engine } from './db/connect.js';
import type { Drain } from './plugins/draining.js';
import type { OperationLog } from './operlog/recorder.js';
import type { PushBus } from './push/bus.js';
import type { TaskHub } from './tasks/hub.js';

export type AppDeps = {
  db: Db;
  /** Which engine `db` talks to, for the few statements the engines spell differently (row locks, BEGIN IMMEDIATE). */
  engine: Engine;
  config: Config;
  /** Epoch ms; injectable so tests can move time past expiries instead of waiting. */
  now?: () => number;
  /** The caller's address; tests inject one, production derives it from the socket (or trusted proxy). */
  clientIp?: (c: Context) => string;
  /** When set, the built shell is served from here with history-mode fallback. */
  publicDir?: string;
  /** The long-running task runner; buildApp makes one when none is given (server/index.ts and socket tests hand theirs in). */
  tasks?: TaskHub;
  /**
   * Pushes to sockets of every server process (server/push); an in-process one when none is given.
   * Hand the same bus to buildApp, the task hub and the socket routes of one process.
   */
  bus?: PushBus;
  /** Set by the serving process (server/index.ts): while it stops, requests are answered 503 (server/plugins/draining.ts). */
  drain?: Drain;
  /** Where the operation log's entries go (server/operlog); buildApp makes one when none is given. Hand one in to await its idle(). */
  operLog?: OperationLog;
};

/** AppDeps with the defaults filled in, as routes receive them. */
export type Deps = Required<Omit<AppDeps, 'publicDir' | 'tasks' | 'drain' | 'operLog'>> & { publicDir?: string };

export type AuthInfo = {
  session: { tokenHash: string; sessionId: string; createdAt: number; loginDate: string };
  user: { userId: number; userName: string; nickName: string; orgId: number };
  /** The organisation of the session (not necessarily the user's home organisation: admin may pick any). */
  orgId: number;
  /** Which login opened the session: an 'initplat' session reaches module 3002 only. */
  area: SessionArea;
  roles: string[];
  permissions: string[];
  /** Someone else set the password (an administrator, a generated initial one): it must be changed first. */
  passwordChangeRequired: boolean;
};

export type AppEnv = { Variables: { auth: AuthInfo } };
