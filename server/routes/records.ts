/**
 * The generic record store (server/records): one set of calls for every kind of the registry, each
 * guarded by the kind's own permissions (`<prefix>:list|query|add|edit|remove`) and scoped to the
 * session's organisation (another hotel's ids answer 404, never data).
 *
 * - `GET records/meta/{kind}` (list): the field definitions for the resource page, and the
 *   organisation's users for `user` fields.
 * - `GET records/{kind}/list` (list): the list layer over the kind's fields (filters of its
 *   searchable fields, query plans on every field, sort only by its sortable ones, else 422).
 * - `GET records/{kind}/{id}` (query), `POST records/{kind}` (add), `PUT records/{kind}` (edit, with
 *   the version read: stale → 409), `DELETE records/{kind}/{ids}` (remove, all or nothing: an id not
 *   of this organisation and kind → 404 and nothing deleted).
 * Writes are checked against the kind's fields (validation.ts: 422 naming the field, unknown fields
 * refused); `user` fields must name a user of the organisation and dictionary-backed selects an
 * entry of their dictionary (references.ts), and the whole record must keep its kind's rules (bounds,
 * date order: rules.ts; an edit is checked merged with what is stored); a number taken twice → 409.
 * The export lives in records-export.ts.
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { recordAdd, recordEdit, recordGet, recordList, recordMeta, recordRemove, type RecordKind, type RecordMeta } from '../contracts/records.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockForEdit } from '../db/lock-for-edit.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { listReply, parseList, runList } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { parseWith } from '../plugins/validate.js';
import { kindPermi, type RecordsEnv } from '../records/access.js';
import { assertReferences, orgUsers, withDictOptions } from '../records/references.js';
import { assertRules } from '../records/rules.js';
import { defaultOrder, filterSchema, filteredRecords, planFields, recordTable, sortAllowlist, storedColumns, toWire } from '../records/store.js';
import { createSchema, normalise, updateSchema, type RecordValues } from '../records/validation.js';

const KIND = '{[A-Za-z]+}';

export function mountRecords(root: Hono<AppEnv>, deps: Deps) {
  // The records routes see the kind their middleware resolved (RecordsEnv extends AppEnv's variables).
  const api = root as unknown as Hono<RecordsEnv>;
  const session = authenticate(deps);
  const base = '/htservice/records';
  const one = async (orgId: number, kind: RecordKind, id: number) => {
    const row = await recordTable(deps.db, deps.engine, orgId, kind).selectAll().where('recordId', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'recordId');
    return toWire(row);
  };
  const duplicate = (c: { req: { header(name: string): string | undefined } }, kind: RecordKind, values: RecordValues) => {
    const field = kind.fields.find((f) => f.key === kind.codeField)!;
    return new HttpError(409, 'recordCodeExists', kind.codeField, { label: pickLang(c.req.header('accept-language')) === 'en' ? field.en : field.zh, code: String(values[kind.codeField]) });
  };

  api.get(`${base}/meta/:kind${KIND}`, session, kindPermi('list'), contract(recordMeta), async (c) => {
    const [kind, users] = await Promise.all([withDictOptions(deps.db, c.var.kind), orgUsers(deps.db, c.var.auth.orgId)]);
    const data: RecordMeta = { ...kind, users };
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get(`${base}/:kind${KIND}/list`, session, kindPermi('list'), contract(recordList), async (c) => {
    const kind = c.var.kind;
    const { page, filters, plan } = parseList(c, filterSchema(kind), sortAllowlist(kind), planFields(kind));
    const filtered = filteredRecords(deps.db, deps.engine, c.var.auth.orgId, kind, filters, plan);
    const result = await runList(filtered, page, (q) => q.selectAll(), defaultOrder(kind));
    return c.json(listReply(c, { rows: result.rows.map(toWire), total: result.total }));
  });

  api.get(`${base}/:kind${KIND}/:id{[0-9]+}`, session, kindPermi('query'), contract(recordGet), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ code: 200, msg: t(c, 'ok'), data: await one(c.var.auth.orgId, c.var.kind, id) });
  });

  api.post(`${base}/:kind${KIND}`, session, kindPermi('add'), contract(recordAdd), async (c) => {
    const { kind, auth } = c.var;
    // The contract reads the body; the kind's own fields decide what it may hold.
    const values = normalise(kind, parseWith(createSchema(kind), c.req.valid('json')));
    assertRules(kind, values, pickLang(c.req.header('accept-language')));
    await assertReferences(deps.db, auth.orgId, kind, values);
    const now = deps.now();
    try {
      const row = await deps.db
        .insertInto('records')
        .values({ org_id: auth.orgId, kind: kind.key, ...storedColumns(kind, values), version: 1, created_by: auth.user.userName, created_at: now, updated_by: auth.user.userName, updated_at: now })
        .returning('record_id')
        .executeTakeFirstOrThrow();
      return c.json({ code: 200, msg: t(c, 'ok'), data: await one(auth.orgId, kind, row.record_id) });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(c, kind, values);
      throw error;
    }
  });

  api.put(`${base}/:kind${KIND}`, session, kindPermi('edit'), contract(recordEdit), async (c) => {
    const { kind, auth } = c.var;
    const { recordId, version, ...changes } = parseWith(updateSchema(kind), c.req.valid('json'));
    let merged: RecordValues = {};
    try {
      await writeTransaction(deps.db, deps.engine, async (trx) => {
        const current = await lockForEdit(
          deps.engine,
          trx.selectFrom('records').select(['data', 'version']).where('record_id', '=', recordId).where('org_id', '=', auth.orgId).where('kind', '=', kind.key),
          version,
          'recordId',
        );
        const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        merged = normalise(kind, { ...JSON.parse(current.data), ...given });
        assertRules(kind, merged, pickLang(c.req.header('accept-language')));
        await assertReferences(trx, auth.orgId, kind, merged);
        const set = { ...storedColumns(kind, merged), updated_by: auth.user.userName, updated_at: deps.now() };
        await updateVersionedOrThrow(trx, 'records', { key: { record_id: recordId }, version, set, returning: ['version'] }, 'recordId');
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(c, kind, merged);
      throw error;
    }
    return c.json({ code: 200, msg: t(c, 'ok'), data: await one(auth.orgId, kind, recordId) });
  });

  api.delete(`${base}/:kind${KIND}/:ids{[0-9,]+}`, session, kindPermi('remove'), contract(recordRemove), async (c) => {
    const { kind, auth } = c.var;
    const { ids } = c.req.valid('param');
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const mine = trx.selectFrom('records').select('record_id').where('record_id', 'in', ids).where('org_id', '=', auth.orgId).where('kind', '=', kind.key);
      const found = await lockRow(deps.engine, mine).execute();
      if (found.length !== ids.length) throw new HttpError(404, 'notFound', 'ids');
      await trx.deleteFrom('records').where('record_id', 'in', ids).where('org_id', '=', auth.orgId).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
