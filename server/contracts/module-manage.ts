/** Module management and licences per organisation (SPEC.md section 7 "Module": all, list, export, CRUD). Types only. */
import type { Status } from './common.js';

/** A row of `GET /htservice/module/list` and `data` of `GET /htservice/module/{moduleId}`. */
export type ModuleRow = {
  moduleId: number;
  moduleName: string;
  moduleCode: string;
  path: string;
  icon: string;
  orderNum: number;
  status: Status;
  remark: string;
  version: number;
};

/**
 * Body of `POST /htservice/module` (moduleId optional: the next free id) and `PUT /htservice/module`
 * (moduleId and the version last read required; stale → 409). Modules are platform-wide: only the
 * role admin changes them.
 */
export type ModuleBody = Partial<Omit<ModuleRow, 'version'>> & { version?: number };

/** One entry of `GET /htservice/module/all?orgCode=`: every module and that organisation's licence of it. */
export type ModuleWithLicence = {
  moduleId: number;
  moduleName: string;
  moduleCode: string;
  path: string;
  icon: string;
  orderNum: number;
  status: Status;
  licensed: boolean;
  seats: number | null;
  /** YYYY-MM-DD, or null (no end, or not licensed). */
  expiresOn: string | null;
};

/** A row of `GET /htservice/module/licence/list?moduleId=`: one organisation's licence of the module. */
export type OrgLicence = {
  orgId: number;
  orgCode: string;
  orgName: string;
  licensed: boolean;
  seats: number | null;
  /** Seats leased now. */
  used: number;
  expiresOn: string | null;
  daysLeft: number | null;
  /** The licence's version (null when not licensed), for `PUT /htservice/module/licence`. */
  version: number | null;
};

/**
 * Body of `PUT /htservice/module/licence` (platform administrators only): grants or changes one
 * organisation's licence of one module. `version` is required when the licence exists (stale → 409).
 * `DELETE /htservice/module/licence/{moduleId}/{orgId}` withdraws it (and its seats).
 */
export type LicenceBody = { moduleId: number; orgId: number; seats: number; expiresOn: string | null; version?: number };
