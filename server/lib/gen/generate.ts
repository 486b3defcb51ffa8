/**
 * The code generator: one imported table's configuration → the TypeScript files that make it a page
 * of this product, as text (the preview shows them; nothing is written to disk):
 * - the Kysely table type (server/db/schema.ts style: snake_case columns, Generated for defaults);
 * - the zod schemas of its calls (create, update with id and version, list filters) with the list
 *   layer's sort allowlist and query-plan fields;
 * - the CrudResource description of its page (src/modules/system/resources.ts style);
 * - its page texts in Chinese (the column comments) and English (from the field names).
 * Every text placed in the output goes through JSON.stringify or `comment()`, so whatever a user typed
 * as a comment or name cannot break the generated code.
 */
import type { GenColumn, GenTable } from '../../contracts/gen.js';
import { baseType, typeLength } from './infer.js';
import { humanize, kebabCase } from './names.js';

export type GenInput = {
  info: Pick<GenTable, 'tableName' | 'tableComment' | 'className' | 'moduleName' | 'businessName' | 'functionName' | 'author' | 'tplCategory' | 'options'>;
  columns: readonly GenColumn[];
};

const q = (text: string) => JSON.stringify(text);
/** Text safe inside a block comment. */
const comment = (text: string) => text.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim();
const on = (flag: string) => flag === '1';
const INTEGER = /^(int|integer|int2|int4|int8|smallint|bigint|tinyint|mediumint|serial|bigserial|smallserial)$/;

/** The wire type of a column: date-times travel as 'YYYY-MM-DD HH:mm:ss' text (DESIGN.md section 4). */
function wireType(c: GenColumn): string {
  const base = c.htmlType === 'datetime' ? 'string' : c.tsType;
  return on(c.nullable) ? `${base} | null` : base;
}

