/** A happy-path call of one declared endpoint (openapi-contract.test.ts), as a signed-in administrator of HT001. */
import type { Answer, Harness } from '../support.js';

export type ContractCalls = Record<string, (ctx: { h: Harness; admin: string; orgId: number }) => Promise<Answer>>;
