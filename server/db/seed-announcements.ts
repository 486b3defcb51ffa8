/**
 * Demo notices and announcements (通知公告, migration 0029), published by the platform administrator:
 * two for every hotel, one for the first hotel only, and a draft not yet published, so the bell,
 * the reader page and the administrators' list all have something real to show at first start.
 * Distinct from seed-notices.ts, which holds the to-do notices of /module/task.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';

const HOUR = 60 * 60 * 1000;

type DemoNotice = { title: string; type: '1' | '2'; content: string; hoursAgo: number; status: '0' | '1'; firstHotelOnly?: boolean };

const DEMO: DemoNotice[] = [
  {
    title: '系统升级公告',
    type: '2',
    status: '1',
    hoursAgo: 2,
    content: '各位同事：\n\n合软管理平台将于本周六 02:00—04:00 升级至新版本，期间系统暂停服务。\n请在升级前保存正在编辑的凭证和单据；升级后请刷新浏览器。\n\n如有问题请联系集团信息部（分机 8001）。',
  },
  {
    title: '消防演练通知',
    type: '1',
    status: '1',
    hoursAgo: 26,
    content: '各部门：\n\n酒店将于下周三 15:00 组织全员消防演练，集合地点为酒店东侧停车场。\n前台、客房、餐饮各部门请安排好值班人员，其余员工须全部参加。\n\n安全保卫部',
  },
  {
    title: '春节排班安排',
    type: '1',
    status: '1',
    hoursAgo: 72,
    firstHotelOnly: true,
    content: '春节期间（除夕至正月初六）前台实行三班倒，每班 8 小时。\n请各部门主管于本月 20 日前将排班表报人力资源部，调班须提前两天申请。',
  },
  {
    title: '年度财务结账提醒',
    type: '2',
    status: '0',
    hoursAgo: 1,
    content: '年度结账前请完成全部凭证审核，并核对期末余额。（草稿，待发布）',
  },
];

/** Inserts the demo notices for `orgIds` (the first is the first hotel), as `publisher` at `now`. */
export async function seedAnnouncements(trx: Transaction<Database>, orgIds: number[], publisher: { userName: string; nickName: string }, now: number): Promise<void> {
  for (const n of DEMO) {
    const at = now - n.hoursAgo * HOUR;
    const row = await trx
      .insertInto('notices')
      .values({
        org_id: null,
        notice_title: n.title,
        notice_type: n.type,
        notice_content: n.content,
        status: n.status,
        all_orgs: n.firstHotelOnly ? '0' : '1',
        create_by: publisher.userName,
        publisher: n.status === '1' ? publisher.nickName : '',
        publish_time: n.status === '1' ? at : null,
        created_at: at - HOUR,
        updated_at: at,
        version: 1,
      })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    if (n.firstHotelOnly) await trx.insertInto('notice_targets').values({ notice_id: row.notice_id, org_id: orgIds[0] }).execute();
  }
}
