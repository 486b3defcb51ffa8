/**
 * Dictionaries on the wire, with RuoYi's field names (DESIGN.md section 4). Platform-wide: every
 * hotel shares them. Types only.
 */
import type { z } from 'zod';
import type { Status } from './common.js';
import type { DictType as DictTypeSchema } from './dict-type.js';

/** A dictionary type (its calls: contracts/dict-type.ts). */
export type DictType = z.infer<typeof DictTypeSchema>;

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
