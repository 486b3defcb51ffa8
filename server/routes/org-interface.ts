/**
 * The organisation interface (机构接口, module 1001) under /htservice/sysOrgInterface: which interface
 * programme the hotel's daily export goes through and how its vouchers are made. One per organisation,
 * always the session's (the platform administrator signs in to the hotel they mean).
 *
 * - `GET` (accounting:orgInterface:list): the settings (defaults and version 0 before the first save)
 *   and the organisation's programmes to choose from.
 * - `PUT` (accounting:orgInterface:edit, with the version read; stale → 409): programme (the
 *   organisation's, enabled, or none), summary template (placeholders {date} {source} {name} {dept}),
 *   voucher word, one voucher per day or per source, status.
 * The day's import itself is the task `interface-import` (server/tasks/kinds/interface-import.ts).
 */
import type { Hono } from 'hono';
import { orgInterfaceEdit, orgInterfaceGet, type OrgInterface } from '../contracts/interface.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { VOUCHER_WORD } from '../../shared/wire-constants.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { DEFAULT_SUMMARY_TEMPLATE, templateIsValid } from '../lib/interface-mapping.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

async function readInterface(db: Db, orgId: number): Promise<OrgInterface> {
  const [org, row, programmes] = await Promise.all([
    db.selectFrom('organisations').select('org_name').where('org_id', '=', orgId).executeTakeFirstOrThrow(),
    db.selectFrom('org_interfaces').selectAll().where('org_id', '=', orgId).executeTakeFirst(),
    db
      .selectFrom('interface_programmes')
      .select(['programme_id as programmeId', 'programme_code as programmeCode', 'programme_name as programmeName', 'status'])
      .where('org_id', '=', orgId)
      .orderBy('programme_code')
      .execute(),
  ]);
  return {
    orgId,
    orgName: org.org_name,
    programmeId: row?.programme_id ?? null,
    summaryTemplate: row?.summary_template ?? DEFAULT_SUMMARY_TEMPLATE,
    voucherWord: row?.voucher_word ?? VOUCHER_WORD,
    voucherMode: row?.voucher_mode === 'source' ? 'source' : 'day',
    status: row?.status === '1' ? '1' : '0',
    updatedBy: row?.updated_by ?? '',
    updatedAt: row ? Number(row.updated_at) : null,
    version: row?.version ?? 0,
    programmes: programmes.map((p) => ({ ...p, status: p.status as '0' | '1' })),
  };
}

export function mountOrgInterface(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/sysOrgInterface';

  api.get(base, session, requirePermi('accounting:orgInterface:list'), contract(orgInterfaceGet), async (c) => {
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readInterface(deps.db, c.var.auth.orgId) });
  });

  api.put(base, session, requirePermi('accounting:orgInterface:edit'), contract(orgInterfaceEdit), async (c) => {
    const body = c.req.valid('json');
    if (!templateIsValid(body.summaryTemplate)) throw new HttpError(422, 'ifaceTemplatePlaceholders', 'summaryTemplate');
    const { orgId, user } = c.var.auth;
    const values = {
      programme_id: body.programmeId,
      summary_template: body.summaryTemplate,
      voucher_word: body.voucherWord,
      voucher_mode: body.voucherMode,
      status: body.status,
      updated_by: user.nickName || user.userName,
      updated_at: deps.now(),
    };
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      if (body.programmeId !== null) {
        const programme = await lockRow(
          deps.engine,
          trx.selectFrom('interface_programmes').select('status').where('org_id', '=', orgId).where('programme_id', '=', body.programmeId),
        ).executeTakeFirst();
        if (programme?.status !== '0') throw new HttpError(422, 'ifaceProgrammeUnusable', 'programmeId');
      }
      const current = await lockRow(deps.engine, trx.selectFrom('org_interfaces').select('version').where('org_id', '=', orgId)).executeTakeFirst();
      assertVersion(current ?? { version: 0 }, body.version); // no row yet reads as version 0
      if (current) await updateVersionedOrThrow(trx, 'org_interfaces', { key: { org_id: orgId }, version: body.version, set: values, returning: ['version'] }, 'version');
      else
        await trx
          .insertInto('org_interfaces')
          .values({ org_id: orgId, ...values, version: 1 })
          .execute();
    }).catch((error) => {
      // Two first saves at once: the organisation's key lets one in; the other read a version that is gone.
      throw isUniqueViolation(error) ? new HttpError(409, 'staleVersion', 'version') : error;
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data: await readInterface(deps.db, orgId) });
  });
}
