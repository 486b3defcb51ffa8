// What build.mjs's esbuild `define` writes into browser code, for tsconfig.browser.json only (which
// has no Node types): the browser has no `process`, the bundle has this one constant.
declare const process: { readonly env: { readonly NODE_ENV: 'development' | 'production' } };
