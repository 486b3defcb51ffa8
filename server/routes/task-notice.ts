/**
 * The to-do notices of the "more to-do tasks" page (/module/task). The RuoYi family looks these up
 * with PUT, and the shell keeps that, so these PUTs read:
 * - `PUT /htservice/module/getsysTaskNotice`: open system tasks,
 * - `PUT /htservice/module/getsysTaskNoticeCrm`: open CRM tasks,
 * - `PUT /htservice/module/getsysTaskNoticeCrmDone`: done CRM tasks,
 * each `{ code, msg, rows, total }` of the session's user in the session's organisation, newest
 * first, paged by the optional query `pageNum` / `pageSize`.
 * `PUT /htservice/module/uipdateviewFlag` (sic, the shell's path) marks one type of notices seen.
 * To-dos the server wrote itself are stored as message keys and answered in the request's language.
 */
import type { Hono } from 'hono';
import { taskNoticeLookup, taskNoticeSeen, type NoticeType, type TaskNotice } from '../contracts/task-notice.js';
import type { AppEnv, Deps } from '../context.js';
import { isAdmin } from '../db/grants.js';
import { HttpError } from '../errors.js';
import { pickLang, t } from '../i18n.js';
import { storedParams, storedText } from '../lib/stored-message.js';
import { formatDateTime } from '../lib/time.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';

const LOOKUPS: Array<{ path: string; type: NoticeType; done: '0' | '1'; endpoint: ReturnType<typeof taskNoticeLookup> }> = [
  { path: '/htservice/module/getsysTaskNotice', type: 'sys', done: '0', endpoint: taskNoticeLookup('open system to-dos') },
  { path: '/htservice/module/getsysTaskNoticeCrm', type: 'crm', done: '0', endpoint: taskNoticeLookup('open CRM to-dos') },
  { path: '/htservice/module/getsysTaskNoticeCrmDone', type: 'crm', done: '1', endpoint: taskNoticeLookup('done CRM to-dos') },
];

export function mountTaskNotice(api: Hono<AppEnv>, deps: Deps) {
  for (const lookup of LOOKUPS) {
    api.put(lookup.path, authenticate(deps), contract(lookup.endpoint), async (c) => {
      const { pageNum = 1, pageSize = 10 } = c.req.valid('query');
      const { user, orgId } = c.var.auth;
      const mine = deps.db.selectFrom('task_notices').where('org_id', '=', orgId).where('user_id', '=', user.userId).where('notice_type', '=', lookup.type).where('done', '=', lookup.done);
      const [rows, count] = await Promise.all([
        mine
          .selectAll()
          .orderBy('create_time', 'desc')
          .orderBy('notice_id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const lang = pickLang(c.req.header('accept-language'));
      const data: TaskNotice[] = rows.map((r) => ({
        noticeId: r.notice_id,
        noticeType: r.notice_type === 'crm' ? 'crm' : 'sys',
        title: storedText(lang, r.title_key, r.params, r.title),
        content: storedText(lang, r.content_key, r.params, r.content),
        titleKey: r.title_key,
        contentKey: r.content_key,
        params: r.title_key || r.content_key ? storedParams(r.params) : null,
        link: r.link,
        done: r.done === '1' ? '1' : '0',
        viewFlag: r.view_flag === '1' ? '1' : '0',
        createTime: formatDateTime(r.create_time),
      }));
      return c.json({ code: 200, msg: t(c, 'ok'), rows: data, total: Number(count.n) });
    });
  }

  // Only one's own notices, unless admin (who may clear a colleague's in the session's organisation).
  api.put('/htservice/module/uipdateviewFlag', authenticate(deps), contract(taskNoticeSeen), async (c) => {
    const body = c.req.valid('json');
    const auth = c.var.auth;
    if (body.userid !== auth.user.userId && !isAdmin(auth)) throw new HttpError(403, 'forbidden');
    const result = await deps.db
      .updateTable('task_notices')
      .set({ view_flag: '1' })
      .where('org_id', '=', auth.orgId)
      .where('user_id', '=', body.userid)
      .where('notice_type', '=', body.noticeType)
      .where('view_flag', '=', '0')
      .executeTakeFirst();
    return c.json({ code: 200, msg: t(c, 'ok'), data: { updated: Number(result.numUpdatedRows) } });
  });
}
