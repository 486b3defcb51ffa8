/** Rows of gen_table and gen_table_column to and from their wire shapes (server/contracts/gen.ts). */
import type { Selectable } from 'kysely';
import type { GenColumn, GenOptions, GenTable, TplCategory } from '../../contracts/gen.js';
import type { GenTableColumnTable, GenTableTable } from '../../db/schema.js';
import { formatDateTime } from '../time.js';
import type { InferredColumn } from './infer.js';

/** The stored options, tolerant of anything odd in the text (an empty object then). */
function parseOptions(text: string): GenOptions {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as GenOptions) : {};
  } catch {
    return {};
  }
}

export function tableToWire(r: Selectable<GenTableTable>): GenTable {
  return {
    tableId: r.table_id,
    tableName: r.table_name,
    tableComment: r.table_comment,
    className: r.class_name,
    moduleName: r.module_name,
    businessName: r.business_name,
    functionName: r.function_name,
    author: r.author,
    tplCategory: r.tpl_category as TplCategory,
    options: parseOptions(r.options),
    remark: r.remark,
    version: r.version,
    createTime: formatDateTime(Number(r.created_at)),
    updateTime: formatDateTime(Number(r.updated_at)),
  };
}

export function columnToWire(r: Selectable<GenTableColumnTable>): GenColumn {
  return {
    columnId: r.column_id,
    tableId: r.table_id,
    columnName: r.column_name,
    columnComment: r.column_comment,
    columnType: r.column_type,
    tsType: r.ts_type as GenColumn['tsType'],
    tsField: r.ts_field,
    isPk: r.is_pk as GenColumn['isPk'],
    isIncrement: r.is_increment as GenColumn['isIncrement'],
    isRequired: r.is_required as GenColumn['isRequired'],
    isInsert: r.is_insert as GenColumn['isInsert'],
    isEdit: r.is_edit as GenColumn['isEdit'],
    isList: r.is_list as GenColumn['isList'],
    isQuery: r.is_query as GenColumn['isQuery'],
    queryType: r.query_type as GenColumn['queryType'],
    htmlType: r.html_type as GenColumn['htmlType'],
    dictType: r.dict_type,
    nullable: r.nullable as GenColumn['nullable'],
    hasDefault: r.has_default as GenColumn['hasDefault'],
    sort: r.sort,
  };
}

/** The settings a user edits, as columns of gen_table_column. */
export function columnSettings(
  c: Pick<InferredColumn, 'columnComment' | 'tsType' | 'tsField' | 'isPk' | 'isRequired' | 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'queryType' | 'htmlType' | 'dictType' | 'sort'>,
) {
  return {
    column_comment: c.columnComment,
    ts_type: c.tsType,
    ts_field: c.tsField,
    is_pk: c.isPk,
    is_required: c.isRequired,
    is_insert: c.isInsert,
    is_edit: c.isEdit,
    is_list: c.isList,
    is_query: c.isQuery,
    query_type: c.queryType,
    html_type: c.htmlType,
    dict_type: c.dictType,
    sort: c.sort,
  };
}

/** The facts read from the database, refreshed by a sync. */
export function columnFacts(c: Pick<InferredColumn, 'columnType' | 'isIncrement' | 'nullable' | 'hasDefault'>) {
  return { column_type: c.columnType, is_increment: c.isIncrement, nullable: c.nullable, has_default: c.hasDefault };
}

/** A whole new row of gen_table_column. */
export function columnRow(tableId: number, c: InferredColumn) {
  return { table_id: tableId, column_name: c.columnName, ...columnFacts(c), ...columnSettings(c) };
}
