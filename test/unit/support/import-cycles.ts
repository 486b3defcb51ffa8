/**
 * The import loops of a source tree: groups of files that reach each other through relative imports
 * (strongly connected components, Tarjan). Type-only imports are left out (they vanish at build time);
 * dynamic `import()` counts, since a loaded chunk still runs what it imports.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './imports';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository-relative file a relative specifier of `from` names, or null when it is not a source file. */
function resolve(root: string, from: string, spec: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '');
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Each loop as the sorted list of its files; a file importing itself is a loop of one. */
export function importCycles(root: string, files: string[]): string[][] {
  const graph = new Map<string, string[]>();
  const inTree = new Set(files);
  for (const file of files) {
    const edges = importsOf(readFileSync(path.join(root, file), 'utf8'))
      .filter((i) => i.spec.startsWith('.') && !i.typeOnly)
      .map((i) => resolve(root, file, i.spec))
      .filter((target): target is string => target !== null && inTree.has(target)); // a loop needs a way back into the tree
    graph.set(file, edges);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
