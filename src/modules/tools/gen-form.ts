/**
 * The generator configuration being edited on /gen/edit: the checks a user gets before saving (the same
 * rules the server applies, with messages in the current language), which tab holds a field, and the
 * PUT body. Field keys are the server's paths (`className`, `columns.3.tsField`, `options.treeCode`), so
 * a 422 from the server lands at the same place as a check here.
 */
import { t, textsUnder, type KeysUnder } from '../../lib/i18n';
import type { GenColumn, GenTable, GenTableUpdate } from '../../../server/contracts/gen';

export type GenDraft = { info: GenTable; columns: GenColumn[] };
export type GenTab = 'basic' | 'columns' | 'gen';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const L = textsUnder('tools.gen');

/** Which tab shows a field. */
export function tabOf(field: string): GenTab {
  if (field.startsWith('columns')) return 'columns';
  if (['tableName', 'tableComment', 'className', 'author', 'remark'].includes(field)) return 'basic';
  return 'gen';
}

const TREE_OPTIONS = ['treeCode', 'treeParentCode', 'treeName'] as const;
const SUB_OPTIONS = ['subTableName', 'subTableFkName'] as const;

/** Every problem of the draft, by field key; empty when it may be saved. */
export function validateGen({ info, columns }: GenDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (key: keyof GenTable & KeysUnder<'tools.gen'>, max: number) => {
    const value = String(info[key] ?? '').trim();
    if (!value) errors[key] = t('ui.crud.required', { label: L(key) });
    else if (value.length > max) errors[key] = t('ui.crud.tooLong', { label: L(key), max });
  };
  required('tableComment', 500);
  required('author', 50);
  required('functionName', 50);
  if (!PASCAL.test(info.className)) errors.className = info.className ? t('tools.gen.pascal', { label: L('className') }) : t('ui.crud.required', { label: L('className') });
  for (const key of ['moduleName', 'businessName'] as const) {
    if (!info[key]) errors[key] = t('ui.crud.required', { label: L(key) });
    else if (!IDENTIFIER.test(info[key])) errors[key] = t('tools.gen.identifier', { label: L(key) });
  }
  const needed = info.tplCategory === 'tree' ? TREE_OPTIONS : info.tplCategory === 'sub' ? SUB_OPTIONS : [];
  for (const key of needed) if (!info.options[key]) errors[`options.${key}`] = t('tools.gen.needColumn', { label: L(key) });
  const seen = new Set<string>();
  columns.forEach((col, i) => {
    if (!col.columnComment.trim()) errors[`columns.${i}.columnComment`] = t('ui.crud.required', { label: `${col.columnName} ${L('columnComment')}` });
    if (!IDENTIFIER.test(col.tsField)) errors[`columns.${i}.tsField`] = t('tools.gen.identifier', { label: `${col.columnName} ${L('tsField')}` });
    else if (seen.has(col.tsField)) errors[`columns.${i}.tsField`] = t('tools.gen.duplicate', { label: L('tsField'), value: col.tsField });
    seen.add(col.tsField);
  });
  return errors;
}

/** The PUT body: the whole configuration, only the fields the server takes. */
export function toUpdate({ info, columns }: GenDraft): GenTableUpdate {
  const { tableId, version, tableComment, className, moduleName, businessName, functionName, author, tplCategory, options, remark } = info;
  return {
    tableId,
    version,
    tableComment,
    className,
    moduleName,
    businessName,
    functionName,
    author,
    tplCategory,
    options,
    remark,
    columns: columns.map(({ columnId, columnComment, tsType, tsField, isPk, isRequired, isInsert, isEdit, isList, isQuery, queryType, htmlType, dictType, sort }) => ({
      columnId,
      columnComment,
      tsType,
      tsField,
      isPk,
      isRequired,
      isInsert,
      isEdit,
      isList,
      isQuery,
      queryType,
      htmlType,
      dictType,
      sort,
    })),
  };
}
