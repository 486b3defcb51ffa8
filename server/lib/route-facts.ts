/**
 * What a middleware guarantees about the requests that pass it (a session, a permission, a role),
 * attached to the middleware function itself. The OpenAPI document (routes/openapi.ts) reads these
 * facts from the app's own route table, so what it says about security is what the code enforces.
 */
import type { Next } from 'hono';
import type { Endpoint } from '../contracts/endpoint.js';

export type RouteFacts = {
  /** A live session is required (401 without one). */
  session?: true;
  /** One of these permissions is required (403 without). */
  permissions?: string[];
  /** One of these roles is required (403 without). */
  roles?: string[];
  /** A permission computed from the path, e.g. `<kind's prefix>:add` for the record calls. */
  permissionRule?: string;
  /** The contract the route validates with (plugins/contract.ts): its parameters, body and reply. */
  endpoint?: Endpoint;
};

const FACTS = Symbol('route facts');

/** Returns `middleware` with `facts` attached. */
export function withFacts<M extends (c: never, next: Next) => Promise<unknown>>(middleware: M, facts: RouteFacts): M {
  return Object.assign(middleware, { [FACTS]: facts });
}

/** The facts of a handler registered on a route, if it is a described middleware. */
export function factsOf(handler: unknown): RouteFacts | undefined {
  return typeof handler === 'function' ? (handler as unknown as Record<symbol, RouteFacts | undefined>)[FACTS] : undefined;
}
