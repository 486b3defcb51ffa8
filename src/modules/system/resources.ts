/** The system-services resources (config keys, dictionary types and data) as CrudPage descriptions. */
import { t, keysUnder, textsUnder } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { CrudResource } from '../../ui/crud/crud-types';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { configSwitch, configValueCell } from './config-switch';
import { label, statusOptions, yesNo } from '../../ui/choice-options';
import type { SysConfig } from '../../../server/contracts/config';
import type { DictData, DictType } from '../../../server/contracts/dict';

const configKey = keysUnder('system.config');
const dictTypeKey = keysUnder('system.dictType');
const dictDataText = textsUnder('system.dictData');
const dictDataKey = keysUnder('system.dictData');

/** A built-in config key's name and remark in the UI language, unless someone changed them. */
const builtinConfigText = (field: 'name' | 'remark') => (row: SysConfig) => builtinText(`config.${row.configKey}.${field}`, field === 'name' ? row.configName : row.remark);

export const configResource: CrudResource<SysConfig> = {
  tableId: 'sys-config',
  title: configKey('title'),
  idField: 'configId',
  base: '/htservice/config',
  columns: [
    { key: 'configName', label: configKey('configName'), prop: 'configName', width: 250, sortable: true, render: builtinConfigText('name') },
    { key: 'configKey', label: configKey('configKey'), prop: 'configKey', width: 210, sortable: true },
    { key: 'configValue', label: configKey('configValue'), prop: 'configValue', width: 140, render: configValueCell },
    { key: 'configType', label: configKey('configType'), prop: 'configType', width: 100, render: (row) => label(yesNo())(row.configType) },
    { key: 'remark', label: configKey('remark'), prop: 'remark', width: 200, render: builtinConfigText('remark') },
  ],
  filters: [
    { key: 'configName', label: configKey('configName'), type: 'text' },
    { key: 'configKey', label: configKey('configKey'), type: 'text' },
    { key: 'configType', label: configKey('configType'), type: 'select', options: yesNo },
  ],
  fields: [
    { key: 'configName', label: configKey('configName'), type: 'text', required: true, maxLength: 100 },
    { key: 'configKey', label: configKey('configKey'), type: 'text', required: true, maxLength: 100 },
    { key: 'configValue', label: configKey('configValue'), type: 'text', required: true, maxLength: 500, switchOf: configSwitch },
    { key: 'configType', label: configKey('configType'), type: 'select', options: yesNo },
    { key: 'remark', label: configKey('remark'), type: 'textarea', maxLength: 500 },
  ],
  planFields: [
    { field: 'configName', label: configKey('configName'), type: 'text' },
    { field: 'configKey', label: configKey('configKey'), type: 'text' },
  ],
  newRecord: { configType: 'N' },
  permissions: { add: 'system:config:add', edit: 'system:config:edit', remove: 'system:config:remove' },
};

export function dictTypeResource(openData: (row: DictType) => React.ReactNode, openDetail?: (row: DictType) => React.ReactNode): CrudResource<DictType> {
  return {
    tableId: 'sys-dict-type',
    title: dictTypeKey('title'),
    idField: 'dictId',
    base: '/htservice/dict/type',
    columns: [
      { key: 'dictId', label: 'ui.crud.id', prop: 'dictId', width: 80, sortable: true },
      { key: 'dictName', label: dictTypeKey('dictName'), prop: 'dictName', width: 180, sortable: true, phoneKey: true, render: openDetail ?? dictTypeName },
      { key: 'dictType', label: dictTypeKey('dictType'), prop: 'dictType', width: 220, sortable: true, render: openData },
      { key: 'status', label: dictTypeKey('status'), prop: 'status', width: 100, render: (row) => label(statusOptions())(row.status) },
      { key: 'remark', label: dictTypeKey('remark'), prop: 'remark', width: 240 },
    ],
    filters: [
      { key: 'dictName', label: dictTypeKey('dictName'), type: 'text' },
      { key: 'dictType', label: dictTypeKey('dictType'), type: 'text' },
      { key: 'status', label: dictTypeKey('status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'dictName', label: dictTypeKey('dictName'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictType', label: dictTypeKey('dictType'), type: 'text', required: true, maxLength: 100, readOnlyOnEdit: true },
      { key: 'status', label: dictTypeKey('status'), type: 'select', options: statusOptions },
      { key: 'remark', label: dictTypeKey('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0' },
    permissions: { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove' },
  };
}

/** The tag styles a dictionary item may show with (DictData.listClass; '' for none). */
const LIST_CLASSES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export const listClassOptions = () => LIST_CLASSES.map((value) => ({ value, label: t(`system.dictDetail.listClasses.${value || 'none'}`) }));

/** `openItem`: the label cell, e.g. a link to the item (no state of its own: a scrolled table reuses it for other rows). */
export function dictDataResource(dictType: string, openItem?: (row: DictData) => React.ReactNode): CrudResource<DictData> {
  return {
    tableId: 'sys-dict-data',
    title: () => `${dictDataText('title')} · ${dictType}`,
    idField: 'dictCode',
    base: '/htservice/dict/data',
    exportUrl: '/htservice/dict/data/export',
    // Every cell renders from its own field: the list sends only the shown ones (a 100,000-row 'all' stays fast).
    projection: true,
    fixedQuery: { dictType },
    columns: [
      { key: 'dictCode', label: 'ui.crud.id', prop: 'dictCode', width: 80, sortable: true },
      { key: 'dictLabel', label: dictDataKey('dictLabel'), prop: 'dictLabel', width: 180, sortable: true, phoneKey: true, render: openItem ?? ((row) => dictLabel(row)), stateless: true },
      { key: 'dictValue', label: dictDataKey('dictValue'), prop: 'dictValue', width: 160, sortable: true },
      { key: 'dictSort', label: dictDataKey('dictSort'), prop: 'dictSort', width: 100, sortable: true },
      { key: 'status', label: dictDataKey('status'), prop: 'status', width: 100, render: (row) => label(statusOptions())(row.status), stateless: true },
      { key: 'remark', label: dictDataKey('remark'), prop: 'remark', width: 220 },
    ],
    filters: [
      { key: 'dictLabel', label: dictDataKey('dictLabel'), type: 'text' },
      { key: 'status', label: dictDataKey('status'), type: 'select', options: statusOptions },
    ],
    fields: [
      { key: 'dictLabel', label: dictDataKey('dictLabel'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictValue', label: dictDataKey('dictValue'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictSort', label: dictDataKey('dictSort'), type: 'number' },
      { key: 'cssClass', label: 'system.dictDetail.cssClass', type: 'text', maxLength: 100 },
      { key: 'listClass', label: dictDataKey('listClass'), type: 'select', options: listClassOptions },
      { key: 'isDefault', label: 'system.dictDetail.isDefault', type: 'select', options: yesNo },
      { key: 'status', label: dictDataKey('status'), type: 'select', options: statusOptions },
      { key: 'remark', label: dictDataKey('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { dictType, dictSort: 0, isDefault: 'N', status: '0' },
    permissions: { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove', export: 'system:dict:export' },
  };
}
