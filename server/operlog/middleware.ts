/**
 * The operation log's middleware (mounted once on /prod-api in app.ts): after every write of a signed-in
 * caller — whatever the handler answered or threw — it queues one entry: who (user, organisation of the
 * session), the call (module, business type, route, permission, target ids), the request summary with
 * secrets masked, the result (HTTP status; for a failure the message key of the error), the address,
 * the time and how long the handler took. Writes refused before any session was found (401) are not
 * recorded: there is no one to attribute them to, and anyone could fill the log with them.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthInfo, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { callFacts, recorded } from './describe.js';
import type { OperationLog } from './recorder.js';
import { requestSummary } from './summary.js';

/** The message key of a refused or failed call: the HttpError's key (and field), else the status's. */
function failureMessage(error: Error | undefined, status: number): string {
  if (error instanceof HttpError) return error.field ? `${error.msg}:${error.field}` : error.msg;
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return status >= 500 ? 'unknown' : '';
}

export function operationLogging(deps: Pick<Deps, 'now' | 'clientIp'>, log: OperationLog, base: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const apiPath = c.req.path.slice(base.length);
    if (!recorded(c.req.method, apiPath)) return next();
    const started = deps.now();
    const startedAt = performance.now();
    await next();
    const auth = c.get('auth') as AuthInfo | undefined;
    if (!auth) return;
    const cost = Math.round(performance.now() - startedAt);
    const status = c.res.status;
    const facts = callFacts(c, apiPath, base);
    log.record({
      org_id: auth.orgId,
      user_id: auth.user.userId,
      oper_name: auth.user.userName,
      business_type: facts.businessType,
      perms: facts.perms,
      method: facts.route.slice(0, 300),
      request_method: c.req.method,
      oper_url: apiPath.slice(0, 300),
      target: facts.target,
      oper_param: await requestSummary(c),
      status: status < 400 ? '0' : '1',
      http_status: status,
      error_msg: status < 400 ? '' : failureMessage(c.error, status).slice(0, 300),
      oper_ip: deps.clientIp(c).slice(0, 64),
      cost_time: cost,
      oper_time: started,
    });
  };
}
