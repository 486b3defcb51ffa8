/**
 * Master–detail forms (/template/SubMainForm, server/records/master-detail): a record of a kind saved
 * with its lines in one transaction. Guarded like the kind's own record calls and scoped to the
 * session's organisation (another hotel's record, or one of another type, answers 404):
 *
 * - `GET /htservice/masterDetail/{form}/meta` (`<kind>:list`): the head kind with its options and
 *   users, the fixed type, the line fields and how a line's amount is made.
 * - `GET /htservice/masterDetail/{form}/{id}` (`<kind>:query`): the head and its lines.
 * - `POST /htservice/masterDetail/{form}` (`<kind>:add`): `{ head, lines }`; a number taken → 409.
 * - `PUT /htservice/masterDetail/{form}` (`<kind>:edit`): `{ recordId, version, head, lines }`; the
 *   lines replace the stored ones; a stale version → 409 and nothing written.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { masterDetailAdd, masterDetailEdit, masterDetailGet, masterDetailMeta, type MasterDetailMeta } from '../contracts/master-detail.js';
import type { RecordKind } from '../contracts/records.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { withFacts } from '../lib/route-facts.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { hasPermi } from '../plugins/permission.js';
import { recordKind, type RecordAction } from '../records/kinds/index.js';
import { MASTER_DETAIL_FORMS, masterDetailForm, type MasterDetailForm } from '../records/master-detail/forms.js';
import { readMasterDetail, replaceLines } from '../records/master-detail/store.js';
import { checkWrite } from '../records/master-detail/write.js';
import { assertReferences, orgUsers, withDictOptions } from '../records/references.js';
import { storedColumns } from '../records/store.js';

type FormEnv = { Variables: AppEnv['Variables'] & { form: MasterDetailForm; kind: RecordKind } };
const FORM = '{[A-Za-z]+}';

/** The form named in the path (404 when none) and the permission `<its kind's prefix>:<action>`. */
function formPermi(action: RecordAction): MiddlewareHandler<FormEnv> {
  return withFacts<MiddlewareHandler<FormEnv>>(
    async (c, next) => {
      // Whoever may do this with none of the forms' kinds is refused before the form is looked at.
      if (!hasPermi(c.var.auth, ...MASTER_DETAIL_FORMS.map((f) => `${recordKind(f.kind)!.perms}:${action}`))) throw new HttpError(403, 'forbidden');
      const form = masterDetailForm(c.req.param('form') ?? '');
      if (!form) throw new HttpError(404, 'notFound', 'form');
      const kind = recordKind(form.kind)!;
      if (!hasPermi(c.var.auth, `${kind.perms}:${action}`)) throw new HttpError(403, 'forbidden');
      c.set('form', form);
      c.set('kind', kind);
      await next();
    },
    { permissionRule: `<permission prefix of the form's record kind>:${action}` },
  );
}

export function mountMasterDetail(root: Hono<AppEnv>, deps: Deps) {
  const api = root as unknown as Hono<FormEnv>;
  const session = authenticate(deps);
  const base = '/htservice/masterDetail';
  const lang = (c: { req: { header(name: string): string | undefined } }) => pickLang(c.req.header('accept-language'));
  const duplicate = (c: { req: { header(name: string): string | undefined } }, kind: RecordKind, code: unknown) => {
    const field = kind.fields.find((f) => f.key === kind.codeField)!;
    return new HttpError(409, 'recordCodeExists', kind.codeField, { label: field[lang(c)], code: String(code) });
  };

  api.get(`${base}/:form${FORM}/meta`, session, formPermi('list'), contract(masterDetailMeta), async (c) => {
    const { form, kind, auth } = c.var;
    const [head, users] = await Promise.all([withDictOptions(deps.db, kind), orgUsers(deps.db, auth.orgId)]);
    const { key, zh, en, preset, totalField, headOmit, lineFields, quantityField, priceField, maxLines, listPath } = form;
    const data: MasterDetailMeta = { key, zh, en, head: { ...head, users }, preset, totalField, headOmit, lineFields, quantityField, priceField, maxLines, listPath };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get(`${base}/:form${FORM}/:id{[0-9]+}`, session, formPermi('query'), contract(masterDetailGet), async (c) => {
    const { id } = c.req.valid('param');
    const { form, kind, auth } = c.var;
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readMasterDetail(deps.db, deps.engine, auth.orgId, form, kind, id) });
  });

  api.post(`${base}/:form${FORM}`, session, formPermi('add'), contract(masterDetailAdd), async (c) => {
    const { form, kind, auth } = c.var;
    const body = c.req.valid('json');
    const { values, lines } = checkWrite(form, kind, body.head, body.lines, lang(c));
    await assertReferences(deps.db, auth.orgId, kind, values);
    const now = deps.now();
    let id = 0;
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const row = await trx
          .insertInto('records')
          .values({ org_id: auth.orgId, kind: kind.key, ...storedColumns(kind, values), version: 1, created_by: auth.user.userName, created_at: now, updated_by: auth.user.userName, updated_at: now })
          .returning('record_id')
          .executeTakeFirstOrThrow();
        id = row.record_id;
        await replaceLines(trx, auth.orgId, id, lines);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(c, kind, values[kind.codeField]);
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readMasterDetail(deps.db, deps.engine, auth.orgId, form, kind, id) });
  });

  api.put(`${base}/:form${FORM}`, session, formPermi('edit'), contract(masterDetailEdit), async (c) => {
    const { form, kind, auth } = c.var;
    const body = c.req.valid('json');
    const { values, lines } = checkWrite(form, kind, body.head, body.lines, lang(c));
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const mine = trx.selectFrom('records').select(['data', 'version']).where('record_id', '=', body.recordId).where('org_id', '=', auth.orgId).where('kind', '=', kind.key);
        const current = await lockForEdit(deps.engine, mine, body.version, 'recordId');
        // Only a record of the form's type: a sales contract is not edited as a framework agreement.
        if ((JSON.parse(current.data) as Record<string, unknown>)[form.preset.field] !== form.preset.value) throw new HttpError(404, 'notFound', 'recordId');
        await assertReferences(trx, auth.orgId, kind, values);
        const set = { ...storedColumns(kind, values), updated_by: auth.user.userName, updated_at: deps.now() };
        await updateVersionedOrThrow(trx, 'records', { key: { record_id: body.recordId }, version: body.version, set, returning: ['version'] }, 'recordId');
        await replaceLines(trx, auth.orgId, body.recordId, lines);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(c, kind, values[kind.codeField]);
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readMasterDetail(deps.db, deps.engine, auth.orgId, form, kind, body.recordId) });
  });
}
