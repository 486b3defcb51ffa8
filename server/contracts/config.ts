/**
 * Config keys on the wire, with RuoYi's field names (DESIGN.md section 4). Platform-wide: every
 * hotel shares them. Each call declared once as a contract (contracts/endpoint.ts).
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

/**
 * `GET /htservice/config/configKey/{key}`: the value RuoYi style in `msg` ('' when the key is unknown).
 * Needs a session except for the keys the login pages read.
 */
export const configByKey = endpoint({
  summary: "A config key's value, in msg",
  params: z.object({ key: z.string().min(1).max(100) }),
  reply: { kind: 'json', schema: z.object({ code: z.literal(200), msg: z.string() }) },
  refusals: [401],
});

export const SysConfig = z.object({
  configId: z.number().int(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  /** 'Y' built in (the server or shell reads it): cannot be deleted, renamed or made 'N'. */
  configType: z.enum(['Y', 'N']),
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type SysConfig = z.infer<typeof SysConfig>;

const editable = {
  configName: z.string().trim().min(1).max(100),
  configKey: z.string().trim().min(1).max(100),
  configValue: z.string().max(500),
  configType: z.enum(['Y', 'N']),
  remark: z.string().max(500),
};
// Not strict: RuoYi's forms send back what they loaded (createBy, params…); unknown keys are dropped.
const ConfigBody = z.object({ ...editable, configValue: editable.configValue.default(''), configType: editable.configType.default('N'), remark: editable.remark.default('') });
/** `POST /htservice/config`. */
const ConfigUpdate = z.object(editable).partial().extend({ configId: numericId, version: versionNumber });
/** `PUT /htservice/config`: configId and version, every other field optional. */

export const configList = endpoint({
  summary: 'A page of config keys (configName, configKey: contains; configType)',
  list: z.object({ configName: textFilter(), configKey: textFilter(), configType: z.enum(['Y', 'N']).optional() }),
  reply: tableReply(SysConfig),
});
export const configGet = endpoint({ summary: 'One config key', params: z.object({ configId: numericId }), reply: dataReply(SysConfig), refusals: [404] });
export const configAdd = endpoint({ summary: 'Adds a config key', body: ConfigBody, reply: dataReply(SysConfig), refusals: [409] });
export const configEdit = endpoint({
  summary: 'Edits a config key with the version last read (a built-in key keeps its key and type)',
  body: ConfigUpdate,
  reply: dataReply(SysConfig),
  refusals: [404, 409],
});
export const configRemove = endpoint({ summary: 'Deletes config keys (never a built-in one)', params: z.object({ configIds: idList }), reply: okReply, refusals: [404, 409] });
