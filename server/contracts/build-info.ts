/** `GET /build` (public), declared once as a contract (contracts/endpoint.ts): which shell the server hands out now. */
import { z } from 'zod';
import { dataReply, endpoint } from './endpoint.js';

/** `build`: the id of the shell this server hands out now (in every page's `<meta name="ht-build">`), null when it serves no built shell. */
export const buildInfo = endpoint({ summary: 'The id of the shell the server hands out now (public, never cached)', reply: dataReply(z.object({ build: z.string().nullable() })) });
