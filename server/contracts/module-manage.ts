/**
 * Module management and licences per organisation (SPEC.md section 7 "Module": all, list, export,
 * CRUD), each call declared once as a contract (contracts/endpoint.ts). Modules are platform-wide:
 * only the role admin changes them or a licence.
 */
import { z } from 'zod';
import { isIsoDate } from '../../shared/iso-date.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';
import { MODULE_FIELDS } from './module.js';

const status = z.enum(['0', '1']);

/** A row of `GET /htservice/module/list` and `data` of `GET /htservice/module/{moduleId}`. */
export const ModuleRow = z.object({
  ...MODULE_FIELDS,
  status,
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type ModuleRow = z.infer<typeof ModuleRow>;

const editable = {
  moduleName: z.string().trim().min(1).max(50),
  moduleCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z][A-Za-z0-9_]*$/),
  path: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_/-]+$/),
  icon: z.string().trim().max(100),
  orderNum: z.number().int().min(0).max(9999),
  status,
  remark: z.string().max(500),
};
/** `POST /htservice/module`: moduleId optional (the next free id). */
const ModuleBody = z.object({
  ...editable,
  moduleId: numericId.optional(),
  icon: editable.icon.default(''),
  orderNum: editable.orderNum.default(0),
  status: status.default('0'),
  remark: editable.remark.default(''),
});
/** `PUT /htservice/module`: moduleId and the version last read required (stale → 409), every other field optional. */
const ModuleUpdate = z.object(editable).partial().extend({ moduleId: numericId, version: versionNumber });

/** One entry of `GET /htservice/module/all?orgCode=`: every module and that organisation's licence of it. */
export const ModuleWithLicence = z.object({
  ...MODULE_FIELDS,
  status,
  licensed: z.boolean(),
  seats: z.number().int().nullable(),
  /** YYYY-MM-DD, or null (no end, or not licensed). */
  expiresOn: z.string().nullable(),
});
export type ModuleWithLicence = z.infer<typeof ModuleWithLicence>;

const moduleFilters = z.object({ moduleName: textFilter(), moduleCode: textFilter(), status: status.optional() });

export const moduleAll = endpoint({
  summary: "Every module with an organisation's licence of it (another organisation than the session's: platform administrator only)",
  query: z.object({ orgCode: z.string().trim().min(1).max(32).optional() }),
  reply: dataReply(z.array(ModuleWithLicence)),
  refusals: [404],
});
export const moduleList = endpoint({ summary: 'A page of the modules (moduleName, moduleCode: contains; status; query plan)', list: moduleFilters, reply: tableReply(ModuleRow) });
export const moduleExport = endpoint({
  summary: 'The filtered modules as a workbook in the request language (GET: filters in the query; POST: in the query or the form body)',
  list: moduleFilters,
  reply: fileReply('xlsx'),
  refusals: [400],
});
export const moduleGet = endpoint({ summary: 'One module', params: z.object({ moduleId: numericId }), reply: dataReply(ModuleRow), refusals: [404] });
export const moduleAdd = endpoint({ summary: 'Adds a module', body: ModuleBody, reply: dataReply(ModuleRow), refusals: [409] });
export const moduleEdit = endpoint({ summary: 'Edits a module with the version last read', body: ModuleUpdate, reply: dataReply(ModuleRow), refusals: [404, 409] });
export const moduleRemove = endpoint({
  summary: 'Deletes modules no menu or licence refers to (never 3002/3003; all or nothing)',
  params: z.object({ moduleIds: idList }),
  reply: okReply,
  refusals: [404, 409],
});

/** A row of `GET /htservice/module/licence/list?moduleId=`: one organisation's licence of the module. */
export const OrgLicence = z.object({
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  licensed: z.boolean(),
  seats: z.number().int().nullable(),
  /** Seats leased now. */
  used: z.number().int(),
  expiresOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  /** The licence's version (null when not licensed), for `PUT /htservice/module/licence`. */
  version: z.number().int().nullable(),
});
export type OrgLicence = z.infer<typeof OrgLicence>;

export const licenceList = endpoint({
  summary: 'Every organisation within reach with its licence of the module (all rows, no paging)',
  query: z.object({ moduleId: numericId }),
  reply: tableReply(OrgLicence),
  refusals: [404],
});

/**
 * `PUT /htservice/module/licence` (platform administrators only): grants or changes one organisation's
 * licence of one module. `version` is required when the licence exists (stale → 409).
 */
const LicenceBody = z.object({
  moduleId: numericId,
  orgId: numericId,
  seats: z.number().int().min(1).max(100_000),
  /** The last valid day, YYYY-MM-DD, or null for no end. */
  expiresOn: z.string().refine(isIsoDate).nullable(),
  version: versionNumber.optional(),
});

export const licenceSave = endpoint({
  summary: "Grants or changes an organisation's licence of a module",
  body: LicenceBody,
  reply: dataReply(z.object({ orgId: z.number().int(), moduleId: z.number().int(), seats: z.number().int(), expiresOn: z.string().nullable(), version: z.number().int() })),
  refusals: [404, 409],
});
export const licenceRemove = endpoint({
  summary: 'Withdraws a licence and the seats leased under it',
  params: z.object({ moduleId: numericId, orgId: numericId }),
  reply: okReply,
  refusals: [404],
});
