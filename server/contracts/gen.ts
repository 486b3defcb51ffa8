/**
 * The code generator's configuration on the wire (RuoYi's gen module field names): an imported table
 * (`GenTable`), its columns (`GenColumn`) and the database's own tables (`DbTable`). Types only.
 * Flags are '1' yes / '0' no, as RuoYi sends them.
 */
export type Flag = '0' | '1';
export type QueryType = 'EQ' | 'NE' | 'GT' | 'GE' | 'LT' | 'LE' | 'LIKE' | 'BETWEEN';
export type HtmlType = 'input' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'datetime' | 'number';
export type TsType = 'string' | 'number' | 'boolean';
export type TplCategory = 'crud' | 'tree' | 'sub';

/** Settings of the tree and sub-table templates (column names of this table, or the sub table's). */
export type GenOptions = { treeCode?: string; treeParentCode?: string; treeName?: string; subTableName?: string; subTableFkName?: string };

export type GenTable = {
  tableId: number;
  tableName: string;
  tableComment: string;
  /** PascalCase: the generated types' name. */
  className: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  author: string;
  tplCategory: TplCategory;
  options: GenOptions;
  remark: string;
  /** Send back on PUT: a stale version is refused with 409. */
  version: number;
  createTime: string;
  updateTime: string;
};

export type GenColumn = {
  columnId: number;
  tableId: number;
  columnName: string;
  columnComment: string;
  /** As the database declares it (read only). */
  columnType: string;
  tsType: TsType;
  /** camelCase field name on the wire. */
  tsField: string;
  isPk: Flag;
  isIncrement: Flag;
  isRequired: Flag;
  isInsert: Flag;
  isEdit: Flag;
  isList: Flag;
  isQuery: Flag;
  queryType: QueryType;
  htmlType: HtmlType;
  /** A dict_type key, or '' for none. */
  dictType: string;
  /** Read from the database (read only). */
  nullable: Flag;
  hasDefault: Flag;
  sort: number;
};

/** `GET /htservice/gen/{tableId}` → data: the table, its columns and every imported table (for the sub-table choice). */
export type GenDetail = { info: GenTable; rows: GenColumn[]; tables: GenTable[] };

/** `PUT /htservice/gen`: the whole configuration; columns must be exactly the table's. */
export type GenTableUpdate = Pick<GenTable, 'tableId' | 'version' | 'tableComment' | 'className' | 'moduleName' | 'businessName' | 'functionName' | 'author' | 'tplCategory' | 'options' | 'remark'> & {
  columns: Array<Pick<GenColumn, 'columnId' | 'columnComment' | 'tsType' | 'tsField' | 'isPk' | 'isRequired' | 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'queryType' | 'htmlType' | 'dictType' | 'sort'>>;
};

/** `GET /htservice/gen/db/list`: a table of the database not imported yet. */
export type DbTable = { tableName: string; tableComment: string; columnCount: number };

/** `GET /htservice/gen/preview/{tableId}` → data: file path → generated text. */
export type GenPreview = Record<string, string>;
