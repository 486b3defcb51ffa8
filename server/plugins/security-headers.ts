/**
 * Security headers on EVERY response: API answers, errors, 404s and static files alike (DESIGN.md
 * section 5). The CSP allows no inline script; inline styles stay allowed because Mantine injects
 * its CSS variables at run time. connect-src includes ws:/wss: for the import/calculation sockets.
 */
import type { MiddlewareHandler } from 'hono';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Answers built with the headers above already in them: the middleware leaves these alone. */
const secured = new WeakSet<Response>();

/**
 * An answer carrying the security headers from the start, in a plain object: @hono/node-server writes
 * such an answer without building a fetch `Headers` (what setting them afterwards costs on every hot
 * answer: static files, cached getRouters/getInfo). `headers` may be a shared object made once.
 */
export function securedResponse(body: ConstructorParameters<typeof Response>[0], status: number, headers: Record<string, string>): Response {
  const res = new Response(body, { status, headers });
  secured.add(res);
  return res;
}

/** `headers` with the security headers added, for answers made once and sent many times. */
export function withSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  return { ...SECURITY_HEADERS, ...headers };
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (secured.has(c.res)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.delete('X-Powered-By');
  };
}
