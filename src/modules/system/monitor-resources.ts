/** The system-monitoring resources: the login log and the online sessions (read-only lists). */
import { t } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { label } from '../../ui/choice-options';

const loginLogText = (k: string) => t(`system.logininfor.${k}`);
const onlineText = (k: string) => t(`system.online.${k}`);

export type LoginLogRow = { infoId: number; userName: string; nickName: string; sessionId: string; status: string; ipaddr: string; browser: string; os: string; msg: string; loginTime: string };
export type OnlineRow = { tokenId: string; userName: string; nickName: string; ipaddr: string; browser: string; os: string; loginTime: string; lastActiveTime: string };

export function loginLogResource(): CrudResource<LoginLogRow> {
  const statuses: FieldOption[] = [
    { value: 'Success', label: loginLogText('success') },
    { value: 'Error', label: loginLogText('error') },
    { value: 'Logout', label: loginLogText('logout') },
  ];
  const statusLabel = label(statuses);
  return {
    tableId: 'sys-logininfor',
    title: loginLogText('title'),
    idField: 'infoId',
    base: '/htservice/logininfor',
    exportUrl: '/htservice/logininfor/export',
    columns: [
      { key: 'infoId', label: loginLogText('infoId'), prop: 'infoId', width: 90, sortable: true },
      { key: 'userName', label: loginLogText('userName'), prop: 'userName', width: 130, sortable: true },
      { key: 'nickName', label: loginLogText('nickName'), prop: 'nickName', width: 130 },
      { key: 'ipaddr', label: loginLogText('ipaddr'), prop: 'ipaddr', width: 140 },
      { key: 'status', label: loginLogText('status'), prop: 'status', width: 100, sortable: true, render: (row) => statusLabel(row.status) },
      { key: 'browser', label: loginLogText('browser'), prop: 'browser', width: 110 },
      { key: 'os', label: loginLogText('os'), prop: 'os', width: 110 },
      { key: 'msg', label: loginLogText('msg'), prop: 'msg', width: 220 },
      { key: 'loginTime', label: loginLogText('loginTime'), prop: 'loginTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'userName', label: loginLogText('userName'), type: 'text' },
      { key: 'ipaddr', label: loginLogText('ipaddr'), type: 'text' },
      { key: 'status', label: loginLogText('status'), type: 'select', options: statuses },
    ],
    fields: [],
    permissions: { remove: 'system:logininfor:remove', export: 'system:logininfor:export' },
  };
}

export function onlineResource(): CrudResource<OnlineRow> {
  return {
    tableId: 'sys-online',
    title: onlineText('title'),
    idField: 'tokenId',
    base: '/htservice/online',
    columns: [
      { key: 'tokenId', label: onlineText('tokenId'), prop: 'tokenId', width: 160 },
      { key: 'userName', label: onlineText('userName'), prop: 'userName', width: 130 },
      { key: 'nickName', label: onlineText('nickName'), prop: 'nickName', width: 130 },
      { key: 'ipaddr', label: onlineText('ipaddr'), prop: 'ipaddr', width: 140 },
      { key: 'browser', label: onlineText('browser'), prop: 'browser', width: 110 },
      { key: 'os', label: onlineText('os'), prop: 'os', width: 110 },
      { key: 'loginTime', label: onlineText('loginTime'), prop: 'loginTime', width: 170 },
      { key: 'lastActiveTime', label: onlineText('lastActiveTime'), prop: 'lastActiveTime', width: 170 },
    ],
    filters: [
      { key: 'userName', label: onlineText('userName'), type: 'text' },
      { key: 'ipaddr', label: onlineText('ipaddr'), type: 'text' },
    ],
    fields: [],
    permissions: { remove: 'system:online:forceLogout' },
    removeLabel: onlineText('forceLogout'),
  };
}
