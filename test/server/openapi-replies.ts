/**
 * Checks a real answer of the app against the OpenAPI document it serves (/prod-api/openapi.json): the
 * status is one the operation declares, the media type is one its answer declares, and a JSON body
 * validates against that answer's schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1, by ajv).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiPath } from '../../server/routes/openapi.js';
import type { Answer } from './support.js';

/** JSON Pointer escaping of one reference token. */
const token = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

export type ReplyCheck = (route: { method: string; path: string }, answer: Answer) => string | null;

/** A checker over `doc`: for a Hono route (`/prod-api/...` pattern) and its answer, what is wrong, or null. */
export function replyChecker(doc: any): ReplyCheck {
  // strict off: the document's own keys (openapi, paths…) are not schema keywords; formats are annotations in 2020-12.
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(doc, 'openapi.json');
  return (route, answer) => {
    const { path } = openApiPath(route.path.slice('/prod-api'.length));
    const method = route.method.toLowerCase();
    const label = `${route.method} ${path} → ${answer.status}`;
    const response = doc.paths[path]?.[method]?.responses?.[String(answer.status)];
    if (!response) return `${label}: status not in the document`;
    const media = (answer.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!response.content?.[media]) return `${label}: ${media || 'no content type'} not declared (${Object.keys(response.content ?? {}).join(', ')})`;
    if (media !== 'application/json') return null;
    const pointer = ['paths', path, method, 'responses', String(answer.status), 'content', media, 'schema'].map(token).join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}`);
    if (!validate) return `${label}: no schema`;
    return validate(answer.body) ? null : `${label}: ${ajv.errorsText(validate.errors)}`;
  };
}
