/**
 * What every bench piece that also runs on its own shares: its table of figures, and the run itself
 * (start the built server, measure, print, exit 1 when a budget is broken). bench.ts prints all pieces' rows
 * in one table the same way.
 */
import { pathToFileURL } from 'node:url';
import { startServer, type RunningServer } from '../e2e/support/server';

/** One line of the bench table: measure, figure, budget, within budget. */
export type BenchRow = [string, string, string, boolean];

/** Prints the table; true when every figure is within its budget. */
export function printRows(rows: BenchRow[]): boolean {
  console.log('\nmeasure | figure | budget | ok');
  for (const [name, figure, budget, ok] of rows) console.log(`${name} | ${figure} | ${budget} | ${ok ? 'yes' : 'NO'}`);
  return rows.every((r) => r[3]);
}

/** True when the file at `moduleUrl` is the script node was started with (not imported by bench.ts). */
export const isMain = (moduleUrl: string): boolean => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

/** Runs one piece against a fresh built server and exits with its verdict; `notes` are printed after the table. */
export async function runAlone(measure: (server: RunningServer) => Promise<{ rows: BenchRow[]; notes?: string[] }>): Promise<never> {
  const server = await startServer();
  let ok = false;
  try {
    const { rows, notes = [] } = await measure(server);
    ok = printRows(rows);
    for (const line of notes) console.log(line);
  } finally {
    await server.stop();
  }
  process.exit(ok ? 0 : 1);
}
