/**
 * Config reads for the shell. `configKey/{key}` answers RuoYi style with the value in `msg`
 * ('' when the key is unknown), which is what the shell reads for enableContactService.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.js';
import { configValue } from '../db/config-values.js';
import { authenticate } from '../plugins/auth.js';
import { parseParams } from '../plugins/validate.js';

const KeyParams = z.object({ key: z.string().min(1).max(100) });

export function mountConfig(api: Hono<AppEnv>, deps: Deps) {
  api.get('/htservice/config/configKey/:key', authenticate(deps), async (c) => {
    const { key } = parseParams(c, KeyParams);
    return c.json({ code: 200, msg: (await configValue(deps.db, key)) ?? '' });
  });
}
