/** Keeps DESIGN.md section 3's import table true by scanning every import specifier of the source tree. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importCycles } from './support/import-cycles';
import { importsOf } from './support/imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Only src/lib may talk to these libraries directly: everything else goes through its seam file. */
const SEAMED_PACKAGES = new Set(['mitt', 'ofetch', 'rosetta', 'dompurify']);
const MIGRATIONS = 'server/db/migrations/';
const MIGRATION_RUNNER = 'server/db/migrate.ts';
/** The wire contracts, which the browser's type check reads (tsconfig.browser.json): zod, shared/ and each other only. */
const CONTRACTS = 'server/contracts/';
/** Besides the signed-out pages, Preact draws only form-js's own fields: an approval form field of ours is one (form-js renders Preact). */
const FORM_JS_FIELDS = new Set(['src/modules/service/MoneyField.tsx']);
/** The text keys' types (issue 19): derived from every registered table by `import type`, and taken by src/lib/i18n.ts the same way; nothing loads. */
const TEXT_KEY = 'src/locales/text-key.ts';

/** The area a repository-relative path belongs to: 'src/app', 'src/modules/crm', 'widgets/chat', 'server', ... */
function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'modules') return parts.slice(0, 3).join('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : 'src/main';
  if (parts[0] === 'widgets') return parts.slice(0, 2).join('/');
  return parts[0];
}

/** Returns a sentence for each import of `file` that the table forbids. */
export function violations(file: string, source: string): string[] {
  const from = areaOf(file);
  const out: string[] = [];
  for (const { spec, typeOnly } of importsOf(source)) {
    const relative = spec.startsWith('.');
    if (!relative) {
      const pkg = spec.split('/')[0];
      if (SEAMED_PACKAGES.has(pkg) && from !== 'src/lib' && from !== 'server') out.push(`${file}: imports ${spec}; only src/lib may (use its seam file)`);
      if (pkg === 'preact' && !file.startsWith('src/app/signed-out/') && !FORM_JS_FIELDS.has(file))
        out.push(`${file}: imports ${spec}; Preact renders only the signed-out pages (src/app/signed-out/) and form-js's fields, everything else is React`);
      if (file.startsWith(CONTRACTS) && pkg !== 'zod') out.push(`${file}: imports ${spec}; a contract imports only zod, shared/ and other contracts`);
      continue;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const to = areaOf(target);
    // Migrations are history: only the runner runs them, and they run no live code (a copy of what they need is frozen in them).
    const inMigrations = (f: string) => f.startsWith(MIGRATIONS);
    if (inMigrations(target) && !inMigrations(file) && file !== MIGRATION_RUNNER) out.push(`${file}: imports ${spec}; only ${MIGRATION_RUNNER} imports a migration`);
    if (inMigrations(file) && !inMigrations(target) && !typeOnly) out.push(`${file}: imports ${spec}; a migration imports no live code (copy what it needs into it)`);
    if (file.startsWith(CONTRACTS) && !target.startsWith(CONTRACTS) && to !== 'shared') out.push(`${file}: imports ${spec}; a contract imports only zod, shared/ and other contracts`);
    if (to === from) continue;
    if (typeOnly && (file === TEXT_KEY || (target === TEXT_KEY.replace(/\.ts$/, '') && file === 'src/lib/i18n.ts'))) continue;
    const ok = (() => {
      // shared/: pure code both sides run (no imports of its own); anyone may use it.
      if (from === 'shared') return false;
      if (to === 'shared') return true;
      if (to === 'server') return from === 'server' || (target.startsWith('server/contracts/') && typeOnly);
      if (from === 'server') return false;
      if (from === 'src/main') return ['src/app', 'src/lib', 'src/state', 'src/locales'].includes(to);
      if (from === 'src/app')
        return to.startsWith('src/modules/') || ['src/state', 'src/ui', 'src/lib', 'src/locales'].includes(to) || /^widgets\/[^/]+\/index\.tsx?$/.test(`${target.replace(/\.tsx?$/, '')}.tsx`);
      if (from.startsWith('src/modules/')) return ['src/state', 'src/ui', 'src/lib'].includes(to);
      if (from === 'src/state' || from === 'src/ui') return to === 'src/lib';
      if (from === 'src/lib' || from === 'src/locales') return false;
      if (from.startsWith('widgets/')) return to === 'src/ui' || to === 'src/lib';
      return true;
    })();
    if (!ok) out.push(`${file}: ${from} may not import ${spec}${to === 'server' ? ' (only `import type` from server/contracts)' : ''}`);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(path.join(ROOT, dir));
  } catch {
    return out;
  }
  for (const name of entries) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out = out.concat(sourceFiles(rel));
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(rel);
  }
  return out;
}

