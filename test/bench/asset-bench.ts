/**
 * Fixed-asset figures for `npm run bench`, against the running product: rows per second of a 10,000-row
 * asset-card import (xlsx), and the time to depreciate the hotel's cards once those 10,000 are generated
 * (one period, one voucher). Both are read from the task's own start and finish times, so polling does not
 * count; the generation in between is set-up, reported but not budgeted.
 */
import type { TaskState } from '../../server/contracts/task';
import type { RunningServer } from '../e2e/support/server';
import { assetRows, assetXlsx } from '../support/asset-sheet';

const ROWS = 10_000;

export type AssetFigures = { importRowsPerSecond: number; importMs: number; generationMs: number; depreciationMs: number; depreciatedCards: number };

export async function measureAssets(server: RunningServer, token: string): Promise<AssetFigures> {
  const base = `${server.url}/prod-api/htservice`;
  const auth = { Authorization: `Bearer ${token}` };
  const start = async (kind: string, body: BodyInit, headers: Record<string, string> = {}): Promise<number> => {
    const res = await fetch(`${base}/task/${kind}`, { method: 'POST', headers: { ...auth, ...headers }, body });
    if (!res.ok) throw new Error(`starting ${kind}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: TaskState }).data.taskId;
  };
  const finished = async (taskId: number): Promise<TaskState> => {
    for (let i = 0; i < 6000; i++) {
      const state = ((await (await fetch(`${base}/task/${taskId}`, { headers: auth })).json()) as { data: TaskState }).data;
      if (['done', 'failed', 'cancelled'].includes(state.status)) {
        if (state.status !== 'done') throw new Error(`task ${taskId} ${state.kind}: ${state.status} ${JSON.stringify(state.step)}`);
        return state;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`task ${taskId} did not finish in 5 minutes`);
  };
  const took = (s: TaskState) => s.finishedAt! - s.startedAt!;

  const form = new FormData();
  form.set('file', new File([(await assetXlsx(assetRows(ROWS, 'BENCH'))) as Uint8Array<ArrayBuffer>], 'bench-cards.xlsx'));
  const imported = await finished(await start('asset-card-import', form));
  const generated = await finished(await start('asset-generation', '{}', { 'Content-Type': 'application/json' }));
  const d = new Date();
  const depreciated = await finished(await start('asset-depreciation', JSON.stringify({ year: d.getFullYear(), period: d.getMonth() + 1 }), { 'Content-Type': 'application/json' }));
  return {
    importRowsPerSecond: Math.round((ROWS / took(imported)) * 1000),
    importMs: took(imported),
    generationMs: took(generated),
    depreciationMs: took(depreciated),
    depreciatedCards: Number(depreciated.step.params.cards),
  };
}
