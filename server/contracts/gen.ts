/**
 * The code generator's configuration on the wire (RuoYi's gen module field names): an imported table
 * (`GenTable`), its columns (`GenColumn`) and the database's own tables (`DbTable`), each call declared
 * once as a contract (contracts/endpoint.ts). Flags are '1' yes / '0' no, as RuoYi sends them.
 * Platform-wide: only the admin role holds tool:gen:* in the demo.
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { DICT_TYPE_RULE } from './dict-type.js';
import { dataReply, endpoint, okReply, tableReply } from './endpoint.js';

const flag = z.enum(['0', '1']);
export type Flag = z.infer<typeof flag>;
const queryType = z.enum(['EQ', 'NE', 'GT', 'GE', 'LT', 'LE', 'LIKE', 'BETWEEN']);
export type QueryType = z.infer<typeof queryType>;
const htmlType = z.enum(['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'number']);
export type HtmlType = z.infer<typeof htmlType>;
const tsType = z.enum(['string', 'number', 'boolean']);
export type TsType = z.infer<typeof tsType>;
const tplCategory = z.enum(['crud', 'tree', 'sub']);
export type TplCategory = z.infer<typeof tplCategory>;

/** Settings of the tree and sub-table templates (column names of this table, or the sub table's). */
export const GenOptions = z.object({
  treeCode: z.string().optional(),
  treeParentCode: z.string().optional(),
  treeName: z.string().optional(),
  subTableName: z.string().optional(),
  subTableFkName: z.string().optional(),
});
export type GenOptions = z.infer<typeof GenOptions>;

export const GenTable = z.object({
  tableId: z.number().int(),
  tableName: z.string(),
  tableComment: z.string(),
  /** PascalCase: the generated types' name. */
  className: z.string(),
  moduleName: z.string(),
  businessName: z.string(),
  functionName: z.string(),
  author: z.string(),
  tplCategory,
  options: GenOptions,
  remark: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type GenTable = z.infer<typeof GenTable>;

export const GenColumn = z.object({
  columnId: z.number().int(),
  tableId: z.number().int(),
  columnName: z.string(),
  columnComment: z.string(),
  /** As the database declares it (read only). */
  columnType: z.string(),
  tsType,
  /** camelCase field name on the wire. */
  tsField: z.string(),
  isPk: flag,
  isIncrement: flag,
  isRequired: flag,
  isInsert: flag,
  isEdit: flag,
  isList: flag,
  isQuery: flag,
  queryType,
  htmlType,
  /** A dict_type key, or '' for none. */
  dictType: z.string(),
  /** Read from the database (read only). */
  nullable: flag,
  hasDefault: flag,
  sort: z.number().int(),
});
export type GenColumn = z.infer<typeof GenColumn>;

/** `GET /htservice/gen/{tableId}` → data: the table, its columns and every imported table (for the sub-table choice). */
const GenTableColumns = z.object({ info: GenTable, rows: z.array(GenColumn) });
export const GenDetail = GenTableColumns.extend({ tables: z.array(GenTable) });
export type GenDetail = z.infer<typeof GenDetail>;

/** `GET /htservice/gen/db/list`: a table of the database not imported yet. */
export const DbTable = z.object({ tableName: z.string(), tableComment: z.string(), columnCount: z.number().int() });
export type DbTable = z.infer<typeof DbTable>;

/** `GET /htservice/gen/preview/{tableId}` → data: file path → generated text. */
export const GenPreview = z.record(z.string(), z.string());
export type GenPreview = z.infer<typeof GenPreview>;

/** A camelCase identifier (module, business, field names); class names are PascalCase. */
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;
const text = (max: number) => z.string().trim().min(1).max(max);
const optionName = z.string().trim().max(200).optional();

export const genList = endpoint({
  summary: 'A page of the imported tables (tableName, tableComment: contains)',
  list: z.object({ tableName: textFilter(), tableComment: textFilter() }),
  reply: tableReply(GenTable),
});
export const genGet = endpoint({ summary: 'An imported table with its columns and every imported table', params: z.object({ tableId: numericId }), reply: dataReply(GenDetail), refusals: [404] });
export const genPreview = endpoint({ summary: 'The files generated from an imported table: path → text', params: z.object({ tableId: numericId }), reply: dataReply(GenPreview), refusals: [404] });
/** `PUT /htservice/gen`: the whole configuration; columns must be exactly the table's (422 naming the field otherwise). */
export const genEdit = endpoint({
  summary: "Saves an imported table's whole configuration with the version last read",
  body: z.object({
    tableId: numericId,
    version: versionNumber,
    tableComment: text(500),
    className: z.string().trim().max(100).regex(CLASS_NAME),
    moduleName: z.string().trim().max(30).regex(IDENTIFIER),
    businessName: z.string().trim().max(30).regex(IDENTIFIER),
    functionName: text(50),
    author: text(50),
    tplCategory,
    options: z.object({ treeCode: optionName, treeParentCode: optionName, treeName: optionName, subTableName: optionName, subTableFkName: optionName }).default({}),
    remark: z.string().max(500).default(''),
    columns: z
      .array(
        z.object({
          columnId: numericId,
          columnComment: text(500),
          tsType,
          tsField: z.string().trim().max(100).regex(IDENTIFIER),
          isPk: flag,
          isRequired: flag,
          isInsert: flag,
          isEdit: flag,
          isList: flag,
          isQuery: flag,
          queryType,
          htmlType,
          dictType: z.union([z.literal(''), z.string().trim().max(100).regex(DICT_TYPE_RULE)]).default(''),
          sort: z.number().int().min(0).max(9999),
        }),
      )
      .min(1)
      .max(1000),
  }),
  reply: dataReply(GenTableColumns),
  refusals: [404, 409],
});
export type GenTableUpdate = z.input<typeof genEdit.body>;
export const genRemove = endpoint({ summary: 'Deletes imported tables (all or nothing)', params: z.object({ tableIds: idList }), reply: okReply, refusals: [404] });

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
const NAME_LIST = /^\s*[A-Za-z_][A-Za-z0-9_]{0,199}\s*(,\s*[A-Za-z_][A-Za-z0-9_]{0,199}\s*)*$/;
/** `tables=a,b`: in the query string or a JSON body `{ tables }` (the body's wins). */
export const ImportInput = z.object({
  tables: z
    .string()
    .max(10_000)
    .regex(NAME_LIST)
    .transform((names) => [...new Set(names.split(',').map((s) => s.trim()))]),
});

export const genDbList = endpoint({
  summary: "A page of the database's tables not imported yet (tableName, tableComment: contains)",
  list: z.object({ tableName: textFilter(), tableComment: textFilter() }),
  reply: tableReply(DbTable),
});
export const genImport = endpoint({
  summary: 'Imports database tables (tables=a,b in the query or a JSON body), columns inferred; answers the new table ids',
  query: ImportInput.partial(),
  reply: dataReply(z.array(z.number().int())),
  refusals: [409],
});
export const genSync = endpoint({
  summary: "Re-reads an imported table's columns from the database, keeping the settings of those still there",
  params: z.object({ tableName: z.string().regex(NAME) }),
  reply: okReply,
  refusals: [404],
});
