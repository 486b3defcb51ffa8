// One flat build: the browser entries (shell + widgets) together as ESM with code splitting, so every
// entry shares one copy of the bus and of the signal models; then the server as one node bundle.
// `node build.mjs --watch` rebuilds both on change for development.
import * as esbuild from 'esbuild';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const watch = process.argv.includes('--watch');
const outPublic = 'dist/public';
const outServer = 'dist/server';
/** The site address of a file written under outPublic. */
const url = (file) => `/${path.relative(outPublic, file).split(path.sep).join('/')}`;

/** Stylesheets of lazily loaded parts: `<meta name>` → entry (the shell's Mantine styles, the approval editors'). */
const LAZY_STYLES = {
  'ht-styles': 'src/app/styles/full.css',
  'ht-styles-charts': 'src/modules/reports/charts.css',
  'ht-styles-approvals': 'src/modules/service/approvals.css',
};

const widgetEntries = existsSync('widgets')
  ? (await readdir('widgets', { withFileTypes: true }))
      .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/index.tsx`))
      .map((d) => ({ in: `widgets/${d.name}/index.tsx`, out: `widgets/${d.name}` }))
  : [];

/** The first signed-in page: React's root, the signed-in area, module selection and the module layout. */
const FIRST_SIGNED_IN_PAGE = ['src/app/boot/react-root.tsx', 'src/app/SignedInArea.tsx', 'src/app/pages/ModuleSelectPage.tsx', 'src/app/layout/ModuleArea.tsx'].map((file) => path.resolve(file));

/** `file` and every output it reaches through static imports: what the browser fetches to run it. */
function staticClosure(outputs, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of outputs[file].imports) if (dep.kind === 'import-statement') staticClosure(outputs, dep.path, into);
  return into;
}

/** The scripts of the login page (the entry's closure), and those the first signed-in page adds to them. */
function firstScreens(outputs) {
  const main = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'src/main.ts');
  const loginPage = main ? staticClosure(outputs, main) : new Set();
  const signedIn = new Set();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint && FIRST_SIGNED_IN_PAGE.some((entry) => output.entryPoint.endsWith(entry))) staticClosure(outputs, file, signedIn);
  }
  return { main, loginPage, signedInOnly: [...signedIn].filter((file) => file.endsWith('.js') && !loginPage.has(file)) };
}

/**
 * Writes index.html with the hashed entry script and the CSS it imports (CSS is only ever imported by
 * entries). The entry's static imports are announced so they are fetched with it rather than after it
 * has been parsed. The first signed-in page's files are not: announced for signed-in visitors, their 80
 * requests queued ahead of React's and the API's on HTTP/1.1's six connections (a reload took 700 ms
 * instead of 540).
 */
const htmlPlugin = {
  name: 'html',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.metafile) return;
      const outputs = Object.entries(result.metafile.outputs);
      const main = outputs.find(([, o]) => o.entryPoint === 'src/main.ts');
      if (!main) return;
      const css = main[1].cssBundle ? `<link rel="stylesheet" href="${url(main[1].cssBundle)}">` : '';
      // Stylesheets loaded after the first screen, each named in a <meta> (src/lib/stylesheet.ts).
      const meta = Object.entries(LAZY_STYLES)
        .map(([name, entry]) => [name, outputs.find(([file, o]) => o.entryPoint === entry && file.endsWith('.css'))])
        .filter(([, hit]) => hit)
        .map(([name, hit]) => `<meta name="${name}" content="${url(hit[0])}">`)
        .join('');
      const { loginPage } = firstScreens(result.metafile.outputs);
      const preloads = [...loginPage]
        .filter((file) => file !== main[0])
        .map((file) => `<link rel="modulepreload" href="${url(file)}">`)
        .join('');
      const template = await readFile('public/index.html', 'utf8');
      const html = template.replace('<!--css-->', meta + css).replace('<!--js-->', `<script type="module" src="${url(main[0])}"></script>${preloads}`);
      await writeFile(path.join(outPublic, 'index.html'), html);
    });
  },
};

/**
 * Gives every widget a stable address for pages outside the shell: dist/public/widgets/<name>.js (served
 * with no-cache) links the Mantine stylesheet the widgets use (full.css, once per page) and re-exports the
 * hashed entry, so an embedding page never changes when the product is rebuilt.
 */
const widgetLoaders = {
  name: 'widget-loaders',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.metafile) return;
      const outputs = Object.entries(result.metafile.outputs);
      const full = outputs.find(([file, o]) => o.entryPoint === 'src/app/styles/full.css' && file.endsWith('.css'));
      await mkdir(path.join(outPublic, 'widgets'), { recursive: true });
      for (const entry of widgetEntries) {
        const js = outputs.find(([file, o]) => o.entryPoint === entry.in && file.endsWith('.js'));
        if (!js) continue;
        const css = full ? JSON.stringify(url(full[0])) : 'null';
        const loader = [
          `// The ${path.basename(entry.out)} widget's stable address (written by build.mjs).`,
          `const css = ${css};`,
          `if (css && !document.querySelector(\`link[rel="stylesheet"][href="\${css}"]\`)) {`,
          `  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: css });`,
          `  document.head.append(link);`,
          `}`,
          `export * from ${JSON.stringify(url(js[0]))};`,
          '',
        ].join('\n');
        await writeFile(path.join(outPublic, 'widgets', `${path.basename(entry.out)}.js`), loader);
      }
    });
  },
};

