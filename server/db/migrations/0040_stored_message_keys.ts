/**
 * Messages the server writes for later display (the job log's outcome, the licence and approval to-dos)
 * were stored as Chinese sentences and so showed in Chinese in the English UI. They are now stored as a
 * message key of server/i18n.ts with JSON parameters and put into words when read
 * (`server/lib/stored-message.ts`):
 *
 * - `sys_job_log.message_key`, `message_params` (a failure's exception text stays in `message`);
 * - `task_notices.title_key`, `content_key`, `params` (one parameter set for both; typed or seeded
 *   notices keep their text and no key).
 *
 * Existing rows are converted where their text is one of the sentences the server wrote, matched against
 * those sentences as they were written (listed here, so this migration does the same thing whatever the
 * message tables become); a text that matches none stays as it is.
 */
import type { Kysely, Migration } from 'kysely';

/** Message key → the Chinese sentence the server stored for it before this migration. */
const JOB_MESSAGES: Record<string, string> = {
  jobPurgedSessions: '清理失效会话 {sessions} 个、过期验证码 {captchas} 个',
  jobPurgedLoginLogs: '清理 {days} 天前的登录日志 {rows} 条',
  jobPurgedOperLogs: '清理 {days} 天前的操作日志 {rows} 条',
  jobLicenceNotices: '{licences} 个授权即将或已经到期：新写提醒 {written} 条，更新 {renewed} 条',
  jobReleasedSeats: '释放失效授权席位 {seats} 个',
  jobUnknown: '任务 {key} 不在任务登记表中，无法执行',
};
const NOTICE_TITLES: Record<string, string> = {
  licenceNoticeTitle: '模块授权即将到期：{module}',
  approvalNoticeTitle: '审批待办：{name} - {task}',
};
const NOTICE_CONTENTS: Record<string, string> = {
  licenceNoticeContent: '{org} 的 {module} 授权将于 {date} 到期（剩余 {days} 天），请及时续期',
  licenceNoticeEnded: '{org} 的 {module} 授权已于 {date} 到期（已过 {days} 天），请及时续期',
  approvalNoticeContent: '{initiator} 发起的“{name}”等待您审批',
};
/** Parameters that were numbers when written (so they come back as numbers, as new rows store them). */
const NUMERIC = new Set(['sessions', 'captchas', 'days', 'rows', 'licences', 'written', 'renewed', 'seats']);

type Params = Record<string, string | number>;

/** The parameters `text` was made of by `template`, or null when it is not that sentence. */
export function recognise(template: string, text: string): Params | null {
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}|[.*+?^$()|[\]\\]/g, (whole, name: string | undefined) => {
    if (!name) return `\\${whole}`;
    names.push(name);
    return '(.+?)';
  });
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, NUMERIC.has(name) && /^\d+$/.test(match[i + 1]) ? Number(match[i + 1]) : match[i + 1]]));
}

function recogniseAny(templates: Record<string, string>, text: string): { key: string; params: Params } | null {
  for (const [key, template] of Object.entries(templates)) {
    const params = recognise(template, text);
    if (params) return { key, params };
  }
  return null;
}

export const storedMessageKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sys_job_log').addColumn('message_key', 'varchar(60)').execute();
    await db.schema.alterTable('sys_job_log').addColumn('message_params', 'varchar(2000)').execute();
    await db.schema.alterTable('task_notices').addColumn('title_key', 'varchar(60)').execute();
    await db.schema.alterTable('task_notices').addColumn('content_key', 'varchar(60)').execute();
    await db.schema.alterTable('task_notices').addColumn('params', 'varchar(2000)').execute();

    // Job runs repeat the same few sentences: one UPDATE per distinct text, not per row.
    const texts: Array<{ message: string }> = await db.selectFrom('sys_job_log').select('message').distinct().execute();
    for (const { message } of texts) {
      const found = recogniseAny(JOB_MESSAGES, message);
      if (!found) continue;
      await db
        .updateTable('sys_job_log')
        .set({ message_key: found.key, message_params: JSON.stringify(found.params), message: '' })
        .where('message', '=', message)
        .execute();
    }

    // To-dos are few (open ones are renewed, not repeated): one by one, title and content both recognised.
    const notices: Array<{ notice_id: number; title: string; content: string }> = await db
      .selectFrom('task_notices')
      .select(['notice_id', 'title', 'content'])
      .where('notice_type', '=', 'sys')
      .execute();
    for (const notice of notices) {
      const title = recogniseAny(NOTICE_TITLES, notice.title);
      const content = title && recogniseAny(NOTICE_CONTENTS, notice.content);
      if (!title || !content) continue;
      await db
        .updateTable('task_notices')
        .set({ title_key: title.key, content_key: content.key, params: JSON.stringify({ ...content.params, ...title.params }), title: '', content: '' })
        .where('notice_id', '=', notice.notice_id)
        .execute();
    }
  },
};
