/**
 * Voucher words (凭证字, initialisation platform, page /pppp/voucherRule): the session organisation's
 * words (记, or 收/付/转) with name, print title, order and numbering. Per hotel; another
 * organisation's ids are not found (404).
 *
 * - `GET list` (initplat:voucherRule:list): paged; filters word, wordName (contains), status.
 * - `GET /{wordId}` (initplat:voucherRule:list).
 * - `GET words` (any voucher page, or the list permission): the words in use in their order, for the
 *   voucher form to offer (db/voucher-words.ts); `data` is VoucherWord[].
 * - `POST`, `PUT` (with the version: stale → 409), `DELETE /{wordIds}` (all or nothing), all under
 *   initplat:voucherRule:edit. A word is unique in the organisation (409); a word vouchers carry keeps
 *   its text and cannot be deleted (409). Exactly one word in use is the default: making another the
 *   default moves it there, and the default can be neither switched off nor deleted (409: choose
 *   another default first).
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { voucherWordAdd, voucherWordEdit, voucherWordGet, voucherWordList, voucherWordRemove, voucherWordsInUse } from '../contracts/coding-rule.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertVersion, updateVersionedOrThrow } from '../db/versioned-update.js';
import { WORD_FIELDS, wordsInUse } from '../db/voucher-words.js';
import { lockRow, writeTransaction, type WriteTx } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { answerList } from '../lib/list-answer.js';
import { contains, parseList, type OrderBy, type SortAllowlist } from '../lib/list-query.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { contract } from '../plugins/contract.js';

const SORT: SortAllowlist = { orderNum: 'order_num', word: 'word', wordId: 'word_id' };
const DEFAULT_ORDER: OrderBy = [
  ['order_num', 'asc'],
  ['word_id', 'asc'],
];

async function usedByVouchers(trx: WriteTx, orgId: number, word: string): Promise<boolean> {
  return Boolean(await trx.selectFrom('vouchers').select('voucher_id').where('org_id', '=', orgId).where('voucher_word', '=', word).limit(1).executeTakeFirst());
}

/** The default must be a word in use; making one the default takes it from the others. */
async function settleDefault(trx: WriteTx, orgId: number, wordId: number, w: { isDefault: string; status: string }): Promise<void> {
  if (w.isDefault !== 'Y') return;
  if (w.status !== '0') throw new HttpError(422, 'voucherWordDefaultOff', 'status');
  await trx.updateTable('voucher_words').set({ is_default: 'N' }).where('org_id', '=', orgId).where('word_id', '!=', wordId).where('is_default', '=', 'Y').execute();
}

export function mountVoucherRule(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const base = '/htservice/voucherRule';
  const edit = requirePermi('initplat:voucherRule:edit');
  const wordTaken = (error: unknown, word: string) => (isUniqueViolation(error) ? new HttpError(409, 'voucherWordExists', 'word', { word }) : error);

  api.get(`${base}/list`, session, requirePermi('initplat:voucherRule:list'), contract(voucherWordList), async (c) => {
    const { page, filters } = parseList(c, voucherWordList.list, SORT);
    let query = deps.db.selectFrom('voucher_words').where('org_id', '=', c.var.auth.orgId);
    if (filters.word) query = query.where(contains('word', filters.word));
    if (filters.wordName) query = query.where(contains('word_name', filters.wordName));
    if (filters.status) query = query.where('status', '=', filters.status);
    return answerList(c, deps.engine, query, page, WORD_FIELDS, DEFAULT_ORDER);
  });

  api.get(`${base}/words`, session, requirePermi('accounting:voucher:list', 'accounting:voucher:add', 'initplat:voucherRule:list'), contract(voucherWordsInUse), async (c) => {
    return c.json({ code: 200, msg: t(c, 'ok'), data: await wordsInUse(deps.db, c.var.auth.orgId) });
  });

  api.get(`${base}/:wordId{[0-9]+}`, session, requirePermi('initplat:voucherRule:list'), contract(voucherWordGet), async (c) => {
    const { wordId } = c.req.valid('param');
    const data = await deps.db.selectFrom('voucher_words').select(WORD_FIELDS).where('word_id', '=', wordId).where('org_id', '=', c.var.auth.orgId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'wordId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post(base, session, edit, contract(voucherWordAdd), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const now = deps.now();
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const row = await trx
        .insertInto('voucher_words')
        .values({
          org_id: orgId,
          word: body.word,
          word_name: body.wordName,
          print_title: body.printTitle,
          order_num: body.orderNum,
          numbering: body.numbering,
          is_default: body.isDefault,
          status: body.status,
          remark: body.remark,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning(WORD_FIELDS)
        .executeTakeFirstOrThrow();
      await settleDefault(trx, orgId, row.wordId, body);
      return row;
    }).catch((error) => {
      throw wordTaken(error, body.word);
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.put(base, session, edit, contract(voucherWordEdit), async (c) => {
    const body = c.req.valid('json');
    const { orgId } = c.var.auth;
    const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const current = await lockRow(
        deps.engine,
        trx.selectFrom('voucher_words').select(['word', 'is_default', 'status', 'version']).where('word_id', '=', body.wordId).where('org_id', '=', orgId),
      ).executeTakeFirst();
      if (!current) throw new HttpError(404, 'notFound', 'wordId');
      assertVersion(current, body.version);
      if (body.word !== undefined && body.word !== current.word && (await usedByVouchers(trx, orgId, current.word))) {
        throw new HttpError(409, 'voucherWordUsed', 'word', { word: current.word });
      }
      const next = { isDefault: body.isDefault ?? current.is_default, status: body.status ?? current.status };
      if (current.is_default === 'Y' && (next.isDefault !== 'Y' || next.status !== '0'))
        throw new HttpError(409, 'voucherWordIsDefault', next.isDefault !== 'Y' ? 'isDefault' : 'status', { word: current.word });
      await settleDefault(trx, orgId, body.wordId, next);
      const set = {
        word: body.word,
        word_name: body.wordName,
        print_title: body.printTitle,
        order_num: body.orderNum,
        numbering: body.numbering,
        is_default: body.isDefault,
        status: body.status,
        remark: body.remark,
        updated_at: deps.now(),
      };
      return updateVersionedOrThrow(trx, 'voucher_words', { key: { word_id: body.wordId }, version: body.version, set, returning: WORD_FIELDS }, 'wordId');
    }).catch((error) => {
      throw wordTaken(error, body.word ?? '');
    });
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.delete(`${base}/:wordIds{[0-9,]+}`, session, edit, contract(voucherWordRemove), async (c) => {
    const { wordIds } = c.req.valid('param');
    const { orgId } = c.var.auth;
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('voucher_words').select(['word', 'is_default']).where('org_id', '=', orgId).where('word_id', 'in', wordIds)).execute();
      if (found.length !== wordIds.length) throw new HttpError(404, 'notFound', 'wordIds');
      const fixed = found.find((w) => w.is_default === 'Y');
      if (fixed) throw new HttpError(409, 'voucherWordIsDefault', 'wordIds', { word: fixed.word });
      for (const w of found) if (await usedByVouchers(trx, orgId, w.word)) throw new HttpError(409, 'voucherWordUsed', 'wordIds', { word: w.word });
      await trx.deleteFrom('voucher_words').where('org_id', '=', orgId).where('word_id', 'in', wordIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
