/**
 * Sensible first settings for a table being imported into the code generator, inferred from the
 * database's own description of its columns (types, nullability, defaults, auto-increment) and from
 * their names, in the spirit of RuoYi's GenUtils:
 * - the auto-increment column (or a lone `id`) is the key: listed, never inserted or edited;
 * - `*_at`, `*_time`, `*_date` columns are date-times queried BETWEEN; `created_at`, `updated_at`
 *   and `version` are the server's business, never in a form;
 * - `status` is a select over the dictionary sys_normal_disable, `sex` over sys_user_sex (only when
 *   that dictionary exists); other `*_type` / `*_flag` columns are selects without a dictionary;
 * - `remark`, `content`, `description` and text columns are textareas; numeric columns are numbers;
 * - names (`*name*`) are queried LIKE; codes, types and statuses EQ.
 */
import type { Flag, GenColumn, HtmlType, QueryType, TsType } from '../../contracts/gen.js';
import { camelCase, pascalCase, singularTable } from './names.js';

/** A column as Kysely's introspection describes it (ColumnMetadata). */
export type DbColumn = { name: string; dataType: string; isNullable: boolean; isAutoIncrementing: boolean; hasDefaultValue: boolean; comment?: string };

/** What the generator keeps per column, before it has ids. */
export type InferredColumn = Omit<GenColumn, 'columnId' | 'tableId'>;

const flag = (on: boolean): Flag => (on ? '1' : '0');

/** Columns the server maintains itself: never in a create or edit form. */
const SERVER_KEPT = new Set(['created_at', 'updated_at', 'create_time', 'update_time', 'create_by', 'update_by', 'version', 'del_flag']);
/** Never shown in a list. */
const NOT_LISTED = new Set(['version', 'del_flag', 'password', 'password_hash', 'updated_at', 'update_time', 'update_by']);
const TEXTAREA = new Set(['remark', 'content', 'description', 'note', 'notes', 'memo']);
/** Dictionaries of the seed that well-known columns use. */
const KNOWN_DICTS: Record<string, string> = { status: 'sys_normal_disable', sex: 'sys_user_sex' };
/** Comments of common columns (SQLite has no column comments). */
const KNOWN_COMMENTS: Record<string, string> = {
  status: '状态',
  remark: '备注',
  sex: '性别',
  created_at: '创建时间',
  updated_at: '更新时间',
  create_time: '创建时间',
  update_time: '更新时间',
  version: '版本',
  org_id: '组织',
  user_id: '用户',
  user_name: '用户名称',
  nick_name: '用户昵称',
  phonenumber: '手机号码',
  email: '邮箱',
  sort: '排序',
  order_num: '显示顺序',
};

/** The base type name without length or precision, lower case: `VARCHAR(100)` → `varchar`. */
export function baseType(dataType: string): string {
  return dataType.toLowerCase().replace(/\(.*$/, '').trim();
}

/** The declared length of a character column (`varchar(100)` → 100), if any. */
export function typeLength(dataType: string): number | undefined {
  const m = /^\s*(?:var)?char(?:acter)?(?:\s+varying)?\s*\((\d+)\)/i.exec(dataType);
  return m ? Number(m[1]) : undefined;
}

const NUMERIC = /^(int|integer|int2|int4|int8|smallint|bigint|tinyint|mediumint|serial|bigserial|smallserial|real|float|float4|float8|double|double precision|decimal|numeric|number)$/;

export function tsTypeOf(dataType: string): TsType {
  const t = baseType(dataType);
  if (t === 'bool' || t === 'boolean') return 'boolean';
  return NUMERIC.test(t) ? 'number' : 'string';
}

const isTime = (name: string) => /(_at|_time|_date)$/.test(name) || name === 'date';

function htmlTypeOf(col: DbColumn, ts: TsType): HtmlType {
  const name = col.name.toLowerCase();
  if (isTime(name)) return 'datetime';
  if (name === 'status' || name === 'sex' || /_(type|flag|status)$/.test(name)) return 'select';
  if (ts === 'boolean') return 'radio';
  if (TEXTAREA.has(name) || baseType(col.dataType) === 'text') return 'textarea';
  if (ts === 'number') return 'number';
  return 'input';
}

function queryOf(name: string, html: HtmlType, pk: boolean): { isQuery: boolean; queryType: QueryType } {
  if (pk || html === 'textarea' || (SERVER_KEPT.has(name) && !isTime(name))) return { isQuery: false, queryType: 'EQ' };
  if (html === 'datetime') return { isQuery: !name.startsWith('update'), queryType: 'BETWEEN' };
  if (name.includes('name') || name.endsWith('title')) return { isQuery: true, queryType: 'LIKE' };
  if (html === 'select' || name.endsWith('_code') || name === 'code') return { isQuery: true, queryType: 'EQ' };
  return { isQuery: false, queryType: 'EQ' };
}

/**
 * First settings of every column of a table. `dictTypes` are the dictionary types that exist: a known
 * column only gets its dictionary when it is there, so the configuration saves as it was imported.
 */
export function inferColumns(columns: readonly DbColumn[], dictTypes: ReadonlySet<string>): InferredColumn[] {
  const hasIncrement = columns.some((c) => c.isAutoIncrementing);
  return columns.map((col, i) => {
    const name = col.name.toLowerCase();
    const pk = col.isAutoIncrementing || (!hasIncrement && name === 'id');
    const tsType = tsTypeOf(col.dataType);
    const htmlType = htmlTypeOf(col, tsType);
    const kept = SERVER_KEPT.has(name);
    const known = KNOWN_DICTS[name];
    const { isQuery, queryType } = queryOf(name, htmlType, pk);
    return {
      columnName: col.name,
      columnComment: col.comment?.trim() || KNOWN_COMMENTS[name] || col.name,
      columnType: col.dataType,
      tsType,
      tsField: camelCase(col.name),
      isPk: flag(pk),
      isIncrement: flag(col.isAutoIncrementing),
      isRequired: flag(!pk && !kept && !col.isNullable && !col.hasDefaultValue),
      isInsert: flag(!col.isAutoIncrementing && !kept),
      isEdit: flag(!pk && !kept),
      isList: flag(!NOT_LISTED.has(name)),
      isQuery: flag(isQuery),
      queryType,
      htmlType,
      dictType: known && dictTypes.has(known) ? known : '',
      nullable: flag(col.isNullable),
      hasDefault: flag(col.hasDefaultValue || col.isAutoIncrementing),
      sort: i + 1,
    };
  });
}

/** First table-level settings: names derived from the table name (`hotel_rooms` → HotelRoom, hotelRoom). */
export function inferTable(tableName: string, tableComment: string, author: string) {
  const base = singularTable(tableName.toLowerCase());
  const comment = tableComment.trim() || tableName;
  return {
    tableName,
    tableComment: comment,
    className: pascalCase(base),
    moduleName: 'system',
    businessName: camelCase(base),
    functionName: comment,
    author,
    tplCategory: 'crud' as const,
    options: {},
    remark: '',
  };
}
