/**
 * Dictionaries on the wire, with RuoYi's field names (DESIGN.md section 4). Platform-wide: every
 * hotel shares them. Types only.
 */
import type { Status } from './common.js';

export type DictType = {
  dictId: number;
  dictName: string;
  /** Lower-case letter first, then lower-case letters, digits and '_' (RuoYi's rule); unique. */
  dictType: string;
  status: Status;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
};

export type DictData = {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  /** Unique within its dictType. */
  dictValue: string;
  dictType: string;
  cssClass: string;
  /** How tags show it: '', default, primary, success, info, warning, danger. */
  listClass: string;
  isDefault: 'Y' | 'N';
  status: Status;
  remark: string;
  version: number;
};

/** `POST /htservice/dict/type`; `PUT` adds dictId and version, every other field optional. */
export type DictTypeBody = { dictName: string; dictType: string; status?: Status; remark?: string };
export type DictTypeUpdate = Partial<DictTypeBody> & { dictId: number; version: number };

/** `POST /htservice/dict/data`; `PUT` adds dictCode and version, every other field optional. */
export type DictDataBody = {
  dictLabel: string;
  dictValue: string;
  dictType: string;
  dictSort?: number;
  cssClass?: string;
  listClass?: string;
  isDefault?: 'Y' | 'N';
  status?: Status;
  remark?: string;
};
export type DictDataUpdate = Partial<DictDataBody> & { dictCode: number; version: number };
