/**
 * Type-checks generated files as if they stood in this repository: they are written to a temporary
 * folder merged with the repository root through `rootDirs`, so their relative imports reach the real
 * src/ and server/ files, and bare imports the repository's node_modules. Runs the project's own tsc.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');

/** tsc's diagnostics for `files` (path → text); '' when they compile. */
export function typecheck(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-gen-tsc-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const compilerOptions = {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: 'react-jsx',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      rootDirs: ['.', REPO],
      paths: { '*': [`${REPO}/node_modules/@types/*`, `${REPO}/node_modules/*`] },
    };
    // The browser's ambient declarations (asset imports, the bundle's `process.env.NODE_ENV`), as tsconfig.browser.json has them.
    const ambient = [path.join(REPO, 'types.d.ts'), path.join(REPO, 'types-browser.d.ts')];
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [...Object.keys(files), ...ambient] }));
    const run = spawnSync(path.join(REPO, 'node_modules/.bin/tsc'), ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    return run.status === 0 ? '' : `${run.stdout}${run.stderr}` || `tsc exited with ${run.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
