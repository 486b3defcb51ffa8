/** The organisation resources as CrudPage descriptions: organisations, their initialisation list, their parameters. */
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { Column } from '../../ui/column-types';
import type { CrudResource } from '../../ui/crud/crud-types';
import { label, statusOptions } from '../../ui/choice-options';
import { choiceOptions, paraValueText } from './para-choices';
import type { SysOrgRow } from '../../../server/contracts/org';
import type { BaseOrgPara } from '../../../server/contracts/org-para';

const orgText = (k: string) => t(`system.org.${k}`);
const initOrgText = (k: string) => t(`system.initOrg.${k}`);
const orgParaText = (k: string) => t(`system.orgPara.${k}`);

/** Where an organisation's detail page lives (SPEC.md section 2, fixed routes). */
/** The detail page of the area the list is in: the main shell's /htservice/org, or the initialisation platform's fixed route. */
export const ORG_DETAIL_PATHS = { main: '/htservice/org', initplat: '/initplat/org/detail' } as const;
export const orgDetailHref = (orgId: number, area: keyof typeof ORG_DETAIL_PATHS) => `${ORG_DETAIL_PATHS[area]}?orgId=${orgId}`;

function orgColumns(openDetail: (row: SysOrgRow) => ReactNode): Column<SysOrgRow>[] {
  const statuses = label(statusOptions());
  return [
    { key: 'orgCode', label: orgText('orgCode'), prop: 'orgCode', width: 130, sortable: true, render: openDetail },
    { key: 'orgName', label: orgText('orgName'), prop: 'orgName', width: 200, sortable: true },
    { key: 'status', label: orgText('status'), prop: 'status', width: 90, sortable: true, render: (row) => statuses(row.status) },
  ];
}

const orgFilters = () => [
  { key: 'orgCode', label: orgText('orgCode'), type: 'text' as const },
  { key: 'orgName', label: orgText('orgName'), type: 'text' as const },
  { key: 'status', label: orgText('status'), type: 'select' as const, options: statusOptions() },
];

export function orgResource(openDetail: (row: SysOrgRow) => ReactNode): CrudResource<SysOrgRow> {
  return {
    tableId: 'sys-org',
    title: orgText('title'),
    idField: 'orgId',
    base: '/htservice/org',
    columns: [
      ...orgColumns(openDetail),
      { key: 'shortName', label: orgText('shortName'), prop: 'shortName', width: 130 },
      { key: 'contact', label: orgText('contact'), prop: 'contact', width: 100 },
      { key: 'phone', label: orgText('phone'), prop: 'phone', width: 140 },
      { key: 'address', label: orgText('address'), prop: 'address', width: 260 },
      { key: 'remark', label: orgText('remark'), prop: 'remark', width: 200 },
    ],
    filters: orgFilters(),
    fields: [
      { key: 'orgCode', label: orgText('orgCode'), type: 'text', required: true, maxLength: 32, readOnlyOnEdit: true },
      { key: 'orgName', label: orgText('orgName'), type: 'text', required: true, maxLength: 100 },
      { key: 'shortName', label: orgText('shortName'), type: 'text', maxLength: 50 },
      { key: 'status', label: orgText('status'), type: 'select', options: statusOptions() },
      { key: 'contact', label: orgText('contact'), type: 'text', maxLength: 64 },
      { key: 'phone', label: orgText('phone'), type: 'text', maxLength: 20 },
      { key: 'address', label: orgText('address'), type: 'text', maxLength: 200 },
      { key: 'remark', label: orgText('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'orgCode', label: orgText('orgCode'), type: 'text' },
      { field: 'orgName', label: orgText('orgName'), type: 'text' },
      { field: 'contact', label: orgText('contact'), type: 'text' },
    ],
    newRecord: { status: '0' },
    permissions: { add: 'system:org:add', edit: 'system:org:edit', remove: 'system:org:remove' },
  };
}

/** The initialisation platform's list: read-only, with each organisation's initialisation state. */
export function initOrgResource(openDetail: (row: SysOrgRow) => ReactNode): CrudResource<SysOrgRow> {
  const states = label([
    { value: '1', label: initOrgText('done') },
    { value: '0', label: initOrgText('pending') },
  ]);
  return {
    tableId: 'initplat-org',
    title: initOrgText('title'),
    idField: 'orgId',
    base: '/htservice/org',
    columns: [
      ...orgColumns(openDetail),
      { key: 'initState', label: initOrgText('initState'), prop: 'initState', width: 120, render: (row) => states(row.initState) },
      { key: 'paraCount', label: initOrgText('paraCount'), prop: 'paraCount', width: 100, align: 'right' },
      { key: 'periodCount', label: initOrgText('periodCount'), prop: 'periodCount', width: 120, align: 'right' },
    ],
    filters: orgFilters(),
    fields: [],
    permissions: {},
  };
}

/** A default parameter's name and remark (org-para-defaults.ts) in the UI language, unless someone changed them. */
export const orgParaName = (p: { paraKey: string; paraName: string }): string => builtinText(`orgPara.${p.paraKey}.name`, p.paraName);
export const orgParaRemark = (p: { paraKey: string; remark: string }): string => builtinText(`orgPara.${p.paraKey}.remark`, p.remark);

/** The value field of a parameter whose key takes one of a few codes is a select of their labels. */
const paraValueChoices = (values: Record<string, unknown>) => {
  const choices = values.choices as string[] | undefined;
  return choices?.length ? choiceOptions(String(values.paraKey), choices, String(values.paraValue ?? '')) : undefined;
};

export function orgParaResource(): CrudResource<BaseOrgPara> {
  return {
    tableId: 'sys-org-para',
    title: orgParaText('title'),
    idField: 'paraId',
    base: '/htservice/baseOrgPara',
    columns: [
      { key: 'paraKey', label: orgParaText('paraKey'), prop: 'paraKey', width: 220, sortable: true },
      { key: 'paraName', label: orgParaText('paraName'), prop: 'paraName', width: 160, sortable: true, render: orgParaName },
      { key: 'paraValue', label: orgParaText('paraValue'), prop: 'paraValue', width: 200, render: (row) => paraValueText(row.paraKey, row.paraValue, row.choices) },
      { key: 'remark', label: orgParaText('remark'), prop: 'remark', width: 360, render: orgParaRemark },
    ],
    filters: [
      { key: 'paraKey', label: orgParaText('paraKey'), type: 'text' },
      { key: 'paraName', label: orgParaText('paraName'), type: 'text' },
    ],
    fields: [
      { key: 'paraKey', label: orgParaText('paraKey'), type: 'text', required: true, maxLength: 100, readOnlyOnEdit: true },
      { key: 'paraName', label: orgParaText('paraName'), type: 'text', required: true, maxLength: 100 },
      { key: 'paraValue', label: orgParaText('paraValue'), type: 'text', maxLength: 500, choicesOf: paraValueChoices },
      { key: 'remark', label: orgParaText('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'paraKey', label: orgParaText('paraKey'), type: 'text' },
      { field: 'paraValue', label: orgParaText('paraValue'), type: 'text' },
    ],
    permissions: { add: 'system:orgPara:add', edit: 'system:orgPara:edit' },
  };
}
