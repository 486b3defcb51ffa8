/**
 * The chart of accounts (会计科目, module 1001) under /htservice/accAccount, per organisation (the
 * session's): which auxiliary dimensions each account requires (migration 0036). Accounts themselves come
 * from the standard chart (db/chart-of-accounts.ts); class, normal side and cash are read from the code
 * (lib/account-classes.ts), never stored.
 *
 * - `GET list` (accounting:account:list): filters accountCode (prefix), accountName (contains),
 *   accountClass, auxDim (accounts requiring it); sort allowlist ACCOUNT_SORT.
 * - `GET /{accountId}` (accounting:account:query or list).
 * - `PUT` (accounting:account:edit, version → 409): the required dimensions. A change applies to lines
 *   written from then on; lines already written keep what they carry.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import { accAccountEdit, accAccountGet, accAccountList, type AccAccount } from '../contracts/aux-accounting.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { accountClass, isCashAccount, normalSide, type AccountClass } from '../lib/account-classes.js';
import { contains, listReply, parseList, runList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';
import { dimsText, parseDims } from '../../shared/aux-dimensions.js';

const ACCOUNT_SORT: SortAllowlist = { accountCode: 'account_code', accountName: 'account_name', status: 'status' };
const ORDER: OrderBy = [['account_code', 'asc']];
const FIELDS = ['account_id', 'account_code', 'account_name', 'aux_dims', 'status', 'version'] as const;
type Row = { account_id: number; account_code: string; account_name: string; aux_dims: string; status: string; version: number };

/** The first digit of the code by class (the numbering lib/account-classes.ts reads). */
const CLASS_DIGIT: Record<AccountClass, string> = { asset: '1', liability: '2', common: '3', equity: '4', cost: '5', profitLoss: '6' };

function accountWire(r: Row): AccAccount {
  return {
    accountId: Number(r.account_id),
    accountCode: r.account_code,
    accountName: r.account_name,
    accountClass: accountClass(r.account_code) ?? '',
    normalSide: normalSide(r.account_code),
    cashAccount: isCashAccount(r.account_code),
    auxDims: parseDims(r.aux_dims),
    status: r.status === '1' ? '1' : '0',
    version: Number(r.version),
  };
}

function filtered(db: Db, orgId: number, f: z.output<typeof accAccountList.list>) {
  let q = db.selectFrom('acc_accounts').where('org_id', '=', orgId);
  if (f.accountCode) q = q.where('account_code', 'like', `${f.accountCode}%`);
  if (f.accountName) q = q.where(contains('account_name', f.accountName));
  if (f.accountClass) q = q.where('account_code', 'like', `${CLASS_DIGIT[f.accountClass]}%`);
  // Stored in a fixed order between commas, so a dimension's name matches only itself.
  if (f.auxDim) q = q.where(sql<string>`',' || aux_dims || ','`, 'like', `%,${f.auxDim},%`);
  return q;
}

export function mountAccAccount(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const { db } = deps;

  api.get('/htservice/accAccount/list', session, requirePermi('accounting:account:list'), contract(accAccountList), async (c) => {
    const { page, filters } = parseList(c, accAccountList.list, ACCOUNT_SORT);
    const result = await runList(filtered(db, c.var.auth.orgId, filters), page, (q) => q.select(FIELDS), ORDER);
    return c.json(listReply(c, { rows: result.rows.map(accountWire), total: result.total }));
  });

  api.get('/htservice/accAccount/:accountId{[0-9]+}', session, requirePermi('accounting:account:list', 'accounting:account:query'), contract(accAccountGet), async (c) => {
    const { accountId } = c.req.valid('param');
    const row = await db.selectFrom('acc_accounts').select(FIELDS).where('account_id', '=', accountId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'notFound', 'accountId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: accountWire(row) });
  });

  api.put('/htservice/accAccount', session, requirePermi('accounting:account:edit'), contract(accAccountEdit), async (c) => {
    const body = c.req.valid('json');
    const orgId = c.var.auth.orgId;
    const key = { account_id: body.accountId, org_id: orgId };
    const row = await updateVersionedOrThrow(db, 'acc_accounts', { key, version: body.version, set: { aux_dims: dimsText(body.auxDims) }, returning: FIELDS }, 'accountId');
    return c.json({ code: 200, msg: t(c, 'ok'), data: accountWire(row) });
  });
}
