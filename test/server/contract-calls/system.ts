/**
 * Happy-path calls of system administration (contracts/user-admin.ts, post.ts, auth.ts and the other
 * system contracts): each makes what it needs, so the calls run in any order.
 */
import { PASSWORD as SEED_PASSWORD, type Harness } from '../support.js';
import type { ContractCalls } from './types.js';

const U = '/prod-api/htservice/user';
const R = '/prod-api/htservice/role';
const P = '/prod-api/htservice/post';
const D = '/prod-api/htservice/dept';
const N = '/prod-api/htservice/notice';
const DD = '/prod-api/htservice/dict/data';
const J = '/prod-api/htservice/monitor/job';
const JL = '/prod-api/htservice/monitor/jobLog';
const LL = '/prod-api/htservice/logininfor';
const OL = '/prod-api/htservice/operlog';
const ON = '/prod-api/htservice/online';
const M = '/prod-api/htservice/module';
const O = '/prod-api/htservice/org';
const G = '/prod-api/htservice/gen';
const PASSWORD = 'Contract123';
let serial = 0;

/** A new user of HT001 (made by the administrator), with a unique name. */
async function newUser(h: Harness, admin: string) {
  const added = await h.call('POST', U, { token: admin, body: { userName: `contract${++serial}`, nickName: '契约', password: PASSWORD } });
  return added.body.data as { userId: number; userName: string; version: number };
}
async function newRole(h: Harness, admin: string) {
  const added = await h.call('POST', R, { token: admin, body: { roleName: `契约${++serial}`, roleKey: `contract${serial}` } });
  return added.body.data as { roleId: number; version: number };
}
const newPost = async (h: Harness, admin: string) =>
  (await h.call('POST', P, { token: admin, body: { postCode: `C${++serial}`, postName: `契约岗位${serial}` } })).body.data as { postId: number; version: number };
const newDept = async (h: Harness, admin: string) =>
  (await h.call('POST', D, { token: admin, body: { parentId: 0, deptCode: `C${++serial}`, deptName: `契约部门${serial}` } })).body.data as { deptId: number; version: number };
const newNotice = async (h: Harness, admin: string) =>
  (await h.call('POST', N, { token: admin, body: { noticeTitle: `契约${++serial}`, noticeType: '1', noticeContent: '内容', scope: 'all' } })).body.data as { noticeId: number; version: number };
/** A notice published to every organisation: the administrator reads it too. */
async function published(h: Harness, admin: string): Promise<number> {
  const { noticeId } = await newNotice(h, admin);
  await h.call('PUT', `${N}/${noticeId}/publish`, { token: admin });
  return noticeId;
}
const newDictData = async (h: Harness, admin: string) =>
  (await h.call('POST', DD, { token: admin, body: { dictType: 'sys_normal_disable', dictLabel: `契约${++serial}`, dictValue: `c${serial}` } })).body.data as { dictCode: number; version: number };
/** The id of the harmless job that releases stale licence seats. */
const seatsJob = async (h: Harness) => (await h.db.selectFrom('sys_job').select('job_id').where('job_key', '=', 'releaseSeats').executeTakeFirstOrThrow()).job_id;
/** A job log row, made by running that job once. */
const jobLogId = async (h: Harness, admin: string) => (await h.call('PUT', `${J}/run`, { token: admin, body: { jobId: await seatsJob(h) } })).body.data.jobLogId as number;
/** A login log row of HT001 (a sign-in writes one). */
async function loginLogId(h: Harness): Promise<number> {
  await h.login('frontdesk1');
  return (await h.db.selectFrom('login_logs').select('info_id').orderBy('info_id', 'desc').executeTakeFirstOrThrow()).info_id;
}
/** An operation log entry of HT001 (any write through the API makes one, after its answer). */
async function operLogId(h: Harness, admin: string): Promise<number> {
  await newPost(h, admin);
  await h.operLog.idle();
  return (await h.db.selectFrom('oper_logs').select('oper_id').orderBy('oper_id', 'desc').executeTakeFirstOrThrow()).oper_id;
}
/** A module HT001 holds a licence of, with the heartbeat body that names it. */
async function licensed(h: Harness, admin: string, orgId: number) {
  const modules = await h.call('GET', `${M}/getModuleByOrg`, { token: admin, query: { orgId: String(orgId) } });
  return { module: modules.body.data[0].moduleId as number, orgId, token: 'tab-1', timestamp: Date.now() };
}
const newModule = async (h: Harness, admin: string) =>
  (await h.call('POST', M, { token: admin, body: { moduleName: `契约${++serial}`, moduleCode: `contract${serial}`, path: `contract${serial}` } })).body.data as { moduleId: number; version: number };
