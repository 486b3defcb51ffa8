/**
 * What a record's values may point at outside the registry: `user` fields name a user of the
 * organisation, dictionary-backed selects a normal entry of their dictionary type. The meta answer
 * and the export read the same sources (one query each, whatever the number of fields).
 */
import type { RecordKind } from '../contracts/records.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../errors.js';
import type { RecordValues } from './validation.js';

/** The organisation's users, for `user` fields (their options, and the check of a written value). */
export function orgUsers(db: Db, orgId: number) {
  return db.selectFrom('users').select(['user_name as userName', 'nick_name as nickName']).where('org_id', '=', orgId).orderBy('user_id').execute();
}

/** The kind with the options of its dictionary-backed selects filled in from the dictionaries. */
export async function withDictOptions(db: Db, kind: RecordKind): Promise<RecordKind> {
  const types = [...new Set(kind.fields.flatMap((f) => (f.dict ? [f.dict] : [])))];
  if (!types.length) return kind;
  const data = await db
    .selectFrom('dict_data')
    .select(['dict_type', 'dict_value', 'dict_label'])
    .where('dict_type', 'in', types)
    .where('status', '=', '0')
    .orderBy('dict_type')
    .orderBy('dict_sort')
    .orderBy('dict_code')
    .execute();
  return {
    ...kind,
    fields: kind.fields.map((f) => (f.dict ? { ...f, options: data.filter((d) => d.dict_type === f.dict).map((d) => ({ value: d.dict_value, zh: d.dict_label, en: d.dict_label })) } : f)),
  };
}

/** 422 naming the first user or dictionary field whose value points at nothing. */
export async function assertReferences(db: Db, orgId: number, kind: RecordKind, values: RecordValues): Promise<void> {
  const given = kind.fields.filter((f) => (f.type === 'user' || f.dict) && values[f.key] !== null);
  if (!given.length) return;
  const users = given.some((f) => f.type === 'user') ? new Set((await orgUsers(db, orgId)).map((u) => u.userName)) : new Set<string>();
  const resolved = given.some((f) => f.dict) ? await withDictOptions(db, kind) : kind;
  const known = (key: string, value: string) => {
    const field = resolved.fields.find((f) => f.key === key)!;
    return field.type === 'user' ? users.has(value) : Boolean(field.options?.some((o) => o.value === value));
  };
  const bad = given.find((f) => !known(f.key, String(values[f.key])));
  if (bad) throw new HttpError(422, 'fieldInvalid', bad.key, { field: bad.key });
}
