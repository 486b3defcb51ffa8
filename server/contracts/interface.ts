/**
 * Interface programmes and the organisation interface on the wire, declared once: the routes validate
 * with these endpoints, the OpenAPI document is generated from them, the browser imports the types.
 * Always the session's organisation. The day's import is the task `interface-import`
 * (POST /htservice/task/interface-import, multipart file).
 */
import { z } from 'zod';
import { VOUCHER_WORD } from '../../shared/wire-constants.js';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

export const MappingType = z.enum(['revenue', 'payment', 'department']);
export type MappingType = z.infer<typeof MappingType>;
const Side = z.enum(['D', 'C']);

export const InterfaceProgramme = z.object({
  programmeId: z.number().int(),
  programmeCode: z.string(),
  programmeName: z.string(),
  sourceSystem: z.string(),
  fileFormat: z.string(),
  status: z.enum(['0', '1']),
  remark: z.string(),
  lineCount: z.number().int(),
  version: z.number().int(),
});
export type InterfaceProgramme = z.infer<typeof InterfaceProgramme>;

export const InterfaceMapping = z.object({
  mappingType: MappingType,
  sourceCode: z.string(),
  sourceName: z.string(),
  /** Revenue and payment lines: the account and the side the amount is booked on. */
  accountCode: z.string().nullable(),
  accountName: z.string().nullable().optional(),
  side: Side.nullable(),
  /** The hotel department (dept_code) as auxiliary item: what a department code stands for, or a line's default. */
  auxDeptCode: z.string().nullable(),
});
export type InterfaceMapping = z.infer<typeof InterfaceMapping>;

export const InterfaceProgrammeDetail = InterfaceProgramme.extend({ lines: z.array(InterfaceMapping) });
export type InterfaceProgrammeDetail = z.infer<typeof InterfaceProgrammeDetail>;

export const InterfaceOptions = z.object({
  accounts: z.array(z.object({ accountCode: z.string(), accountName: z.string() })),
  departments: z.array(z.object({ deptCode: z.string(), deptName: z.string() })),
});
export type InterfaceOptions = z.infer<typeof InterfaceOptions>;

/** 'day': one voucher per business day; 'source': one voucher per source system of the file. */
export const VoucherMode = z.enum(['day', 'source']);
export type VoucherMode = z.infer<typeof VoucherMode>;

export const OrgInterface = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  programmeId: z.number().int().nullable(),
  summaryTemplate: z.string(),
  voucherWord: z.string(),
  voucherMode: VoucherMode,
  status: z.enum(['0', '1']),
  updatedBy: z.string(),
  updatedAt: z.number().nullable(),
  /** 0 until the first save. */
  version: z.number().int(),
  programmes: z.array(z.object({ programmeId: z.number().int(), programmeCode: z.string(), programmeName: z.string(), status: z.enum(['0', '1']) })),
});
export type OrgInterface = z.infer<typeof OrgInterface>;

const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const MappingInput = z.object({
  mappingType: MappingType,
  sourceCode: z.string().trim().min(1).max(30),
  sourceName: z.string().trim().min(1).max(100),
  accountCode: optionalCode(20),
  side: Side.nullish(),
  auxDeptCode: optionalCode(30),
});
const head = {
  programmeCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,30}$/),
  programmeName: z.string().trim().min(1).max(100),
  sourceSystem: z.string().trim().min(1).max(50),
  fileFormat: z.string().max(500),
  status: z.enum(['0', '1']),
  remark: z.string().max(500),
  lines: z.array(MappingInput).max(500),
};
/** `POST`: head and all its lines. Not strict: the form sends back what it loaded (lineCount, accountName…); unknown keys are dropped. */
const ProgrammeBody = z.object({ ...head, fileFormat: head.fileFormat.default(''), status: head.status.default('0'), remark: head.remark.default(''), lines: head.lines.default([]) });
/** `PUT`: programmeId and the version read, every other field optional (lines, when sent, replace them all). */
const ProgrammeUpdate = z.object(head).partial().extend({ programmeId: numericId, version: versionNumber });

export const programmeList = endpoint({
  summary: "A page of the organisation's interface programmes (programmeCode, programmeName, sourceSystem: contains; status), each with its number of lines",
  list: z.object({ programmeCode: textFilter(30), programmeName: textFilter(), sourceSystem: textFilter(50), status: z.enum(['0', '1']).optional() }),
  reply: tableReply(InterfaceProgramme),
});
export const programmeOptions = endpoint({ summary: "The organisation's enabled accounts and departments, for the mapping grid", reply: dataReply(InterfaceOptions) });
export const programmeGet = endpoint({
  summary: 'One interface programme with its mapping lines',
  params: z.object({ programmeId: numericId }),
  reply: dataReply(InterfaceProgrammeDetail),
  refusals: [404],
});
export const programmeAdd = endpoint({
  summary: 'Adds an interface programme with its lines (code unique in the organisation)',
  body: ProgrammeBody,
  reply: dataReply(InterfaceProgrammeDetail),
  refusals: [409],
});
export const programmeEdit = endpoint({
  summary: 'Edits an interface programme and its lines with the version read',
  body: ProgrammeUpdate,
  reply: dataReply(InterfaceProgrammeDetail),
  refusals: [404, 409],
});
export const programmeRemove = endpoint({
  summary: 'Deletes interface programmes the organisation interface does not use, all or nothing',
  params: z.object({ programmeIds: idList }),
  reply: okReply,
  refusals: [404, 409],
});

/**
 * The voucher words an interface may post under. Only 记 for now: the vouchers of a period share one
 * number sequence (db/vouchers.ts), which fits the one general voucher word, not 收/付/转 side by side.
 */
const INTERFACE_VOUCHER_WORDS = [VOUCHER_WORD] as const;

export const orgInterfaceGet = endpoint({ summary: "The organisation interface's settings (version 0 before the first save) and the programmes to choose from", reply: dataReply(OrgInterface) });
export const orgInterfaceEdit = endpoint({
  summary: "Saves the organisation interface's settings with the version read (programme: the organisation's, enabled, or none)",
  body: z.object({
    programmeId: numericId.nullable(),
    /** Placeholders {date} {source} {name} {dept}. */
    summaryTemplate: z.string().trim().min(1).max(200),
    voucherWord: z.enum(INTERFACE_VOUCHER_WORDS),
    voucherMode: VoucherMode,
    status: z.enum(['0', '1']).default('0'),
    version: versionNumber,
  }),
  reply: dataReply(OrgInterface),
  refusals: [409],
});
