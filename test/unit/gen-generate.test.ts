/**
 * The code generator's output as text: the expected files, what each declares, and that it always
 * parses as TypeScript (esbuild), whatever a user typed as names and comments. (The server tier
 * type-checks real previews against the repository with tsc.)
 */
import { transformSync } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { GenColumn } from '../../server/contracts/gen';
import { generate, type GenInput } from '../../server/lib/gen/generate';
import { inferColumns, inferTable, type DbColumn } from '../../server/lib/gen/infer';

const column = (name: string, dataType: string, extra: Partial<DbColumn> = {}): DbColumn => ({ name, dataType, isNullable: false, isAutoIncrementing: false, hasDefaultValue: false, ...extra });
const withIds = (cols: ReturnType<typeof inferColumns>): GenColumn[] => cols.map((c, i) => ({ ...c, columnId: i + 1, tableId: 1 }));

function input(columns: DbColumn[], patch: Partial<GenInput['info']> = {}, dicts = new Set(['sys_normal_disable'])): GenInput {
  return { info: { ...inferTable('guest_profiles', '', 'admin'), functionName: '客户档案', ...patch }, columns: withIds(inferColumns(columns, dicts)) };
}

const GUESTS = [
  column('guest_id', 'integer', { isAutoIncrementing: true }),
  column('guest_name', 'varchar(50)'),
  column('id_card', 'varchar(18)', { isNullable: true }),
  column('visits', 'integer', { hasDefaultValue: true }),
  column('status', 'varchar(1)', { hasDefaultValue: true }),
  column('remark', 'varchar(500)', { hasDefaultValue: true }),
  column('arrived_at', 'bigint', { isNullable: true }),
  column('version', 'integer', { hasDefaultValue: true }),
];

const parses = (path: string, code: string) => {
  try {
    transformSync(code, { loader: path.endsWith('.tsx') ? 'tsx' : 'ts' });
  } catch (error) {
    assert.unreachable(`${path} does not parse: ${(error as Error).message}\n${code}`);
  }
};

test('four files named after the business name, each parsing as TypeScript', () => {
  const files = generate(input(GUESTS));
  assert.equal(Object.keys(files), [
    'server/db/tables/guest-profile.ts',
    'server/routes/guest-profile-schema.ts',
    'src/modules/system/guest-profile-resource.ts',
    'src/modules/system/texts/guest-profile.ts',
  ]);
  for (const [path, code] of Object.entries(files)) parses(path, code);
});

test('the Kysely type: snake_case columns, Generated for defaults and the key, null for nullable columns', () => {
  const kysely = generate(input(GUESTS))['server/db/tables/guest-profile.ts'];
  assert.match(kysely, 'export type GuestProfileTable = {');
  assert.match(kysely, '  guest_id: Generated<number>;');
  assert.match(kysely, '  guest_name: string;');
  assert.match(kysely, '  id_card: string | null;');
  assert.match(kysely, '  visits: Generated<number>;');
  assert.match(kysely, '  arrived_at: number | null;');
});

test('the zod schemas: required fields, lengths, the key and version on update, filters by query type, sort and plan fields', () => {
  const zod = generate(input(GUESTS))['server/routes/guest-profile-schema.ts'];
  assert.match(zod, 'guestName: z.string().trim().min(1).max(50),');
  assert.match(zod, 'idCard: z.string().trim().max(18).nullable(),');
  assert.match(zod, 'visits: z.number().int(),');
  assert.match(zod, /GuestProfileCreate = z\.object\(\{\n {2}guestName: fields\.guestName,\n {2}idCard: fields\.idCard\.optional\(\),/);
  assert.match(zod, '.extend({ guestId: numericId, version: versionNumber })');
  assert.match(zod, 'guestName: textFilter(50),');
  assert.not.match(zod, 'arrivedAt: textFilter', 'BETWEEN goes to the plan fields, not the plain filters');
  assert.match(zod, 'arrivedAt: { column: "arrived_at", type: "date" },');
  assert.match(zod, 'export const GUEST_PROFILE_SORT: SortAllowlist = {');
  assert.not.match(zod, 'version: "version"', 'version is not listed, so not sortable');
});

test('the resource: dictionary options and labels, date-times out of the form, permissions from module and business names', () => {
  const resource = generate(input(GUESTS, { moduleName: 'crm', businessName: 'guest' }))['src/modules/crm/guest-resource.ts'];
  assert.match(resource, 'export function guestResource(dicts: GuestProfileDicts): CrudResource<GuestProfile> {');
  assert.match(resource, 'export type GuestProfileDicts = { status: readonly DictData[]; };');
  assert.match(resource, 'render: (row) => labelOf(dicts.status)(row.status)');
  assert.match(resource, '{ key: "status", label: K("fields.status"), type: "select", options: options(dicts.status) },');
  assert.match(resource, '{ key: "guestName", label: K("fields.guestName"), type: "text", required: true, maxLength: 50 },');
  assert.match(resource, 'arrivedAt is a date-time: CrudForm has no date input');
  assert.not.match(resource, '{ key: "arrivedAt", label: K("fields.arrivedAt"), type:');
  assert.match(resource, 'permissions: { add: "crm:guest:add", edit: "crm:guest:edit", remove: "crm:guest:remove" }');
  assert.match(resource, 'arrivedAt: string | null;', 'date-times travel as text');
  // The description carries text keys, typed by the generated texts file, and is translated when drawn.
  assert.match(resource, "import type { guestTexts } from './texts/guest';");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated source text expected, which holds a template literal type
  assert.match(resource, "type Key = 'title' | `fields.${keyof (typeof guestTexts)['zh']['guest']['fields'] & string}`;");
  assert.match(resource, "title: K('title'),");
});

test('a table without dictionaries, key or version generates no unused imports or extensions', () => {
  // A column named title must not clash with the page title in the texts.
  const files = generate(input([column('code', 'varchar(10)'), column('title', 'varchar(50)')], {}, new Set()));
  const resource = files['src/modules/system/guest-profile-resource.ts'];
  assert.not.match(resource, 'DictData');
  assert.match(resource, 'export type GuestProfileDicts = {};');
  assert.not.match(files['server/routes/guest-profile-schema.ts'], "from '../plugins/validate.js'");
  assert.not.match(files['server/db/tables/guest-profile.ts'], 'Generated');
  for (const [path, code] of Object.entries(files)) parses(path, code);
});

test('whatever is typed as comments or the function name cannot break the code', () => {
  const comment = '*/ }); process.exit(1); ({ "`';
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile name that tries to open a template in the generated code
  const evil = input(GUESTS, { functionName: 'x */ throw 1; /* `${y}` "\'' });
  const files = generate({ ...evil, columns: evil.columns.map((c, i) => (i === 1 ? { ...c, columnComment: comment } : c)) });
  for (const [path, code] of Object.entries(files)) parses(path, code);
  assert.match(files['src/modules/system/texts/guest-profile.ts'], `guestName: ${JSON.stringify(comment)},`);
  assert.not.match(files['server/db/tables/guest-profile.ts'], '*/ });');
});

test.run();
