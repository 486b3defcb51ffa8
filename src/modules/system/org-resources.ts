/** The organisation resources as CrudPage descriptions: organisations, their initialisation list, their parameters. */
import type { ReactNode } from 'react';
import { keysUnder, textsUnder } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { CrudColumn, CrudResource, FieldOption, FieldSpec } from '../../ui/crud/crud-types';
import { label, statusOptions } from '../../ui/choice-options';
import { choiceOptions, paraValueText } from './para-choices';
import type { SysOrgRow } from '../../../server/contracts/org';
import type { BaseOrgPara } from '../../../server/contracts/org-para';

const orgKey = keysUnder('system.org');
const initOrgText = textsUnder('system.initOrg');
const initOrgKey = keysUnder('system.initOrg');
const orgParaKey = keysUnder('system.orgPara');

/** Where an organisation's detail page lives (SPEC.md section 2, fixed routes). */
/** The detail page of the area the list is in: the main shell's /htservice/org, or the initialisation platform's fixed route. */
export const ORG_DETAIL_PATHS = { main: '/htservice/org', initplat: '/initplat/org/detail' } as const;
export const orgDetailHref = (orgId: number, area: keyof typeof ORG_DETAIL_PATHS) => `${ORG_DETAIL_PATHS[area]}?orgId=${orgId}`;

function orgColumns(openDetail: (row: SysOrgRow) => ReactNode): CrudColumn<SysOrgRow>[] {
  return [
    { key: 'orgCode', label: orgKey('orgCode'), prop: 'orgCode', width: 130, sortable: true, render: openDetail },
    { key: 'orgName', label: orgKey('orgName'), prop: 'orgName', width: 200, sortable: true },
    { key: 'status', label: orgKey('status'), prop: 'status', width: 90, sortable: true, render: (row) => label(statusOptions())(row.status) },
  ];
}

const orgFilters: FieldSpec[] = [
  { key: 'orgCode', label: orgKey('orgCode'), type: 'text' },
  { key: 'orgName', label: orgKey('orgName'), type: 'text' },
  { key: 'status', label: orgKey('status'), type: 'select', options: statusOptions },
];

export function orgResource(openDetail: (row: SysOrgRow) => ReactNode): CrudResource<SysOrgRow> {
  return {
    tableId: 'sys-org',
    title: orgKey('title'),
    idField: 'orgId',
    base: '/htservice/org',
    columns: [
      ...orgColumns(openDetail),
      { key: 'shortName', label: orgKey('shortName'), prop: 'shortName', width: 130 },
      { key: 'contact', label: orgKey('contact'), prop: 'contact', width: 100 },
      { key: 'phone', label: orgKey('phone'), prop: 'phone', width: 140 },
      { key: 'address', label: orgKey('address'), prop: 'address', width: 260 },
      { key: 'remark', label: orgKey('remark'), prop: 'remark', width: 200 },
    ],
    filters: orgFilters,
    fields: [
      { key: 'orgCode', label: orgKey('orgCode'), type: 'text', required: true, maxLength: 32, readOnlyOnEdit: true },
      { key: 'orgName', label: orgKey('orgName'), type: 'text', required: true, maxLength: 100 },
      { key: 'shortName', label: orgKey('shortName'), type: 'text', maxLength: 50 },
      { key: 'status', label: orgKey('status'), type: 'select', options: statusOptions },
      { key: 'contact', label: orgKey('contact'), type: 'text', maxLength: 64 },
      { key: 'phone', label: orgKey('phone'), type: 'text', maxLength: 20 },
      { key: 'address', label: orgKey('address'), type: 'text', maxLength: 200 },
      { key: 'remark', label: orgKey('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'orgCode', label: orgKey('orgCode'), type: 'text' },
      { field: 'orgName', label: orgKey('orgName'), type: 'text' },
      { field: 'contact', label: orgKey('contact'), type: 'text' },
    ],
    newRecord: { status: '0' },
    permissions: { add: 'system:org:add', edit: 'system:org:edit', remove: 'system:org:remove' },
  };
}

/** The initialisation platform's list: read-only, with each organisation's initialisation state. */
const initStates = (): FieldOption[] => [
  { value: '1', label: initOrgText('done') },
  { value: '0', label: initOrgText('pending') },
];

export function initOrgResource(openDetail: (row: SysOrgRow) => ReactNode): CrudResource<SysOrgRow> {
  return {
    tableId: 'initplat-org',
    title: initOrgKey('title'),
    idField: 'orgId',
    base: '/htservice/org',
    columns: [
      ...orgColumns(openDetail),
      { key: 'initState', label: initOrgKey('initState'), prop: 'initState', width: 120, render: (row) => label(initStates())(row.initState) },
      { key: 'paraCount', label: initOrgKey('paraCount'), prop: 'paraCount', width: 100, align: 'right' },
      { key: 'periodCount', label: initOrgKey('periodCount'), prop: 'periodCount', width: 120, align: 'right' },
    ],
    filters: orgFilters,
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

export const orgParaResource: CrudResource<BaseOrgPara> = {
  tableId: 'sys-org-para',
  title: orgParaKey('title'),
  idField: 'paraId',
  base: '/htservice/baseOrgPara',
  columns: [
    { key: 'paraKey', label: orgParaKey('paraKey'), prop: 'paraKey', width: 220, sortable: true },
    { key: 'paraName', label: orgParaKey('paraName'), prop: 'paraName', width: 160, sortable: true, render: orgParaName },
    { key: 'paraValue', label: orgParaKey('paraValue'), prop: 'paraValue', width: 200, render: (row) => paraValueText(row.paraKey, row.paraValue, row.choices) },
    { key: 'remark', label: orgParaKey('remark'), prop: 'remark', width: 360, render: orgParaRemark },
  ],
  filters: [
    { key: 'paraKey', label: orgParaKey('paraKey'), type: 'text' },
    { key: 'paraName', label: orgParaKey('paraName'), type: 'text' },
  ],
  fields: [
    { key: 'paraKey', label: orgParaKey('paraKey'), type: 'text', required: true, maxLength: 100, readOnlyOnEdit: true },
    { key: 'paraName', label: orgParaKey('paraName'), type: 'text', required: true, maxLength: 100 },
    { key: 'paraValue', label: orgParaKey('paraValue'), type: 'text', maxLength: 500, choicesOf: paraValueChoices },
    { key: 'remark', label: orgParaKey('remark'), type: 'textarea', maxLength: 500 },
  ],
  planFields: [
    { field: 'paraKey', label: orgParaKey('paraKey'), type: 'text' },
    { field: 'paraValue', label: orgParaKey('paraValue'), type: 'text' },
  ],
  permissions: { add: 'system:orgPara:add', edit: 'system:orgPara:edit' },
};