const newOrg = async (h: Harness, admin: string) =>
  (await h.call('POST', O, { token: admin, body: { orgCode: `C${++serial}`, orgName: `契约酒店${serial}` } })).body.data as { orgId: number; orgCode: string; version: number };
/** The 12 open calendar months of `year`. */
const months = (year: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const last = new Date(year, i + 1, 0).getDate();
    return { period: i + 1, startDate: `${year}-${pad(i + 1)}-01`, endDate: `${year}-${pad(i + 1)}-${pad(last)}`, status: '0' };
  });
/** The generator's table id of database table `name`, imported on first use. */
async function imported(h: Harness, admin: string, name: string): Promise<number> {
  const found = await h.db.selectFrom('gen_table').select('table_id').where('table_name', '=', name).executeTakeFirst();
  if (found) return found.table_id;
  return (await h.call('POST', `${G}/importTable`, { token: admin, query: { tables: name } })).body.data[0];
}
/** The smallest bytes imageType() takes for a PNG: its signature. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const avatarForm = () => {
  const form = new FormData();
  form.set('avatarfile', new File([PNG], 'a.png', { type: 'image/png' }));
  return form;
};

export const SYSTEM_CALLS: ContractCalls = {
  // users
  [`GET ${U}/list`]: ({ h, admin }) => h.call('GET', `${U}/list`, { token: admin, query: { status: '0', 'params[beginTime]': '2000-01-01', orderByColumn: 'createTime' } }),
  [`GET ${U}/`]: ({ h, admin }) => h.call('GET', `${U}/`, { token: admin }),
  [`GET ${U}/:userId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${U}/${(await newUser(h, admin)).userId}`, { token: admin }),
  [`POST ${U}`]: ({ h, admin }) => h.call('POST', U, { token: admin, body: { userName: `contract${++serial}`, nickName: '契约', password: PASSWORD, phonenumber: '13800000000' } }),
  [`PUT ${U}`]: async ({ h, admin }) => {
    const user = await newUser(h, admin);
    return h.call('PUT', U, { token: admin, body: { userId: user.userId, version: user.version, nickName: '改', deptId: '' } });
  },
  [`DELETE ${U}/:userIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${U}/${(await newUser(h, admin)).userId}`, { token: admin }),
  [`PUT ${U}/resetPwd`]: async ({ h, admin }) => h.call('PUT', `${U}/resetPwd`, { token: admin, body: { userId: (await newUser(h, admin)).userId, password: 'Another123' } }),
  [`PUT ${U}/changeStatus`]: async ({ h, admin }) => h.call('PUT', `${U}/changeStatus`, { token: admin, body: { userId: (await newUser(h, admin)).userId, status: '1' } }),
  [`GET ${U}/authRole/:userId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${U}/authRole/${(await newUser(h, admin)).userId}`, { token: admin }),
  [`PUT ${U}/authRole`]: async ({ h, admin }) => {
    const [user, role] = [await newUser(h, admin), await newRole(h, admin)];
    return h.call('PUT', `${U}/authRole`, { token: admin, body: { userId: user.userId, roleIds: String(role.roleId) } });
  },
  // the caller's own account
  [`GET ${U}/profile`]: ({ h, admin }) => h.call('GET', `${U}/profile`, { token: admin }),
  [`PUT ${U}/profile`]: ({ h, admin }) => h.call('PUT', `${U}/profile`, { token: admin, body: { nickName: '管理员', email: '' } }),
  [`POST ${U}/profile/avatar`]: ({ h, admin }) => h.call('POST', `${U}/profile/avatar`, { token: admin, form: avatarForm() }),
  'GET /prod-api/profile/avatar/:name{[0-9a-f]{32}\\.(png|jpg|webp)}': async ({ h, admin }) => {
    const uploaded = await h.call('POST', `${U}/profile/avatar`, { token: admin, form: avatarForm() });
    return h.call('GET', `/prod-api${uploaded.body.imgUrl}`);
  },
  [`GET ${U}/getInfo`]: ({ h, admin }) => h.call('GET', `${U}/getInfo`, { token: admin }),
  'PUT /prod-api/htservice/module/updatePassword': async ({ h, admin }) => {
    const user = await newUser(h, admin);
    const token = (await h.signIn(user.userName, { password: PASSWORD })).body.access_token;
    return h.call('PUT', '/prod-api/htservice/module/updatePassword', { token, body: { userId: user.userId, password: PASSWORD, psw: 'Changed456' } });
  },
  'POST /prod-api/register': async ({ h, admin, orgId }) => {
    const key = await h.call('GET', '/prod-api/htservice/config/list', { token: admin, query: { configKey: 'sys.account.registerUser' } });
    const row = key.body.rows[0];
    await h.call('PUT', '/prod-api/htservice/config', { token: admin, body: { configId: row.configId, version: row.version, configValue: 'true' } });
    const name = `contract${++serial}`;
    return h.call('POST', '/prod-api/register', { ip: '10.9.0.1', body: { username: name, password: PASSWORD, confirmPassword: PASSWORD, orgId } });
  },
  'POST /prod-api/htservice/logininfor': ({ h }) =>
    h.call('POST', '/prod-api/htservice/logininfor', { ip: '10.9.0.2', body: { userName: 'nobody', status: 'Error', msg: '网络错误', browser: 'Chrome', os: 'Windows' } }),
  // roles
  [`GET ${R}/list`]: ({ h, admin }) => h.call('GET', `${R}/list`, { token: admin, query: { roleName: '', status: '0', orderByColumn: 'roleSort' } }),
  [`GET ${R}/:roleId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${R}/${(await newRole(h, admin)).roleId}`, { token: admin }),
  [`POST ${R}`]: ({ h, admin }) => h.call('POST', R, { token: admin, body: { roleName: `契约${++serial}`, roleKey: `contract${serial}`, remark: '契约' } }),
  [`PUT ${R}`]: async ({ h, admin }) => {
    const role = await newRole(h, admin);
    return h.call('PUT', R, { token: admin, body: { roleId: role.roleId, version: role.version, roleSort: 5 } });
  },
  [`DELETE ${R}/:roleIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${R}/${(await newRole(h, admin)).roleId}`, { token: admin }),
  [`PUT ${R}/changeStatus`]: async ({ h, admin }) => h.call('PUT', `${R}/changeStatus`, { token: admin, body: { roleId: (await newRole(h, admin)).roleId, status: '1' } }),
  [`GET ${R}/authUser/allocatedList`]: async ({ h, admin }) => {
    const [user, role] = [await newUser(h, admin), await newRole(h, admin)];
    await h.call('PUT', `${R}/authUser/selectAll`, { token: admin, body: { roleId: role.roleId, userIds: [user.userId] } });
    return h.call('GET', `${R}/authUser/allocatedList`, { token: admin, query: { roleId: String(role.roleId) } });
  },
  [`GET ${R}/authUser/unallocatedList`]: async ({ h, admin }) =>
    h.call('GET', `${R}/authUser/unallocatedList`, { token: admin, query: { roleId: String((await newRole(h, admin)).roleId), pageSize: '5' } }),
  [`PUT ${R}/authUser/selectAll`]: async ({ h, admin }) => {
    const [user, role] = [await newUser(h, admin), await newRole(h, admin)];
    return h.call('PUT', `${R}/authUser/selectAll`, { token: admin, body: { roleId: role.roleId, userIds: String(user.userId) } });
  },
  [`PUT ${R}/authUser/cancel`]: async ({ h, admin }) => {
    const [user, role] = [await newUser(h, admin), await newRole(h, admin)];
    await h.call('PUT', `${R}/authUser/selectAll`, { token: admin, body: { roleId: role.roleId, userIds: [user.userId] } });
    return h.call('PUT', `${R}/authUser/cancel`, { token: admin, body: { roleId: role.roleId, userId: user.userId } });
  },
  [`PUT ${R}/authUser/cancelAll`]: async ({ h, admin }) => {
    const [user, role] = [await newUser(h, admin), await newRole(h, admin)];
    await h.call('PUT', `${R}/authUser/selectAll`, { token: admin, body: { roleId: role.roleId, userIds: [user.userId] } });
    return h.call('PUT', `${R}/authUser/cancelAll`, { token: admin, body: { roleId: role.roleId, userIds: [user.userId] } });
  },
  // positions
  [`GET ${P}/list`]: ({ h, admin }) => h.call('GET', `${P}/list`, { token: admin, query: { postName: '', orderByColumn: 'postCode' } }),
  [`GET ${P}/:postId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${P}/${(await newPost(h, admin)).postId}`, { token: admin }),
  [`POST ${P}`]: ({ h, admin }) => h.call('POST', P, { token: admin, body: { postCode: `C${++serial}`, postName: `契约岗位${serial}`, postSort: '3' } }),
  [`PUT ${P}`]: async ({ h, admin }) => {
    const post = await newPost(h, admin);
    return h.call('PUT', P, { token: admin, body: { postId: post.postId, version: post.version, remark: '改' } });
  },
  [`DELETE ${P}/:postIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${P}/${(await newPost(h, admin)).postId}`, { token: admin }),
  [`POST ${P}/export`]: ({ h, admin }) => h.call('POST', `${P}/export`, { token: admin, body: 'status=0', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  // departments
  [`GET ${D}/list`]: ({ h, admin }) => h.call('GET', `${D}/list`, { token: admin, query: { status: '0', deptName: '' } }),
  [`GET ${D}/:deptId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${D}/${(await newDept(h, admin)).deptId}`, { token: admin }),
  [`POST ${D}`]: ({ h, admin }) => h.call('POST', D, { token: admin, body: { parentId: '0', deptCode: `C${++serial}`, deptName: `契约部门${serial}`, orderNum: '2', leaderUserId: '' } }),
  [`PUT ${D}`]: async ({ h, admin }) => {
    const dept = await newDept(h, admin);
    return h.call('PUT', D, { token: admin, body: { deptId: dept.deptId, version: dept.version, deptName: '改名' } });
  },
  [`DELETE ${D}/:deptId{[0-9]+}`]: async ({ h, admin }) => h.call('DELETE', `${D}/${(await newDept(h, admin)).deptId}`, { token: admin }),
  [`GET ${D}/treeselect`]: async ({ h, admin }) => {
    const parent = await newDept(h, admin);
    await h.call('POST', D, { token: admin, body: { parentId: parent.deptId, deptCode: `C${++serial}`, deptName: `契约子部门${serial}` } });
    return h.call('GET', `${D}/treeselect`, { token: admin });
  },
  [`GET ${D}/leaders`]: ({ h, admin, orgId }) => h.call('GET', `${D}/leaders`, { token: admin, query: { orgId: String(orgId) } }),
  // notices
  [`GET ${N}/list`]: async ({ h, admin }) => {
    await published(h, admin);
    return h.call('GET', `${N}/list`, { token: admin, query: { noticeType: '1', orderByColumn: 'publishTime' } });
  },
  [`GET ${N}/:noticeId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${N}/${await published(h, admin)}`, { token: admin }),
  [`POST ${N}`]: ({ h, admin }) => h.call('POST', N, { token: admin, body: { noticeTitle: '契约', noticeType: '2', noticeContent: '内容', scope: 'all' } }),
  [`PUT ${N}`]: async ({ h, admin }) => {
    const notice = await newNotice(h, admin);
    return h.call('PUT', N, { token: admin, body: { noticeId: notice.noticeId, version: notice.version, noticeTitle: '改' } });
  },
  [`PUT ${N}/:noticeId{[0-9]+}/publish`]: async ({ h, admin }) => h.call('PUT', `${N}/${(await newNotice(h, admin)).noticeId}/publish`, { token: admin }),
  [`PUT ${N}/:noticeId{[0-9]+}/withdraw`]: async ({ h, admin }) => h.call('PUT', `${N}/${await published(h, admin)}/withdraw`, { token: admin }),
  [`DELETE ${N}/:noticeIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${N}/${(await newNotice(h, admin)).noticeId},${await published(h, admin)}`, { token: admin }),
  [`GET ${N}/my/list`]: async ({ h, admin }) => {
    await published(h, admin);
    return h.call('GET', `${N}/my/list`, { token: admin, query: { unread: '1' } });
  },
  [`GET ${N}/my/unreadCount`]: ({ h, admin }) => h.call('GET', `${N}/my/unreadCount`, { token: admin }),
  [`GET ${N}/my/:noticeId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${N}/my/${await published(h, admin)}`, { token: admin }),
  [`PUT ${N}/my/:noticeId{[0-9]+}/read`]: async ({ h, admin }) => h.call('PUT', `${N}/my/${await published(h, admin)}/read`, { token: admin }),
  [`PUT ${N}/my/readAll`]: async ({ h, admin }) => {
    await published(h, admin);
    return h.call('PUT', `${N}/my/readAll`, { token: admin });
  },
  // dictionary data
  [`GET ${DD}/list`]: ({ h, admin }) => h.call('GET', `${DD}/list`, { token: admin, query: { dictType: 'sys_normal_disable', 'dictSort[ge]': '0', orderByColumn: 'dictLabel' } }),
  [`GET ${DD}/dictType/:dictType`]: ({ h, admin }) => h.call('GET', `${DD}/dictType/sys_normal_disable`, { token: admin }),
  [`GET ${DD}/:dictCode{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${DD}/${(await newDictData(h, admin)).dictCode}`, { token: admin }),
  [`POST ${DD}`]: ({ h, admin }) => h.call('POST', DD, { token: admin, body: { dictType: 'sys_normal_disable', dictLabel: '契约', dictValue: `c${++serial}`, listClass: 'primary' } }),
  [`PUT ${DD}`]: async ({ h, admin }) => {
    const data = await newDictData(h, admin);
    return h.call('PUT', DD, { token: admin, body: { dictCode: data.dictCode, version: data.version, dictSort: 9 } });
  },
  [`DELETE ${DD}/:dictCodes{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${DD}/${(await newDictData(h, admin)).dictCode}`, { token: admin }),
  [`POST ${DD}/export`]: ({ h, admin }) => h.call('POST', `${DD}/export`, { token: admin, body: { dictType: 'sys_normal_disable' } }),
  // scheduled jobs and their log
  [`GET ${J}/list`]: ({ h, admin }) => h.call('GET', `${J}/list`, { token: admin, query: { status: '0', orderByColumn: 'nextRunTime' } }),
  [`GET ${J}/:jobId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${J}/${await seatsJob(h)}`, { token: admin }),
  [`PUT ${J}`]: async ({ h, admin }) => {
    const job = (await h.call('GET', `${J}/${await seatsJob(h)}`, { token: admin })).body.data;
    return h.call('PUT', J, { token: admin, body: { jobId: job.jobId, version: job.version, remark: '契约' } });
  },
  [`PUT ${J}/changeStatus`]: async ({ h, admin }) => h.call('PUT', `${J}/changeStatus`, { token: admin, body: { jobId: await seatsJob(h), status: '0' } }),
  [`PUT ${J}/run`]: async ({ h, admin }) => h.call('PUT', `${J}/run`, { token: admin, body: { jobId: await seatsJob(h) } }),
  [`GET ${JL}/list`]: async ({ h, admin }) => {
    await jobLogId(h, admin);
    return h.call('GET', `${JL}/list`, { token: admin, query: { status: '0', 'params[beginTime]': '2000-01-01' } });
  },
  [`DELETE ${JL}/:jobLogIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${JL}/${await jobLogId(h, admin)}`, { token: admin }),
  [`DELETE ${JL}/clean`]: ({ h, admin }) => h.call('DELETE', `${JL}/clean`, { token: admin }),
  [`POST ${JL}/export`]: async ({ h, admin }) => {
    await jobLogId(h, admin);
    return h.call('POST', `${JL}/export`, { token: admin, body: 'jobKey=releaseSeats', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  },
  // login log, operation log, online users
  [`GET ${LL}/list`]: async ({ h, admin }) => {
    await loginLogId(h);
    return h.call('GET', `${LL}/list`, { token: admin, query: { status: 'Success', 'loginTime[ge]': '2000-01-01' } });
  },
  [`DELETE ${LL}/:infoIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${LL}/${await loginLogId(h)}`, { token: admin }),
  [`DELETE ${LL}/clean`]: ({ h, admin }) => h.call('DELETE', `${LL}/clean`, { token: admin }),
  [`POST ${LL}/export`]: async ({ h, admin }) => {
    await loginLogId(h);
    return h.call('POST', `${LL}/export`, { token: admin, body: { userName: 'frontdesk' } });
  },
  [`GET ${OL}/list`]: async ({ h, admin }) => {
    await operLogId(h, admin);
    return h.call('GET', `${OL}/list`, { token: admin, query: { businessType: '1', orderByColumn: 'costTime' } });
  },
  [`GET ${OL}/:operId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${OL}/${await operLogId(h, admin)}`, { token: admin }),
  [`DELETE ${OL}/:operIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${OL}/${await operLogId(h, admin)}`, { token: admin }),
  [`DELETE ${OL}/clean`]: ({ h, admin }) => h.call('DELETE', `${OL}/clean`, { token: admin }),
  [`POST ${OL}/export`]: async ({ h, admin }) => {
    await operLogId(h, admin);
    return h.call('POST', `${OL}/export`, { token: admin, query: { status: '0' } });
  },
  [`GET ${ON}/list`]: ({ h, admin }) => h.call('GET', `${ON}/list`, { token: admin, query: { userName: 'admin' } }),
  [`DELETE ${ON}/:tokenId`]: async ({ h, admin }) => {
    await h.login('frontdesk1');
    const live = await h.call('GET', `${ON}/list`, { token: admin, query: { userName: 'frontdesk1' } });
    return h.call('DELETE', `${ON}/${live.body.rows[0].tokenId}`, { token: admin });
  },
  // the caller's preferences, lock screen and module seats
  'GET /prod-api/htservice/user/preferences': ({ h, admin }) => h.call('GET', '/prod-api/htservice/user/preferences', { token: admin }),
  'PUT /prod-api/htservice/user/preferences': async ({ h, admin }) => {
    const { version } = (await h.call('GET', '/prod-api/htservice/user/preferences', { token: admin })).body.data;
    return h.call('PUT', '/prod-api/htservice/user/preferences', { token: admin, body: { settings: { tagsView: true, colorScheme: 'auto' }, shortcuts: ['/system/user'], version } });
  },
  [`PUT ${M}/matchPassword`]: ({ h, admin }) => h.call('PUT', `${M}/matchPassword`, { token: admin, body: { password: SEED_PASSWORD } }),
  [`POST ${M}/heartbeat`]: async ({ h, admin, orgId }) => h.call('POST', `${M}/heartbeat`, { token: admin, body: await licensed(h, admin, orgId) }),
  [`POST ${M}/removeAuthorizations`]: async ({ h, admin, orgId }) =>
    h.call('POST', `${M}/removeAuthorizations`, { token: admin, body: JSON.stringify(await licensed(h, admin, orgId)), headers: { 'content-type': 'text/plain' } }),
  // module licences as the shell reads them
  [`GET ${M}/getServerLicense`]: ({ h, admin }) => h.call('GET', `${M}/getServerLicense`, { token: admin }),
  [`GET ${M}/getModuleByOrg`]: ({ h, admin, orgId }) => h.call('GET', `${M}/getModuleByOrg`, { token: admin, query: { orgId: String(orgId) } }),
  [`GET ${M}/checkLicenseExpiry`]: async ({ h, admin, orgId }) => {
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { module } = await licensed(h, admin, orgId);
    await h.db.updateTable('module_licences').set({ expires_on: soon }).where('org_id', '=', orgId).where('module_id', '=', module).execute();
    return h.call('GET', `${M}/checkLicenseExpiry`, { token: admin, query: { orgCode: 'HT001' } });
  },
  // modules and licences
  [`GET ${M}/all`]: ({ h, admin }) => h.call('GET', `${M}/all`, { token: admin, query: { orgCode: 'HT001' } }),
  [`GET ${M}/list`]: ({ h, admin }) => h.call('GET', `${M}/list`, { token: admin, query: { status: '0', 'orderNum[ge]': '0', orderByColumn: 'moduleCode' } }),
  [`GET ${M}/export`]: ({ h, admin }) => h.call('GET', `${M}/export`, { token: admin, query: { moduleName: '平台' } }),
  [`POST ${M}/export`]: ({ h, admin }) => h.call('POST', `${M}/export`, { token: admin, body: 'status=0', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  [`GET ${M}/:moduleId{[0-9]+}`]: ({ h, admin }) => h.call('GET', `${M}/3002`, { token: admin }),
  [`POST ${M}`]: ({ h, admin }) => h.call('POST', M, { token: admin, body: { moduleName: `契约${++serial}`, moduleCode: `contract${serial}`, path: `contract${serial}`, icon: 'star' } }),
  [`PUT ${M}`]: async ({ h, admin }) => {
    const mod = await newModule(h, admin);
    return h.call('PUT', M, { token: admin, body: { moduleId: mod.moduleId, version: mod.version, orderNum: 7 } });
  },
  [`DELETE ${M}/:moduleIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${M}/${(await newModule(h, admin)).moduleId}`, { token: admin }),
  [`GET ${M}/licence/list`]: ({ h, admin }) => h.call('GET', `${M}/licence/list`, { token: admin, query: { moduleId: '3002' } }),
  [`PUT ${M}/licence`]: async ({ h, admin, orgId }) => h.call('PUT', `${M}/licence`, { token: admin, body: { moduleId: (await newModule(h, admin)).moduleId, orgId, seats: 3, expiresOn: null } }),
  [`DELETE ${M}/licence/:moduleId{[0-9]+}/:orgId{[0-9]+}`]: async ({ h, admin, orgId }) => {
    const { moduleId } = await newModule(h, admin);
    await h.call('PUT', `${M}/licence`, { token: admin, body: { moduleId, orgId, seats: 3, expiresOn: '2099-12-31' } });
    return h.call('DELETE', `${M}/licence/${moduleId}/${orgId}`, { token: admin });
  },
  // organisations, their periods, registration and initialisation
  [`GET ${O}/list`]: ({ h, admin }) => h.call('GET', `${O}/list`, { token: admin, query: { status: '0', orderByColumn: 'orgName' } }),
  [`GET ${O}/query`]: ({ h, admin }) => h.call('GET', `${O}/query`, { token: admin, query: { orgCode: 'HT' } }),
  [`POST ${O}/getSysOrgList`]: ({ h, admin }) => h.call('POST', `${O}/getSysOrgList`, { token: admin, body: { orgName: '', status: '0' } }),
  [`GET ${O}/:orgId{[0-9]+}`]: ({ h, admin, orgId }) => h.call('GET', `${O}/${orgId}`, { token: admin }),
  [`GET ${O}/selectNullSysOrgModule`]: ({ h, admin }) => h.call('GET', `${O}/selectNullSysOrgModule`, { token: admin, query: { orgCode: 'HT001' } }),
  [`POST ${O}`]: ({ h, admin }) => h.call('POST', O, { token: admin, body: { orgCode: `C${++serial}`, orgName: '契约酒店', phone: '010-1234' } }),
  [`PUT ${O}`]: async ({ h, admin }) => {
    const org = await newOrg(h, admin);
    return h.call('PUT', O, { token: admin, body: { orgId: org.orgId, version: org.version, orgCode: org.orgCode, contact: '张三' } });
  },
  [`DELETE ${O}/:orgIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${O}/${(await newOrg(h, admin)).orgId}`, { token: admin }),
  [`GET ${O}/registration`]: ({ h, admin, orgId }) => h.call('GET', `${O}/registration`, { token: admin, query: { orgId: String(orgId) } }),
  [`GET ${O}/initConfig`]: ({ h, admin, orgId }) => h.call('GET', `${O}/initConfig`, { token: admin, query: { orgId: String(orgId) } }),
  [`GET ${O}/initData/`]: async ({ h, admin }) => h.call('GET', `${O}/initData/`, { token: admin, query: { orgId: String((await newOrg(h, admin)).orgId), moduleIds: '3002', seats: '5' } }),
  [`GET ${O}/initData`]: ({ h, admin, orgId }) => h.call('GET', `${O}/initData`, { token: admin, query: { orgId: String(orgId) } }),
  [`GET ${O}/selectPeriodByOrgAndYear`]: ({ h, admin, orgId }) =>
    h.call('GET', `${O}/selectPeriodByOrgAndYear`, { token: admin, query: { orgId: String(orgId), year: String(new Date().getFullYear()) } }),
  [`POST ${O}/saveSysOrgPeriod`]: async ({ h, admin }) =>
    h.call('POST', `${O}/saveSysOrgPeriod`, { token: admin, body: { orgId: (await newOrg(h, admin)).orgId, year: '2030', periods: months(2030) } }),
  // the code generator
  [`GET ${G}/list`]: async ({ h, admin }) => {
    await imported(h, admin, 'dict_type');
    return h.call('GET', `${G}/list`, { token: admin, query: { tableName: 'dict', orderByColumn: 'updateTime' } });
  },
  [`GET ${G}/:tableId{[0-9]+}`]: async ({ h, admin }) => h.call('GET', `${G}/${await imported(h, admin, 'dict_type')}`, { token: admin }),
  [`GET ${G}/preview/:tableId`]: async ({ h, admin }) => h.call('GET', `${G}/preview/${await imported(h, admin, 'dict_type')}`, { token: admin }),
  [`PUT ${G}`]: async ({ h, admin }) => {
    const { info, rows } = (await h.call('GET', `${G}/${await imported(h, admin, 'posts')}`, { token: admin })).body.data;
    return h.call('PUT', G, { token: admin, body: { ...info, functionName: '岗位', columns: rows } });
  },
  [`DELETE ${G}/:tableIds{[0-9,]+}`]: async ({ h, admin }) => h.call('DELETE', `${G}/${await imported(h, admin, 'notices')}`, { token: admin }),
  [`GET ${G}/db/list`]: ({ h, admin }) => h.call('GET', `${G}/db/list`, { token: admin, query: { tableName: 'sys', pageSize: '5' } }),
  [`POST ${G}/importTable`]: ({ h, admin }) => h.call('POST', `${G}/importTable`, { token: admin, body: { tables: 'sys_job, sys_job_log' } }),
  [`GET ${G}/synchDb/:tableName`]: async ({ h, admin }) => {
    await imported(h, admin, 'config');
    return h.call('GET', `${G}/synchDb/config`, { token: admin });
  },
  // the caller's own columns and query plans
  'POST /prod-api/htservice/custom': ({ h, admin }) =>
    h.call('POST', '/prod-api/htservice/custom', {
      token: admin,
      body: {
        pageId: 101,
        tableId: 'main',
        content: JSON.stringify([
          { key: 'userName', width: 120 },
          { key: 'group', children: [{ key: 'email' }] },
        ]),
      },
    }),
  'GET /prod-api/htservice/custom/list': async ({ h, admin }) => {
    await h.call('POST', '/prod-api/htservice/custom', { token: admin, body: { pageId: '102', tableId: 'main', content: [{ key: 'a' }] } });
    return h.call('GET', '/prod-api/htservice/custom/list', { token: admin, query: { pageId: '102' } });
  },
  'DELETE /prod-api/htservice/custom/:customId{[0-9]+}': async ({ h, admin }) => {
    const saved = await h.call('POST', '/prod-api/htservice/custom', { token: admin, body: { pageId: '103', tableId: 'main', content: [{ key: 'a' }] } });
    return h.call('DELETE', `/prod-api/htservice/custom/${saved.body.data}`, { token: admin });
  },
  'GET /prod-api/htservice/queryPlan/list': async ({ h, admin }) => {
    await h.call('POST', '/prod-api/htservice/queryPlan', {
      token: admin,
      body: { pageId: '101', tableId: 'main', planName: `方案${++serial}`, content: [{ field: 'status', op: 'eq', value: '0' }] },
    });
    return h.call('GET', '/prod-api/htservice/queryPlan/list', { token: admin, query: { pageId: '101' } });
  },
  'POST /prod-api/htservice/queryPlan': ({ h, admin }) =>
    h.call('POST', '/prod-api/htservice/queryPlan', { token: admin, body: { pageId: 101, tableId: 'main', planName: `方案${++serial}`, content: '{"status":"0"}' } }),
  'PUT /prod-api/htservice/queryPlan': async ({ h, admin }) => {
    const saved = await h.call('POST', '/prod-api/htservice/queryPlan', { token: admin, body: { pageId: '101', tableId: 'main', planName: `方案${++serial}`, content: {} } });
    return h.call('PUT', '/prod-api/htservice/queryPlan', { token: admin, body: { planId: saved.body.data, planName: `改名${serial}` } });
  },
  'DELETE /prod-api/htservice/queryPlan/:planId{[0-9]+}': async ({ h, admin }) => {
    const saved = await h.call('POST', '/prod-api/htservice/queryPlan', { token: admin, body: { pageId: '101', tableId: 'main', planName: `方案${++serial}`, content: [] } });
    return h.call('DELETE', `/prod-api/htservice/queryPlan/${saved.body.data}`, { token: admin });
  },
  // what the server hands out
  'GET /prod-api/build': ({ h }) => h.call('GET', '/prod-api/build'),
};
