/** A task's stored files: the upload ('source'), the rejected rows, the result (an import's rows as JSON text, or a run kind's output file with its name and type in 'result-meta'). */
import type { Db } from '../db/connect.js';
import type { WriteTx } from '../db/write-transaction.js';

export type TaskFileRole = 'source' | 'rejected' | 'result' | 'result-meta';

export async function putTaskFile(db: Db | WriteTx, taskId: number, role: TaskFileRole, content: Uint8Array): Promise<void> {
  await db
    .insertInto('task_files')
    .values({ task_id: taskId, role, content })
    .onConflict((oc) => oc.columns(['task_id', 'role']).doUpdateSet({ content }))
    .execute();
}

export async function readTaskFile(db: Db, taskId: number, role: TaskFileRole): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('task_files').select('content').where('task_id', '=', taskId).where('role', '=', role).executeTakeFirst();
  return row ? new Uint8Array(row.content) : undefined;
}

export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
export const parseJsonBytes = <T>(bytes: Uint8Array): T => JSON.parse(new TextDecoder().decode(bytes)) as T;