/**
 * Rewrites `import { A, B } from '@mantine/core'` (and hooks) into imports of the files that define A and
 * B. esbuild's code splitting puts every module reachable through a barrel into a shared chunk, which made
 * the login page load the whole signed-in shell's components; direct imports keep each chunk to what it uses.
 */
const BARRELS = ['@mantine/core', '@mantine/hooks'];
const deepImports = {
  name: 'deep-imports',
  async setup(build) {
    const maps = new Map();
    for (const pkg of BARRELS) {
      const index = path.resolve('node_modules', pkg, 'esm/index.mjs');
      const map = new Map();
      for (const [, names, file] of (await readFile(index, 'utf8')).matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
        for (const name of names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = name.split(/\s+as\s+/);
          map.set(local, { imported, file: file.startsWith('.') ? path.resolve(path.dirname(index), file) : file });
        }
      }
      maps.set(pkg, map);
    }
    const pattern = /import\s*\{([^}]*)\}\s*from\s*['"](@mantine\/(?:core|hooks))['"];?/g;
    build.onLoad({ filter: /\.(tsx?|mjs)$/ }, async (args) => {
      const inOurs = !args.path.includes('node_modules') || args.path.includes(`node_modules${path.sep}@mantine${path.sep}`);
      if (!inOurs) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('@mantine/')) return undefined;
      const contents = source.replace(pattern, (_whole, names, pkg) => {
        const map = maps.get(pkg);
        const kept = [];
        const direct = [];
        for (const spec of names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          if (spec.startsWith('type ')) continue;
          const [name, alias] = spec.split(/\s+as\s+/);
          const hit = map.get(name);
          if (hit) direct.push(`import { ${hit.imported} as ${alias ?? name} } from ${JSON.stringify(hit.file)};`);
          else kept.push(spec);
        }
        return [...direct, kept.length ? `import { ${kept.join(', ')} } from '${pkg}';` : ''].join('\n');
      });
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents, loader, resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * Keeps the first screen, and the React shell loaded behind it, in a few files. esbuild's splitting puts
 * modules into one chunk per set of entry points that reach them; the shell's lazy pages each reach a
 * different handful of the modules loaded at start, so those modules were scattered over twenty small
 * chunks fetched one connection slot at a time. Every lazily loaded part of the shell (a dynamic import
 * from src/) therefore also imports the start-up wiring and the route table: those modules are all
 * reached by the same entries again and fall into a few chunks. This costs nothing at run time, since a
 * lazy part is only ever loaded after start-up, with or after the route table. Dynamic imports from
 * widgets/ and packages are left alone, so a widget embedded outside the shell never loads the shell.
 */
const SHELL_START = ['src/app/App.tsx', 'src/app/boot/start.ts'].map((file) => path.resolve(file));
const firstScreenTogether = {
  name: 'first-screen-together',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.namespace !== 'file' || !args.importer.startsWith(path.resolve('src') + path.sep)) return undefined;
      const target = await build.resolve(args.path, { kind: 'dynamic-import', importer: args.importer, resolveDir: args.resolveDir });
      if (target.errors.length || target.external) return undefined;
      return { path: target.path, namespace: 'shell-lazy' };
    });
    build.onLoad({ filter: /.*/, namespace: 'shell-lazy' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const lines = [...SHELL_START.map((file) => `import ${JSON.stringify(file)};`), `export * from ${JSON.stringify(args.path)};`];
      if (/export\s+default\b|export\s*\{[^}]*\bdefault\b/.test(source)) lines.push(`export { default } from ${JSON.stringify(args.path)};`);
      return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * V8 compiles a function the first time it runs, on the main thread. React, the route table and the
 * first signed-in page's code are fetched while the user types the password; the compile hint
 * `//# allFunctionsCalledOnLoad` (Chromium 136+, a comment to other browsers) makes V8 compile all of it
 * then, on a background thread, so the sign-in does not wait for React's and Mantine's code to compile
 * (about 15 ms of the 150 ms budget). The login page's own chunks get no hint (compiling all of them
 * eagerly cost the form more than it saved), nor do the large parts opened later (the workflow designer).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints = {
  name: 'compile-hints',
  setup(build) {
    build.onEnd(async (result) => {
      if (!result.metafile) return;
      const { main, signedInOnly: hinted } = firstScreens(result.metafile.outputs);
      if (!main) return;
      await Promise.all(
        hinted.map(async (file) => {
          const code = await readFile(file, 'utf8');
          // In watch mode esbuild leaves unchanged outputs alone: those carry the hint already.
          if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
        }),
      );
    });
  },
};

const browser = {
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: LAZY_STYLES['ht-styles'], out: 'full' },
    { in: LAZY_STYLES['ht-styles-charts'], out: 'charts' },
    { in: LAZY_STYLES['ht-styles-approvals'], out: 'approvals' },
    ...widgetEntries,
  ],
  outdir: path.join(outPublic, 'assets'),
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  minify: !watch,
  sourcemap: watch ? 'inline' : false,
  metafile: true,
  legalComments: 'none',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  loader: { '.woff2': 'file', '.woff': 'file', '.png': 'file', '.svg': 'file', '.eot': 'file', '.ttf': 'file' },
  plugins: [firstScreenTogether, deepImports, htmlPlugin, widgetLoaders, compileHints],
  logLevel: 'warning',
};

