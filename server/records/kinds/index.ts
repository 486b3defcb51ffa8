/**
 * The registry of record kinds: what the generic record store (routes/records.ts) keeps for each
 * page SPEC.md shows only as a title. One file per family; the routes, validation, list layer,
 * export and the shell's resource page all read these definitions and nothing else.
 */
import type { RecordKind } from '../../contracts/records.js';
import { BUSINESS_KINDS } from './business.js';
import { CONTRACT_KINDS } from './contracts.js';
import { CRM_KINDS } from './crm.js';
import { INFO_QUERY_KINDS } from './info-queries.js';
import { REPORT_KINDS } from './reports.js';
import { WORK_ORDER_KINDS } from './work-orders.js';

export const RECORD_KINDS: readonly RecordKind[] = [...CRM_KINDS, ...WORK_ORDER_KINDS, ...CONTRACT_KINDS, ...REPORT_KINDS, ...INFO_QUERY_KINDS, ...BUSINESS_KINDS];

const BY_KEY = new Map(RECORD_KINDS.map((k) => [k.key, k]));

/** The kind named in a path, or undefined (the route answers 404). */
export function recordKind(key: string): RecordKind | undefined {
  return BY_KEY.get(key);
}

/** The six actions each kind's permission prefix covers. */
const RECORD_ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** Wire names every record carries besides its fields: a field may not take one of them. */
export const RESERVED_KEYS = ['recordId', 'version', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
