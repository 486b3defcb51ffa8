/**
 * `GET /prod-api/build` (public): `{ code: 200, msg, data: { build } }`, the id of the shell this server
 * hands out now (lib/build-id.ts; null when it serves no built shell). A terminal left open for days asks
 * it now and then and offers a reload when it differs from the id its own page was loaded with; the
 * offline banner uses it as its probe of whether the server can be reached again. Public because it tells
 * nothing the page itself does not (the id is in every page's `<meta name="ht-build">`), and a probe must
 * answer even when the session has meanwhile expired. Never cached, so a proxy cannot hide a deployment.
 */
import type { Hono } from 'hono';
import { buildInfo } from '../contracts/build-info.js';
import type { AppEnv, Deps } from '../context.js';
import { t } from '../i18n.js';
import { createBuildId } from '../lib/build-id.js';
import { contract } from '../plugins/contract.js';

const BUILD_PATH = '/build';

export function mountBuildInfo(api: Hono<AppEnv>, deps: Deps) {
  const currentBuild = createBuildId(deps.publicDir);
  api.get(BUILD_PATH, contract(buildInfo), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 200, msg: t(c, 'ok'), data: { build: await currentBuild() } });
  });
}
