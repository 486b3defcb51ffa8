/**
 * One run-kind task (run-kind.ts) from its stored options to its end state. The kind decides its units of
 * work; this runner gives it the task's context, keeps the row up to date and turns a shutdown seen
 * through `interrupted()` into a hand-back to the queue, whatever the kind answers after it.
 */
import { isImportKind, TASK_KINDS } from './registry.js';
import { RUN_LANG, type OutputMeta, type RunKindContext } from './run-kind.js';
import { writeTransaction } from '../db/write-transaction.js';
import { jsonBytes, putTaskFile } from './task-files.js';
import { taskSteps, yieldToLoop, type RunContext } from './task-steps.js';

export async function runTask(ctx: RunContext, taskId: number): Promise<void> {
  const { db } = ctx;
  const task = await db.selectFrom('tasks').select(['org_id', 'user_id', 'kind', 'options']).where('task_id', '=', taskId).executeTakeFirstOrThrow();
  const kind = TASK_KINDS[task.kind];
  if (isImportKind(kind)) throw new Error(`task ${taskId}: ${task.kind} is an import`);
  const { update, finish, cancelRequested, requeue } = taskSteps(ctx, taskId);
  let stopped = false;
  let outputName: string | null = null;

  // Stored as validated when the task was started (and kept for retry), with the starter's language.
  const { [RUN_LANG]: lang, ...options } = JSON.parse(task.options) as Record<string, unknown>;
  const runCtx: RunKindContext<unknown> = {
    db,
    engine: ctx.engine,
    now: ctx.now,
    taskId,
    orgId: task.org_id,
    userId: task.user_id,
    options,
    lang: lang === 'en' ? 'en' : 'zh',
    async progress(done, total, step) {
      await update({ done, total, ...(step ? { step_key: step.key, step_params: JSON.stringify(step.params ?? {}) } : {}) });
      await ctx.announce(taskId);
      await ctx.afterBatch(taskId);
      await yieldToLoop();
    },
    async interrupted() {
      if (await cancelRequested()) return 'cancel';
      if (ctx.stopping()) stopped = true;
      return stopped ? 'stop' : null;
    },
    async putOutput(bytes, fileName, contentType) {
      // Fenced like every other write of the run: a runner that lost its task must not replace the file.
      await writeTransaction(db, ctx.engine, async (trx) => {
        await update({ runner_id: ctx.runnerId }, trx);
        await putTaskFile(trx, taskId, 'result', bytes);
        await putTaskFile(trx, taskId, 'result-meta', jsonBytes({ fileName, contentType } satisfies OutputMeta));
      });
      outputName = fileName;
    },
  };
  const outcome = await kind.run(runCtx);
  if (stopped) return requeue();
  // `file` in the end step tells the job centre there is something to download.
  const params = { ...outcome.step.params };
  if (outputName && outcome.status === 'done') params.file = outputName;
  await finish(outcome.status, outcome.step.key, params);
}
