/**
 * The kind of a records call and its permission: `/htservice/records/{kind}/…` needs
 * `<kind's prefix>:<action>` (e.g. crm:customer:add), checked like requirePermi. An unknown kind is
 * a 404 before anything else; the resolved kind is handed to the handler.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import type { RecordKind } from '../contracts/records.js';
import { HttpError } from '../errors.js';
import { withFacts } from '../lib/route-facts.js';
import { hasPermi } from '../plugins/permission.js';
import { recordKind, type RecordAction } from './kinds/index.js';

export type RecordsEnv = { Variables: AppEnv['Variables'] & { kind: RecordKind } };

export function kindPermi(action: RecordAction): MiddlewareHandler<RecordsEnv> {
  const middleware: MiddlewareHandler<RecordsEnv> = async (c, next) => {
    const kind = recordKind(c.req.param('kind') ?? '');
    if (!kind) throw new HttpError(404, 'notFound', 'kind');
    if (!hasPermi(c.var.auth, `${kind.perms}:${action}`)) throw new HttpError(403, 'forbidden');
    c.set('kind', kind);
    await next();
  };
  return withFacts(middleware, { permissionRule: `<permission prefix of the kind>:${action}` });
}
