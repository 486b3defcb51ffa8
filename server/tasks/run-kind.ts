/**
 * The second sort of task beside imports: a calculation or an export that starts from a JSON body instead
 * of a file (asset depreciation, report calculation, report PDF and Excel exports...). A run kind does its
 * work in units of its own choosing; between two units it reports progress and asks whether it was
 * interrupted, so a cancel or a shutdown stops it at a clean point, exactly as an import stops between
 * batches. What it produces for download (a PDF, a workbook) is stored with the task and answered by
 * `GET /htservice/task/{taskId}/result`, as an import's result is.
 */
import type { z } from 'zod';
import type { Db, Engine } from '../db/connect.js';
import type { AuthInfo } from '../context.js';
import type { Lang } from '../i18n.js';

type StepParams = Record<string, string | number>;

export type RunKindContext<O> = {
  db: Db;
  engine: Engine;
  now: () => number;
  taskId: number;
  orgId: number;
  userId: number;
  options: O;
  /** The starter's language (from the request that started it): for the texts of what it produces. */
  lang: Lang;
  /** Stores done/total (and the step, a `task.step.<key>` text key with params), tells the watchers, yields to the event loop. */
  progress: (done: number, total: number, step?: { key: string; params?: StepParams }) => Promise<void>;
  /** Between two units of work: 'cancel' when the user cancelled, 'stop' when the server is shutting down (return at once: the task is queued again), else null. */
  interrupted: () => Promise<'cancel' | 'stop' | null>;
  /** Keeps a file to download at GET /htservice/task/{taskId}/result (the last one put wins). */
  putOutput: (bytes: Uint8Array, fileName: string, contentType: string) => Promise<void>;
};

export type RunOutcome = { status: 'done' | 'failed' | 'cancelled'; step: { key: string; params?: StepParams } };

/** The members that take `O` are methods, so any kind is a `RunKind` (the default) for the code that runs every kind: it hands each kind only the options its own schema parsed. */
export type RunKind<O = unknown> = {
  kind: string;
  /** The permission to start (and retry) one. */
  permission: string;
  /** The JSON body of `POST /htservice/task/{kind}`, validated (422 naming the field). */
  options: z.ZodType<O>;
  /** What the job centre shows where an import shows its file name, in the starter's language. */
  label(options: O, lang: Lang): string;
  /** Beyond the permission: whether this caller may start it at all (403 otherwise), e.g. platform-wide work. */
  authorize?(auth: AuthInfo): boolean;
  /** Refusals the caller hears at once, before anything is queued (an HttpError: 409, 422…); `run` checks them again. */
  precheck?(env: { db: Db; orgId: number }, options: O): Promise<void>;
  run(ctx: RunKindContext<O>): Promise<RunOutcome>;
};

/** The key under which the starter's language is stored with a run task's options. */
export const RUN_LANG = '__lang';

/** The file a run kind put: its name and type, stored beside the bytes (task_files role 'result-meta'). */
export type OutputMeta = { fileName: string; contentType: string };
