/**
 * The first screen paints before React has loaded (src/app/boot/react-boot.ts): nothing the entry reaches
 * through static imports may bring React, Mantine, wouter or signals' React bindings. The React shell
 * starts at a dynamic import, so only static, non-type imports are followed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOf } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
// DOMPurify too: the HTML sanitiser loads with the signed-in pages that show rich text, never before.
// TanStack (Query, Virtual) too: server state belongs to the signed-in shell, not the login page.
const REACT_SIDE = [/^react(-dom)?($|\/)/, /^@mantine\//, /^wouter($|\/)/, /^@preact\/signals-react($|\/)/, /^dompurify($|\/)/, /^@tanstack\//];

/** The file a relative specifier names, trying the extensions the build resolves; null for CSS and other assets. */
function resolve(from: string, spec: string, exists: (file: string) => boolean): string | null {
  const base = path.posix.join(path.posix.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => /\.tsx?$/.test(f) && exists(f)) ?? null;
}

/** Each package of REACT_SIDE reached from `entry`, with the chain of files that reaches it. */
export function reactReachedFrom(entry: string, read: (file: string) => string, exists: (file: string) => boolean): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { spec, typeOnly, dynamic } of importsOf(read(file))) {
      if (typeOnly || dynamic) continue;
      if (!spec.startsWith('.')) {
        if (REACT_SIDE.some((p) => p.test(spec))) found.push(`${[...chain, file].join(' → ')} → ${spec}`);
        continue;
      }
      const target = resolve(file, spec, exists);
      if (target) walk(target, [...chain, file]);
    }
  };
  walk(entry, []);
  return found;
}

test('the checker finds React behind a chain of static imports, and not behind a dynamic one', () => {
  const files: Record<string, string> = {
    'src/main.ts': "import './a';\nconst later = () => import('./b');",
    'src/a.ts': "import type { ReactNode } from 'react';\nimport { c } from './c';",
    'src/b.tsx': "import { createRoot } from 'react-dom/client';",
    'src/c.ts': "import { Button } from '@mantine/core';",
  };
  const found = reactReachedFrom(
    'src/main.ts',
    (f) => files[f],
    (f) => f in files,
  );
  assert.equal(found, ['src/main.ts → src/a.ts → src/c.ts → @mantine/core']);
});

test('the shell entry reaches no React before the first screen has painted', () => {
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  const exists = (file: string) => existsSync(path.join(ROOT, file));
  assert.ok(exists('src/main.ts'), 'the entry is where the build expects it');
  assert.equal(reactReachedFrom('src/main.ts', read, exists), []);
});

test.run();
