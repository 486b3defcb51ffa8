/**
 * Upgrading a database whose voucher lines hold the summaries the server used to store as sentences only:
 * migration 0041 keys the ones it recognises (so they read in the reader's language afterwards), gives a
 * reversal written in English its Chinese sentence back, and leaves every summary someone typed as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { keyedSummaryOf } from '../../server/db/migrations/0041_voucher_summary_keys.js';
import { seed } from '../../server/db/seed.js';
import { summaryIn } from '../../server/lib/voucher-summary.js';

const test = suite('migration 0041');

test("keyedSummaryOf() knows the sentences the server wrote, a reversal's in either language, and nothing else", () => {
  assert.equal(keyedSummaryOf('计提 2026-03 固定资产折旧'), { key: 'assetDepreciationSummary', params: { period: '2026-03' }, summary: '计提 2026-03 固定资产折旧' });
  assert.equal(keyedSummaryOf('新增固定资产 FA-1 收银电脑')?.params, { code: 'FA-1', name: '收银电脑' });
  const reversal = keyedSummaryOf('Reversal of 记-0003 结转 2026-02 期间损益')!;
  assert.is(reversal.key, 'voucherReversalSummary');
  assert.is(reversal.summary, '冲销 记-0003 结转 2026-02 期间损益');
  assert.equal(reversal.params, { no: '记-0003', summary: '结转 2026-02 期间损益', summaryKey: 'carryForwardSummary', summaryParams: '{"period":"2026-02"}' });
  assert.is(keyedSummaryOf('计提折旧'), null);
  assert.is(keyedSummaryOf('收到房费'), null);
});

test('0041 keys the stored sentences and leaves typed summaries alone', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const names = Object.keys(migrations('sqlite')).sort();
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo(names[names.indexOf('0041_voucher_summary_keys') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    const voucher = await db.selectFrom('vouchers').select(['voucher_id', 'org_id']).orderBy('voucher_id').executeTakeFirstOrThrow();
    const line = (line_no: number, summary: string) => ({
      voucher_id: voucher.voucher_id,
      org_id: voucher.org_id,
      line_no: 100 + line_no,
      summary,
      account_code: '1602',
      account_name: '累计折旧',
      debit: 0,
      credit: 0,
      dept_id: null,
    });
    await db
      .insertInto('voucher_lines')
      .values([line(1, '计提 2026-03 固定资产折旧'), line(2, '计提 2026-03 固定资产折旧'), line(3, 'Reversal of 记-0003 清理固定资产 FA-1 收银电脑'), line(4, '计提本月折旧（手工）')])
      .execute();

    await migrate(db, 'sqlite');

    const rows = await db.selectFrom('voucher_lines').select(['summary', 'summary_key', 'summary_params']).where('line_no', '>', 100).orderBy('line_no').execute();
    assert.equal(
      rows.map((r) => [r.summary, r.summary_key]),
      [
        ['计提 2026-03 固定资产折旧', 'assetDepreciationSummary'],
        ['计提 2026-03 固定资产折旧', 'assetDepreciationSummary'],
        ['冲销 记-0003 清理固定资产 FA-1 收银电脑', 'voucherReversalSummary'],
        ['计提本月折旧（手工）', null],
      ],
    );
    assert.equal(
      rows.map((r) => summaryIn('en', r)),
      ['Depreciation of fixed assets 2026-03', 'Depreciation of fixed assets 2026-03', 'Reversal of 记-0003 Disposal of fixed asset FA-1 收银电脑', '计提本月折旧（手工）'],
    );
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
