/**
 * Interface programmes and the organisation interface on the wire (types only).
 *
 * `/prod-api/htservice/inputInterfaceProgramme`: `GET list` (programmeCode, programmeName, sourceSystem,
 * status; rows of `InterfaceProgramme`), `GET /{programmeId}` (`InterfaceProgrammeDetail`), `GET options`
 * (the organisation's enabled accounts and departments for the mapping grid), `POST` / `PUT` (head and
 * all its lines; PUT with the version read), `DELETE /{ids}`.
 * `/prod-api/htservice/sysOrgInterface`: `GET` (`OrgInterface` of the session's organisation and the
 * programmes to choose from), `PUT` (its settings, with the version read; 0 before the first save).
 * The day's import is the task `interface-import` (POST /htservice/task/interface-import, multipart file).
 */

export type MappingType = 'revenue' | 'payment' | 'department';
export type Side = 'D' | 'C';

export type InterfaceProgramme = {
  programmeId: number;
  programmeCode: string;
  programmeName: string;
  sourceSystem: string;
  fileFormat: string;
  status: '0' | '1';
  remark: string;
  lineCount: number;
  version: number;
};

export type InterfaceMapping = {
  mappingType: MappingType;
  sourceCode: string;
  sourceName: string;
  /** Revenue and payment lines: the account and the side the amount is booked on. */
  accountCode: string | null;
  accountName?: string | null;
  side: Side | null;
  /** The hotel department (dept_code) as auxiliary item: what a department code stands for, or a line's default. */
  auxDeptCode: string | null;
};

export type InterfaceProgrammeDetail = InterfaceProgramme & { lines: InterfaceMapping[] };

export type InterfaceOptions = {
  accounts: Array<{ accountCode: string; accountName: string }>;
  departments: Array<{ deptCode: string; deptName: string }>;
};

/** 'day': one voucher per business day; 'source': one voucher per source system of the file. */
export type VoucherMode = 'day' | 'source';

export type OrgInterface = {
  orgId: number;
  orgName: string;
  programmeId: number | null;
  summaryTemplate: string;
  voucherWord: string;
  voucherMode: VoucherMode;
  status: '0' | '1';
  updatedBy: string;
  updatedAt: number | null;
  /** 0 until the first save. */
  version: number;
  programmes: Array<{ programmeId: number; programmeCode: string; programmeName: string; status: '0' | '1' }>;
};
