/**
 * Operator settings, read once from the environment at start (DESIGN.md section 4).
 * Everything the server needs from its operator passes through here, so tests can build a Config
 * by hand instead of mutating process.env.
 */
import path from 'node:path';

export type Config = {
  host: string;
  /** 0 asks the OS for a free port (tests, parallel CI runs). */
  port: number;
  /** Where the embedded SQLite file and its lock live. */
  dataDir: string;
  /** postgres://… switches the engine from embedded SQLite to PostgreSQL. */
  databaseUrl: string | null;
  /** Initial administrator password for the first start; random when absent. */
  /**
   * Initial passwords the operator chose, by demo account (first start only): HT_ADMIN_PASSWORD for
   * admin, HT_PASSWORD_<NAME> (e.g. HT_PASSWORD_FRONTDESK1) for the others. Accounts without one get a
   * generated password, printed once, that must be changed at the first sign-in.
   */
  initialPasswords: Record<string, string>;
  /** HT_STOP_GRACE_SECONDS: how long requests in flight may take to finish once told to stop (default 10). */
  stopGraceMs: number;
  /** The SPA's OAuth client. The secret is public (the browser carries it), so it only names the client. */
  clientId: 'web';
  clientSecret: string;
  /** HT_CAPTCHA=off: no captcha at all on this server, whatever the config key says. */
  captchaOff: boolean;
  /** Only behind a proxy we control may X-Forwarded-For be believed; otherwise anyone could pick their IP. */
  trustProxy: boolean;
  /** HT_JOBS=off: this process runs no scheduled jobs (another process on the same database does). */
  jobsOff: boolean;
  /**
   * HT_TASK_LEASE_MS: how long a process's claim on a running task holds without renewal (default 30 s);
   * a task whose process died is taken over by another process that much later. Tests shorten it.
   */
  taskLeaseMs: number;
  /** HT_TASK_BATCH: rows an import writes per transaction (default 500): smaller holds a connection for less time. */
  taskBatch: number;
  /** HT_PDF_FONT (+ HT_PDF_FONT_FACE inside a .ttc): the CJK font of printed PDFs; null looks for Noto Sans CJK. */
  pdfFont: { file: string; face: string } | null;
};

/** Reads the operator settings; unknown or malformed values fall back to the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    host: env.HOST || '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    dataDir: path.resolve(env.HT_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null,
    initialPasswords: initialPasswords(env),
    stopGraceMs: stopGraceSeconds(env.HT_STOP_GRACE_SECONDS) * 1000,
    clientId: 'web',
    clientSecret: env.HT_CLIENT_SECRET || 'web',
    captchaOff: (env.HT_CAPTCHA ?? '').toLowerCase() === 'off',
    trustProxy: env.HT_TRUST_PROXY === '1',
    jobsOff: (env.HT_JOBS ?? '').toLowerCase() === 'off',
    taskLeaseMs: leaseMs(env.HT_TASK_LEASE_MS),
    taskBatch: batchRows(env.HT_TASK_BATCH),
    pdfFont: env.HT_PDF_FONT ? { file: env.HT_PDF_FONT, face: env.HT_PDF_FONT_FACE || 'NotoSansCJKsc-Regular' } : null,
  };
}

/** 1 to 600 seconds; 10 when absent or malformed (a supervisor's kill timeout should be longer). */
function stopGraceSeconds(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 600 ? seconds : 10;
}

/** HT_ADMIN_PASSWORD and every HT_PASSWORD_<NAME>, by lower-case account name. */
function initialPasswords(env: NodeJS.ProcessEnv): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^HT_PASSWORD_([A-Z0-9_]+)$/.exec(key);
    if (m && value) chosen[m[1].toLowerCase()] = value;
  }
  if (env.HT_ADMIN_PASSWORD) chosen.admin = env.HT_ADMIN_PASSWORD;
  return chosen;
}

/** At least a second (renewals go out every third of it), 30 s when absent or malformed. */
function leaseMs(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 1000 ? ms : 30_000;
}

/** 1 to 5000 rows, 500 when absent or malformed. */
function batchRows(value: string | undefined): number {
  const rows = Number(value);
  return Number.isInteger(rows) && rows >= 1 && rows <= 5000 ? rows : 500;
}
