/**
 * Config reads for the shell. `configKey/{key}` answers RuoYi style with the value in `msg`
 * ('' when the key is unknown), which is what the shell reads for enableContactService. The few keys
 * a page before sign-in needs (whether self-registration is open) are answered without a session.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { configByKey } from '../contracts/config.js';
import type { AppEnv, Deps } from '../context.js';
import { configValue } from '../db/config-values.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

/** Keys anyone may read: they only say what the login pages offer, never anything about the data. */
const PUBLIC_CONFIG_KEYS = new Set(['sys.account.registerUser']);

export function mountConfig(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const sessionUnlessPublic: MiddlewareHandler<AppEnv> = (c, next) => (PUBLIC_CONFIG_KEYS.has(c.req.param('key') ?? '') ? next() : session(c, next));
  api.get('/htservice/config/configKey/:key', sessionUnlessPublic, contract(configByKey), async (c) => {
    const { key } = c.req.valid('param');
    return c.json({ code: 200, msg: (await configValue(deps.db, key)) ?? '' });
  });
}
