/** The system-monitoring resources: the login log and the online sessions (read-only lists). */
import { keysUnder, textsUnder } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { label } from '../../ui/choice-options';

const loginLogText = textsUnder('system.logininfor');
const loginLogKey = keysUnder('system.logininfor');
const onlineKey = keysUnder('system.online');

export type LoginLogRow = { infoId: number; userName: string; nickName: string; sessionId: string; status: string; ipaddr: string; browser: string; os: string; msg: string; loginTime: string };
export type OnlineRow = { tokenId: string; userName: string; nickName: string; ipaddr: string; browser: string; os: string; loginTime: string; lastActiveTime: string };

const statuses = (): FieldOption[] => [
  { value: 'Success', label: loginLogText('success') },
  { value: 'Error', label: loginLogText('error') },
  { value: 'Logout', label: loginLogText('logout') },
];

export const loginLogResource: CrudResource<LoginLogRow> = {
  tableId: 'sys-logininfor',
  title: loginLogKey('title'),
  idField: 'infoId',
  base: '/htservice/logininfor',
  exportUrl: '/htservice/logininfor/export',
  columns: [
    { key: 'infoId', label: loginLogKey('infoId'), prop: 'infoId', width: 90, sortable: true },
    { key: 'userName', label: loginLogKey('userName'), prop: 'userName', width: 110, sortable: true },
    { key: 'nickName', label: loginLogKey('nickName'), prop: 'nickName', width: 110 },
    { key: 'ipaddr', label: loginLogKey('ipaddr'), prop: 'ipaddr', width: 120 },
    { key: 'status', label: loginLogKey('status'), prop: 'status', width: 100, sortable: true, render: (row) => label(statuses())(row.status) },
    // When, before how: the time is what a log is read by, so it stays in sight at 1440 px (issue 16).
    { key: 'loginTime', label: loginLogKey('loginTime'), prop: 'loginTime', width: 170, sortable: true },
    { key: 'browser', label: loginLogKey('browser'), prop: 'browser', width: 100 },
    { key: 'os', label: loginLogKey('os'), prop: 'os', width: 80 },
    { key: 'msg', label: loginLogKey('msg'), prop: 'msg', width: 160 },
  ],
  filters: [
    { key: 'userName', label: loginLogKey('userName'), type: 'text' },
    { key: 'ipaddr', label: loginLogKey('ipaddr'), type: 'text' },
    { key: 'status', label: loginLogKey('status'), type: 'select', options: statuses },
  ],
  fields: [],
  permissions: { remove: 'system:logininfor:remove', export: 'system:logininfor:export' },
};

export const onlineResource: CrudResource<OnlineRow> = {
  tableId: 'sys-online',
  title: onlineKey('title'),
  idField: 'tokenId',
  base: '/htservice/online',
  columns: [
    { key: 'tokenId', label: onlineKey('tokenId'), prop: 'tokenId', width: 130 },
    { key: 'userName', label: onlineKey('userName'), prop: 'userName', width: 110 },
    { key: 'nickName', label: onlineKey('nickName'), prop: 'nickName', width: 110 },
    { key: 'ipaddr', label: onlineKey('ipaddr'), prop: 'ipaddr', width: 120 },
    // The times before the browser: when someone signed in and was last active stays in sight at 1440 px (issue 16).
    { key: 'loginTime', label: onlineKey('loginTime'), prop: 'loginTime', width: 170 },
    { key: 'lastActiveTime', label: onlineKey('lastActiveTime'), prop: 'lastActiveTime', width: 170 },
    { key: 'browser', label: onlineKey('browser'), prop: 'browser', width: 100 },
    { key: 'os', label: onlineKey('os'), prop: 'os', width: 80 },
  ],
  filters: [
    { key: 'userName', label: onlineKey('userName'), type: 'text' },
    { key: 'ipaddr', label: onlineKey('ipaddr'), type: 'text' },
  ],
  fields: [],
  permissions: { remove: 'system:online:forceLogout' },
  removeLabel: onlineKey('forceLogout'),
};