test('the scanner catches each kind of forbidden import', () => {
  assert.equal(violations('src/state/x.model.ts', "import { Button } from '../ui/Button';").length, 1);
  assert.equal(violations('src/modules/crm/index.ts', "import x from '../assets/index';").length, 1);
  assert.equal(violations('src/ui/Table.tsx', "import { ofetch } from 'ofetch';").length, 1);
  assert.equal(violations('src/app/Pending.tsx', "import { render } from 'preact';").length, 1);
  assert.equal(violations('src/app/signed-out/LoginPage.tsx', "import { useState } from 'preact/hooks';").length, 0);
  assert.equal(violations('src/modules/service/MoneyField.tsx', "import { useState } from 'preact/hooks';").length, 0);
  assert.equal(violations('src/modules/service/FormView.tsx', "import { useState } from 'preact/hooks';").length, 1);
  assert.equal(violations('src/app/App.tsx', "import { x } from '../../server/db/connect';").length, 1);
  assert.equal(violations('src/app/App.tsx', "import { Reply } from '../../server/contracts/common';").length, 1);
  assert.equal(violations('server/app.ts', "import { t } from '../src/lib/i18n';").length, 1);
  assert.equal(violations('widgets/chat/index.tsx', "const m = import('../../src/state/session.model');").length, 1);
  assert.equal(violations('src/lib/api.ts', "import { bus } from './bus';\nimport { ofetch } from 'ofetch';").length, 0);
  assert.equal(violations('src/app/App.tsx', "import type { Reply } from '../../server/contracts/common';").length, 0);
  assert.equal(violations('src/modules/approvals/x.ts', "import { parseCondition } from '../../../shared/approval-condition';").length, 0);
  assert.equal(violations('server/approvals/x.ts', "import { evaluate } from '../../shared/approval-condition.js';").length, 0);
  assert.equal(violations('shared/x.ts', "import { t } from '../server/i18n.js';").length, 1);
  assert.equal(violations('server/db/seed.ts', "import { X } from './migrations/0003_login_variants.js';").length, 1);
  assert.equal(violations('server/db/migrate.ts', "import { init } from './migrations/0001_init.js';").length, 0);
  assert.equal(violations('server/db/migrations/0015_chat.ts', "import { syncRoutes } from '../sys-routes.js';").length, 1);
  assert.equal(violations('server/db/migrations/0015_chat.ts', "import type { Engine } from '../connect.js';\nimport { withId } from './0001_init.js';").length, 0);
  assert.equal(violations('server/contracts/x.ts', "import type { Engine } from '../db/connect.js';").length, 1);
  assert.equal(violations('server/contracts/x.ts', "import { Hono } from 'hono';").length, 1);
  assert.equal(violations('src/locales/text-key.ts', "import type { systemTexts } from '../modules/system/locales';").length, 0);
  assert.equal(violations('src/locales/text-key.ts', "import { systemTexts } from '../modules/system/locales';").length, 1);
  assert.equal(violations('src/lib/i18n.ts', "import type { TextKey } from '../locales/text-key';").length, 0);
  assert.equal(violations('src/lib/api.ts', "import type { TextKey } from '../locales/text-key';").length, 1);
  assert.equal(violations('server/contracts/x.ts', "import { z } from 'zod';\nimport { MAX_IDS } from '../../shared/wire-constants.js';\nimport { numericId } from './fields.js';").length, 0);
});

test('every file of src, widgets, server and shared follows the import table', () => {
  const files = ['src', 'widgets', 'server', 'shared'].flatMap(sourceFiles);
  assert.ok(files.length > 20, 'the scan found the source tree');
  const found = files.flatMap((file) => violations(file, readFileSync(path.join(ROOT, file), 'utf8')));
  assert.equal(found, []);
});

// A lazily loaded chunk still runs what it imports, so a loop through `import()` is a loop too: where the lazily
// loaded side needs the loader, it is given it at start (feedback.ts's React start, the signed-out pages' display
// in boot/signed-out-display.ts) or the shared piece has a module of its own (boot/lazy-signed-in-pages.ts).
test('no file of the browser imports itself back, not even through a lazily loaded chunk (no import loop)', () => {
  assert.equal(importCycles(ROOT, ['src', 'widgets'].flatMap(sourceFiles)), []);
});

// The server's modules load once at start, so any loop (lazy `import()` too) leaves one of them half-initialised
// for the others: share the common piece through a module of its own instead (e.g. lib/period-text.ts).
test('no file of the server or of shared/ imports itself back (no import loop)', () => {
  assert.equal(importCycles(ROOT, ['server', 'shared'].flatMap(sourceFiles)), []);
});

test('the loop finder sees loops through dynamic imports and ignores type-only ones', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  try {
    const files = {
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "export const b = 1;\nexport const later = () => import('./a');",
      'c.ts': "import type { D } from './d';\nexport type C = D;",
      'd.tsx': "import { x } from './c.js';\nexport type D = number;",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    assert.equal(importCycles(dir, Object.keys(files)), [['a.ts', 'b.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