const server = {
  // The xlsx reader's worker thread is a file of its own beside index.js (server/tasks/xlsx-worker.ts).
  entryPoints: { index: './server/index.ts', 'xlsx-worker': './server/tasks/xlsx-worker.ts' },
  outdir: outServer,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await rm('dist', { recursive: true, force: true });
await mkdir(outPublic, { recursive: true });
// Static files are copied as they are; index.html is the template the html plugin fills in.
await cp('public', outPublic, { recursive: true, filter: (src) => !src.endsWith('index.html') });
// The pdf.js worker of the print preview, served from our own origin (the CSP allows only 'self' scripts)
// under its version, since /assets/ files are cached as immutable; the widget asks for the same name.
const pdfjsVersion = JSON.parse(await readFile('node_modules/pdfjs-dist/package.json', 'utf8')).version;
await mkdir(path.join(outPublic, 'assets'), { recursive: true });
await cp('node_modules/pdfjs-dist/build/pdf.worker.min.mjs', path.join(outPublic, 'assets', `pdf.worker-${pdfjsVersion}.js`));

/**
 * Writes .br and .gz beside every script and stylesheet, so the server sends them compressed without
 * spending CPU per request (server/asset-cache.ts).
 */
async function precompress(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css|svg)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dir, file));
      const [br, gz] = await Promise.all([promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), promisify(gzip)(body, { level: 9 })]);
      await Promise.all([writeFile(path.join(dir, `${file}.br`), br), writeFile(path.join(dir, `${file}.gz`), gz)]);
    }),
  );
}

if (watch) {
  const contexts = await Promise.all([esbuild.context(browser), esbuild.context(server)]);
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('watching src/, widgets/ and server/ for changes');
} else {
  await Promise.all([esbuild.build(browser), esbuild.build(server)]);
  await precompress(outPublic);
}