function kyselyFile({ info, columns }: GenInput): string {
  const name = `${info.className}Table`;
  const lines = columns.map((c) => {
    const type = on(c.nullable) ? `${c.tsType} | null` : c.tsType;
    const declared = on(c.hasDefault) || on(c.isIncrement) ? `Generated<${type}>` : type;
    return `  /** ${comment(c.columnComment)} (${comment(c.columnType)}) */\n  ${c.columnName}: ${declared};`;
  });
  const usesGenerated = lines.some((l) => l.includes('Generated<'));
  return [
    `/** ${comment(info.functionName)}: the Kysely view of ${comment(info.tableName)}; add \`${info.tableName}: ${name}\` to Database in server/db/schema.ts. */`,
    ...(usesGenerated ? [`import type { Generated } from 'kysely';`, ''] : []),
    `export type ${name} = {`,
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** The zod schema of one input field, as required (callers add .optional()). */
function zodField(c: GenColumn): string {
  if (c.htmlType === 'datetime') return `z.string().regex(/^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$/)`;
  if (c.tsType === 'boolean') return 'z.boolean()';
  if (c.tsType === 'number') return INTEGER.test(baseType(c.columnType)) ? 'z.number().int()' : 'z.number()';
  const max = typeLength(c.columnType);
  return `z.string().trim()${on(c.isRequired) ? '.min(1)' : ''}${max ? `.max(${max})` : ''}`;
}

function filterField(c: GenColumn): string {
  if (c.tsType === 'number' && c.htmlType !== 'select') return `z.string().regex(/^-?\\d{1,9}$/).transform(Number).optional()`;
  return `textFilter(${typeLength(c.columnType) ?? ''})`;
}

const schemaPlanType = (c: GenColumn) => (c.htmlType === 'datetime' ? 'date' : c.tsType === 'number' && c.htmlType !== 'select' ? 'number' : 'text');
/** `DictType` → `DICT_TYPE`. */
const constName = (cls: string) => kebabCase(cls).replace(/-/g, '_').toUpperCase();

function zodFile({ info, columns }: GenInput): string {
  const cls = info.className;
  const pk = columns.find((c) => on(c.isPk));
  const hasVersion = columns.some((c) => c.columnName === 'version');
  const input = columns.filter((c) => (on(c.isInsert) || on(c.isEdit)) && !on(c.isIncrement));
  const inserted = input.filter((c) => on(c.isInsert));
  const edited = input.filter((c) => on(c.isEdit));
  const queried = columns.filter((c) => on(c.isQuery));
  const filters = queried.filter((c) => c.queryType !== 'BETWEEN');
  const listed = columns.filter((c) => on(c.isList));
  const extend = [pk && `${pk.tsField}: numericId`, hasVersion && 'version: versionNumber'].filter(Boolean).join(', ');
  const imports = [pk && 'numericId', hasVersion && 'versionNumber'].filter(Boolean).join(', ');
  return [
    `/**`,
    ` * ${comment(info.functionName)} (${comment(info.tableName)}): what its calls accept. Unknown keys are dropped (RuoYi's forms`,
    ` * send back what they loaded); validate with parseJson / parseList of server/plugins/validate.ts and list-query.ts.`,
    ...filters.map((c) => ` * Filter ${c.tsField}: ${c.queryType}${c.queryType === 'LIKE' ? ' (contains)' : ''}.`),
    ` */`,
    `import { z } from 'zod';`,
    `import { ${filters.some((c) => filterField(c).startsWith('textFilter')) ? 'textFilter, ' : ''}type PlanFields, type SortAllowlist } from '../lib/list-query.js';`,
    ...(imports ? [`import { ${imports} } from '../plugins/validate.js';`] : []),
    '',
    `const fields = {`,
    ...input.map((c) => `  /** ${comment(c.columnComment)} */\n  ${c.tsField}: ${zodField(c)}${on(c.nullable) ? '.nullable()' : ''},`),
    `};`,
    '',
    `export const ${cls}Create = z.object({`,
    ...inserted.map((c) => `  ${c.tsField}: fields.${c.tsField}${on(c.isRequired) ? '' : '.optional()'},`),
    `});`,
    `export const ${cls}Update = z`,
    `  .object({`,
    ...edited.map((c) => `    ${c.tsField}: fields.${c.tsField},`),
    `  })`,
    `  .partial()${extend ? `\n  .extend({ ${extend} })` : ''};`,
    `export const ${cls}Filters = z.object({`,
    ...filters.map((c) => `  ${c.tsField}: ${filterField(c)},`),
    `});`,
    '',
    `/** Wire field → column of the sortable (listed) fields. */`,
    `export const ${constName(cls)}_SORT: SortAllowlist = {`,
    ...listed.map((c) => `  ${c.tsField}: ${q(c.columnName)},`),
    `};`,
    `/** What a query plan may filter on (the query fields; BETWEEN ones only here). */`,
    `export const ${constName(cls)}_PLAN: PlanFields = {`,
    ...queried.map((c) => `  ${c.tsField}: { column: ${q(c.columnName)}, type: ${q(schemaPlanType(c))} },`),
    `};`,
    '',
    `export type ${cls}CreateBody = z.infer<typeof ${cls}Create>;`,
    `export type ${cls}UpdateBody = z.infer<typeof ${cls}Update>;`,
    '',
  ].join('\n');
}

const FIELD_TYPE: Record<string, string> = { input: 'text', textarea: 'textarea', number: 'number', select: 'select', radio: 'select', checkbox: 'select', datetime: 'text' };

function resourceFile({ info, columns }: GenInput): string {
  const cls = info.className;
  const biz = info.businessName;
  const perm = (action: string) => q(`${info.moduleName}:${biz}:${action}`);
  const pk = columns.find((c) => on(c.isPk)) ?? columns[0];
  const dicts = [...new Set(columns.filter((c) => c.dictType && (on(c.isList) || on(c.isInsert) || on(c.isEdit) || on(c.isQuery))).map((c) => c.tsField))];
  const dictOf = (c: GenColumn) => (c.dictType && dicts.includes(c.tsField) ? c.tsField : null);
  const column = (c: GenColumn) => {
    const d = dictOf(c);
    const render = d ? `, render: (row) => labelOf(dicts.${d})(row.${c.tsField})` : '';
    return `      { key: ${q(c.tsField)}, label: K(${q(`fields.${c.tsField}`)}), prop: ${q(c.tsField)}, width: ${c.htmlType === 'textarea' ? 240 : 160}${on(c.isPk) || c.htmlType === 'datetime' ? ', sortable: true' : ''}${render} },`;
  };
  const fieldSpec = (c: GenColumn) => {
    const d = dictOf(c);
    const type = d ? 'select' : FIELD_TYPE[c.htmlType] === 'select' ? 'text' : FIELD_TYPE[c.htmlType];
    const max = typeLength(c.columnType);
    const extra = [
      on(c.isRequired) && 'required: true',
      max && type !== 'select' && `maxLength: ${max}`,
      d && `options: options(dicts.${d})`,
      on(c.isInsert) && !on(c.isEdit) && 'readOnlyOnEdit: true',
    ]
      .filter(Boolean)
      .map((x) => `, ${x}`)
      .join('');
    return `      { key: ${q(c.tsField)}, label: K(${q(`fields.${c.tsField}`)}), type: ${q(type)}${extra} },`;
  };
  const formColumns = columns.filter((c) => (on(c.isInsert) || on(c.isEdit)) && !on(c.isIncrement));
  const dateInputs = formColumns.filter((c) => c.htmlType === 'datetime');
  const queried = columns.filter((c) => on(c.isQuery));
  const filters = queried.filter((c) => c.queryType !== 'BETWEEN');
  const planType = (c: GenColumn) => (dictOf(c) ? 'select' : c.htmlType === 'datetime' ? 'date' : c.tsType === 'number' ? 'number' : 'text');
  return [
    `/**`,
    ` * ${comment(info.functionName)} (${comment(info.tableName)}) as a CrudPage description, generated from the configuration of`,
    ` * ${comment(info.author)}. Its page passes the dictionaries (useDict) and renders <CrudPage resource={...} />.`,
    ...dateInputs.map((c) => ` * ${c.tsField} is a date-time: CrudForm has no date input, so it is left out of the form.`),
    ` */`,
    `import type { TextKey } from '../../locales/text-key';`,
    `import type { CrudResource${dicts.length ? ', FieldOption' : ''} } from '../../ui/crud/crud-types';`,
    `import type { ${biz}Texts } from './texts/${kebabCase(biz)}';`,
    ...(dicts.length ? [`import type { DictData } from '../../ui/dict-cache';`] : []),
    '',
    `export type ${cls} = {`,
    ...columns.map((c) => `  /** ${comment(c.columnComment)} */\n  ${c.tsField}: ${wireType(c)};`),
    `};`,
    `/** The dictionary rows of its select columns, loaded by the page. */`,
    `export type ${cls}Dicts = {${dicts.map((d) => ` ${d}: readonly DictData[];`).join('')}${dicts.length ? ' ' : ''}};`,
    ...(dicts.length
      ? [
          '',
          `const options = (rows: readonly DictData[]): FieldOption[] => rows.map((d) => ({ value: d.dictValue, label: d.dictLabel }));`,
          `const labelOf = (rows: readonly DictData[]) => (value: unknown) => rows.find((d) => d.dictValue === String(value))?.dictLabel ?? String(value ?? '');`,
        ]
      : []),
    '',
    `/** Dictionaries: ${
      columns
        .filter(dictOf)
        .map((c) => `${c.tsField} → ${c.dictType}`)
        .join(', ') || 'none'
    }. */`,
    `/**`,
    ` * The page's text keys, checked against ./texts/${kebabCase(biz)}.ts; they name texts (TextKey) once that table is spread into`,
    ` * src/modules/${info.moduleName}/locales.ts. The description carries keys; CrudPage translates them when it draws.`,
    ` */`,
    `type Key = 'title' | \`fields.\${keyof (typeof ${biz}Texts)['zh']['${biz}']['fields'] & string}\`;`,
    `const K = (key: Key) => \`${info.moduleName}.${biz}.\${key}\` as TextKey;`,
    '',
    `export function ${biz}Resource(${dicts.length ? 'dicts' : '_dicts'}: ${cls}Dicts): CrudResource<${cls}> {`,
    `  return {`,
    `    tableId: ${q(`${info.moduleName}-${kebabCase(biz)}`)},`,
    `    title: K('title'),`,
    `    idField: ${q(pk.tsField)},`,
    `    base: ${q(`/htservice/${biz}`)},`,
    `    columns: [`,
    ...columns.filter((c) => on(c.isList)).map(column),
    `    ],`,
    `    filters: [`,
    ...filters.map((c) => `      { key: ${q(c.tsField)}, label: K(${q(`fields.${c.tsField}`)}), type: ${dictOf(c) ? `'select', options: options(dicts.${dictOf(c)})` : `'text'`} },`),
    `    ],`,
    `    fields: [`,
    ...formColumns.filter((c) => c.htmlType !== 'datetime').map(fieldSpec),
    `    ],`,
    `    planFields: [`,
    ...queried.map((c) => `      { field: ${q(c.tsField)}, label: K(${q(`fields.${c.tsField}`)}), type: ${q(planType(c))}${dictOf(c) ? `, options: options(dicts.${dictOf(c)})` : ''} },`),
    `    ],`,
    `    permissions: { add: ${perm('add')}, edit: ${perm('edit')}, remove: ${perm('remove')} },`,
    `  };`,
    `}`,
    '',
  ].join('\n');
}

function textsFile({ info, columns }: GenInput): string {
  const biz = info.businessName;
  const table = (lang: string, title: string, label: (c: GenColumn) => string) => [
    `  ${lang}: {`,
    `    ${biz}: {`,
    `      title: ${q(title)},`,
    `      fields: {`,
    ...columns.map((c) => `        ${c.tsField}: ${q(label(c))},`),
    `      },`,
    `    },`,
    `  },`,
  ];
  return [
    `/** Texts of the ${comment(info.functionName)} page: spread its zh and en into the module's table in src/modules/${info.moduleName}/locales.ts. */`,
    `export const ${biz}Texts = {`,
    ...table('zh', info.functionName, (c) => c.columnComment),
    ...table('en', humanize(info.className), (c) => humanize(c.tsField)),
    `};`,
    '',
  ].join('\n');
}

/** The generated files by path (relative to the repository root), in the order a developer adds them. */
export function generate(input: GenInput): Record<string, string> {
  const file = kebabCase(input.info.businessName);
  const module = input.info.moduleName;
  return {
    [`server/db/tables/${file}.ts`]: kyselyFile(input),
    [`server/routes/${file}-schema.ts`]: zodFile(input),
    [`src/modules/${module}/${file}-resource.ts`]: resourceFile(input),
    [`src/modules/${module}/texts/${file}.ts`]: textsFile(input),
  };
}
