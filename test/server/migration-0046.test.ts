/**
 * Upgrading a database whose red reversals hold their remark as a sentence in the reverser's language:
 * migration 0046 keys "冲销 记-0003" and "Reversal of 记-0003" (so they read in the reader's language and
 * the record is Chinese again) and leaves any other remark as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { keyedRemarkOf } from '../../server/db/migrations/0046_voucher_remark_keys.js';
import { withRemark } from '../../server/db/vouchers.js';
import { seed } from '../../server/db/seed.js';

const test = suite('migration 0046');

test('keyedRemarkOf() knows the reversal remark in either language and nothing else', () => {
  assert.equal(keyedRemarkOf('Reversal of 记-0003'), { key: 'voucherReversalText', params: { no: '记-0003' }, remark: '冲销 记-0003' });
  assert.equal(keyedRemarkOf('冲销 收-0012')?.params, { no: '收-0012' });
  assert.is(keyedRemarkOf('冲销错账'), null);
});

test("0046 keys the reversals' remarks and leaves typed ones alone", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const names = Object.keys(migrations('sqlite')).sort();
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo(names[names.indexOf('0046_voucher_remark_keys') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    const vouchers = await db.selectFrom('vouchers').select('voucher_id').orderBy('voucher_id').limit(4).execute();
    const ids = vouchers.map((v) => v.voucher_id);
    assert.is(ids.length, 4, 'the seed has vouchers to mark as reversals');
    const mark = (id: number, reversalOf: number | null, remark: string) => db.updateTable('vouchers').set({ reversal_of: reversalOf, remark }).where('voucher_id', '=', id).execute();
    await mark(ids[1], ids[0], 'Reversal of 记-0001');
    await mark(ids[2], null, '冲销 记-0009'); // not a reversal: someone's text
    await mark(ids[3], ids[2], '冲销错账，见附件');

    await migrate(db, 'sqlite');

    const rows = await db.selectFrom('vouchers').select(['voucher_id', 'remark', 'remark_key', 'remark_params']).where('voucher_id', 'in', ids.slice(1)).orderBy('voucher_id').execute();
    assert.equal(
      rows.map((r) => [r.remark, r.remark_key]),
      [
        ['冲销 记-0001', 'voucherReversalText'],
        ['冲销 记-0009', null],
        ['冲销错账，见附件', null],
      ],
    );
    assert.equal(
      rows.map((r) => withRemark('en', r).remark),
      ['Reversal of 记-0001', '冲销 记-0009', '冲销错账，见附件'],
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
