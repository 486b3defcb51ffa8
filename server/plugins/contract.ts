/**
 * `contract(endpoint)`: the middleware through which a route validates with its declared contract
 * (contracts/endpoint.ts). Path parameters, query and JSON body are parsed with the contract's schemas
 * (a failure is the 400/422 of plugins/validate.ts) and handed to the handler as `c.req.valid('param' |
 * 'query' | 'json')`, typed from the same schemas. The contract rides on the middleware as a route fact,
 * so the OpenAPI document describes exactly what the route validates with.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../contracts/endpoint.js';
import type { AppEnv } from '../context.js';
import { withFacts } from '../lib/route-facts.js';
import { parseJson, parseJsonOrText, parseParams, parseQuery } from './validate.js';

type Parsed<S, K extends string> = S extends z.ZodType ? { [P in K]: z.output<S> } : Record<never, never>;
type ContractInput<E extends Endpoint> = { out: Parsed<E['params'], 'param'> & Parsed<E['query'], 'query'> & Parsed<E['body'], 'json'> };

export function contract<const E extends Endpoint>(endpoint: E): MiddlewareHandler<AppEnv, string, ContractInput<E>> {
  const middleware: MiddlewareHandler<AppEnv, string, ContractInput<E>> = async (c, next) => {
    if (endpoint.params) c.req.addValidatedData('param', parseParams(c, endpoint.params) as object);
    if (endpoint.query) c.req.addValidatedData('query', parseQuery(c, endpoint.query) as object);
    if (endpoint.body) {
      const body = endpoint.textField ? await parseJsonOrText(c, endpoint.body, endpoint.textField) : await parseJson(c, endpoint.body);
      c.req.addValidatedData('json', body as object);
    }
    await next();
  };
  return withFacts(middleware, { endpoint });
}

/** The reply an endpoint's handler answers with (its declared schema's type). */
export type ReplyOf<E extends Endpoint> = E['reply'] extends { kind: 'json'; schema: infer S extends z.ZodType } ? z.input<S> : never;
