/** The system-monitoring resources: the login log and the online sessions (read-only lists). */
import { t } from '../../lib/i18n';
import type { CrudResource, FieldOption } from '../../ui/crud/crud-types';
import { label } from '../../ui/choice-options';

export type LoginLogRow = { infoId: number; userName: string; nickName: string; sessionId: string; status: string; ipaddr: string; browser: string; os: string; msg: string; loginTime: string };
export type OnlineRow = { tokenId: string; userName: string; nickName: string; ipaddr: string; browser: string; os: string; loginTime: string; lastActiveTime: string };

export function loginLogResource(): CrudResource<LoginLogRow> {
  const L = (k: string) => t(`system.logininfor.${k}`);
  const statuses: FieldOption[] = [
    { value: 'Success', label: L('success') },
    { value: 'Error', label: L('error') },
    { value: 'Logout', label: L('logout') },
  ];
  const statusLabel = label(statuses);
  return {
    tableId: 'sys-logininfor',
    title: L('title'),
    idField: 'infoId',
    base: '/htservice/logininfor',
    exportUrl: '/htservice/logininfor/export',
    columns: [
      { key: 'infoId', label: L('infoId'), prop: 'infoId', width: 90, sortable: true },
      { key: 'userName', label: L('userName'), prop: 'userName', width: 130, sortable: true },
      { key: 'nickName', label: L('nickName'), prop: 'nickName', width: 130 },
      { key: 'ipaddr', label: L('ipaddr'), prop: 'ipaddr', width: 140 },
      { key: 'status', label: L('status'), prop: 'status', width: 100, sortable: true, render: (row) => statusLabel(row.status) },
      { key: 'browser', label: L('browser'), prop: 'browser', width: 110 },
      { key: 'os', label: L('os'), prop: 'os', width: 110 },
      { key: 'msg', label: L('msg'), prop: 'msg', width: 220 },
      { key: 'loginTime', label: L('loginTime'), prop: 'loginTime', width: 170, sortable: true },
    ],
    filters: [
      { key: 'userName', label: L('userName'), type: 'text' },
      { key: 'ipaddr', label: L('ipaddr'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statuses },
    ],
    fields: [],
    permissions: { remove: 'system:logininfor:remove', export: 'system:logininfor:export' },
  };
}

export function onlineResource(): CrudResource<OnlineRow> {
  const L = (k: string) => t(`system.online.${k}`);
  return {
    tableId: 'sys-online',
    title: L('title'),
    idField: 'tokenId',
    base: '/htservice/online',
    columns: [
      { key: 'tokenId', label: L('tokenId'), prop: 'tokenId', width: 160 },
      { key: 'userName', label: L('userName'), prop: 'userName', width: 130 },
      { key: 'nickName', label: L('nickName'), prop: 'nickName', width: 130 },
      { key: 'ipaddr', label: L('ipaddr'), prop: 'ipaddr', width: 140 },
      { key: 'browser', label: L('browser'), prop: 'browser', width: 110 },
      { key: 'os', label: L('os'), prop: 'os', width: 110 },
      { key: 'loginTime', label: L('loginTime'), prop: 'loginTime', width: 170 },
      { key: 'lastActiveTime', label: L('lastActiveTime'), prop: 'lastActiveTime', width: 170 },
    ],
    filters: [
      { key: 'userName', label: L('userName'), type: 'text' },
      { key: 'ipaddr', label: L('ipaddr'), type: 'text' },
    ],
    fields: [],
    permissions: { remove: 'system:online:forceLogout' },
    removeLabel: L('forceLogout'),
  };
}
