/** `GET /openapi.json`: the document itself, declared as what it is (its content is the OpenAPI 3.1 standard's, not ours). */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

const OpenApiDocument = z
  .looseObject({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
    /** The WebSocket channels and their frames as JSON Schema (contracts/sockets.ts). */
    'x-websockets': z.record(z.string(), z.looseObject({ summary: z.string(), clientFrames: z.looseObject({}), serverFrames: z.looseObject({}) })),
  })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document object (https://spec.openapis.org/oas/v3.1.0)' });

export const openApiDocument = endpoint({ summary: 'This document: every call, its parameters, bodies, answers and refusals, and the sockets', reply: { kind: 'json', schema: OpenApiDocument } });
