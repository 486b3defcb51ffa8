/**
 * Upgrading a database whose job log and to-dos hold the Chinese sentences the server used to store:
 * migration 0040 turns the ones it recognises into message keys with their parameters (so they read in
 * the reader's language afterwards) and leaves every other text, a failure's or a person's, as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSqlite } from '../../server/db/connect.js';
import { migrate, migrations } from '../../server/db/migrate.js';
import { recognise } from '../../server/db/migrations/0040_stored_message_keys.js';
import { seed } from '../../server/db/seed.js';
import { storedText } from '../../server/lib/stored-message.js';

const test = suite('migration 0040');

test('recognise() takes a sentence apart by its template, numbers as numbers, and refuses others', () => {
  assert.equal(recognise('清理 {days} 天前的登录日志 {rows} 条', '清理 180 天前的登录日志 12 条'), { days: 180, rows: 12 });
  assert.equal(recognise('模块授权即将到期：{module}', '模块授权即将到期：固定资产 (A)'), { module: '固定资产 (A)' });
  assert.is(recognise('清理 {days} 天前的登录日志 {rows} 条', '清理 180 天前的操作日志 12 条'), null);
  assert.is(recognise('释放失效授权席位 {seats} 个', '磁盘已满'), null);
});

test('0040 turns the stored Chinese sentences into keys and leaves other texts alone', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-migrate-'));
  const { db } = openSqlite(path.join(dir, 'ht.db'));
  try {
    const names = Object.keys(migrations('sqlite')).sort();
    const old = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } });
    assert.not.ok((await old.migrateTo(names[names.indexOf('0040_stored_message_keys') - 1])).error);
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    const job = await db.selectFrom('sys_job').select(['job_id', 'job_name', 'job_key']).where('job_key', '=', 'purgeLoginLogs').executeTakeFirstOrThrow();
    const log = (status: string, message: string) => ({ ...job, status, message, error: '', start_time: 1, stop_time: 2 });
    await db
      .insertInto('sys_job_log')
      .values([log('0', '清理 180 天前的登录日志 3 条'), log('0', '清理 180 天前的登录日志 3 条'), log('1', '磁盘已满'), log('1', '任务 oldJob 不在任务登记表中，无法执行')])
      .execute();
    const admin = await db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const org = await db.selectFrom('organisations').select(['org_id', 'org_name']).orderBy('org_id').executeTakeFirstOrThrow();
    const notice = (title: string, content: string) => ({ org_id: org.org_id, user_id: admin.user_id, notice_type: 'sys', title, content, link: null, done: '0', view_flag: '0', create_time: 1 });
    await db
      .insertInto('task_notices')
      .values([
        notice('模块授权即将到期：固定资产', `${org.org_name} 的 固定资产 授权已于 2026-01-31 到期（已过 4 天），请及时续期`),
        notice('审批待办：采购申请 - 部门负责人审批', '张三 发起的“采购申请”等待您审批'),
        notice('模块授权即将到期：我自己写的', '这条内容不是服务器写的'),
      ])
      .execute();

    await migrate(db, 'sqlite');

    const logs = await db.selectFrom('sys_job_log').select(['status', 'message', 'message_key', 'message_params']).orderBy('job_log_id').execute();
    const seen = logs.slice(-4).map((r) => [r.message, r.message_key, r.message_params]);
    assert.equal(seen, [
      ['', 'jobPurgedLoginLogs', '{"days":180,"rows":3}'],
      ['', 'jobPurgedLoginLogs', '{"days":180,"rows":3}'],
      ['磁盘已满', null, null],
      ['', 'jobUnknown', '{"key":"oldJob"}'],
    ]);
    assert.is(storedText('en', logs.at(-4)!.message_key, logs.at(-4)!.message_params, ''), 'Purged 3 login log rows older than 180 days');

    const notices = await db.selectFrom('task_notices').select(['title', 'content', 'title_key', 'content_key', 'params']).where('create_time', '=', 1).orderBy('notice_id').execute();
    assert.equal(
      notices.map((n) => [n.title_key, n.content_key]),
      [
        ['licenceNoticeTitle', 'licenceNoticeEnded'],
        ['approvalNoticeTitle', 'approvalNoticeContent'],
        [null, null],
      ],
    );
    assert.equal(JSON.parse(notices[0].params!), { org: org.org_name, module: '固定资产', date: '2026-01-31', days: 4 });
    assert.equal(JSON.parse(notices[1].params!), { initiator: '张三', name: '采购申请', task: '部门负责人审批' });
    assert.equal([notices[0].title, notices[0].content], ['', ''], 'no Chinese sentence left behind');
    assert.equal([notices[2].title, notices[2].content], ['模块授权即将到期：我自己写的', '这条内容不是服务器写的'], 'a text the server did not write stays as typed');
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
