/** The initialisation platform's configuration detail (/pppp/config): what a hotel starts with, declared once as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { numericId } from './fields.js';
import { dataReply, endpoint } from './endpoint.js';

/** 'missing': initialising would add it; 'default': held with the template's value; 'changed': held with another value. */
const initParaState = z.enum(['missing', 'default', 'changed']);
export type InitParaState = z.infer<typeof initParaState>;

export const InitPara = z.object({
  paraKey: z.string(),
  paraName: z.string(),
  /** The template's value for this organisation (an invoice title is the hotel's own name). */
  defaultValue: z.string(),
  /** The organisation's value, null while it lacks the key. */
  value: z.string().nullable(),
  remark: z.string(),
  state: initParaState,
  /** The codes the key takes, when it is one of a few (shown by their labels); absent: free text. */
  choices: z.array(z.string()).optional(),
});
export type InitPara = z.infer<typeof InitPara>;

/** The organisation's parameters against the group's template, and how far the rest of the template (accounts, this year's periods, licences) is in place. */
export const InitConfig = z.object({
  org: z.object({ orgId: z.number().int(), orgCode: z.string(), orgName: z.string() }),
  paras: z.array(InitPara),
  /** Parameters the organisation holds beyond the template. */
  ownParas: z.number().int(),
  accounts: z.object({ held: z.number().int(), template: z.number().int() }),
  periods: z.object({ year: z.number().int(), count: z.number().int() }),
  licences: z.number().int(),
});
export type InitConfig = z.infer<typeof InitConfig>;

export const initConfig = endpoint({
  summary: "An organisation's parameters against the group's template and how much of the rest of the template it holds",
  query: z.object({ orgId: numericId }),
  reply: dataReply(InitConfig),
  refusals: [404],
});
