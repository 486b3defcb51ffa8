/** The system-services resources (config keys, dictionary types and data) as CrudPage descriptions. */
import { t } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { CrudResource } from '../../ui/crud/crud-types';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { configSwitch, configValueCell } from './config-switch';
import { label, statusOptions, yesNo } from '../../ui/choice-options';
import type { SysConfig } from '../../../server/contracts/config';
import type { DictData, DictType } from '../../../server/contracts/dict';

const configText = (k: string) => t(`system.config.${k}`);
const dictTypeText = (k: string) => t(`system.dictType.${k}`);
const dictDataText = (k: string) => t(`system.dictData.${k}`);

/** A built-in config key's name and remark in the UI language, unless someone changed them. */
const builtinConfigText = (field: 'name' | 'remark') => (row: SysConfig) => builtinText(`config.${row.configKey}.${field}`, field === 'name' ? row.configName : row.remark);

export function configResource(): CrudResource<SysConfig> {
  const types = label(yesNo());
  return {
    tableId: 'sys-config',
    title: configText('title'),
    idField: 'configId',
    base: '/htservice/config',
    columns: [
      { key: 'configName', label: configText('configName'), prop: 'configName', width: 180, sortable: true, render: builtinConfigText('name') },
      { key: 'configKey', label: configText('configKey'), prop: 'configKey', width: 220, sortable: true },
      { key: 'configValue', label: configText('configValue'), prop: 'configValue', width: 160, render: configValueCell },
      { key: 'configType', label: configText('configType'), prop: 'configType', width: 100, render: (row) => types(row.configType) },
      { key: 'remark', label: configText('remark'), prop: 'remark', width: 240, render: builtinConfigText('remark') },
    ],
    filters: [
      { key: 'configName', label: configText('configName'), type: 'text' },
      { key: 'configKey', label: configText('configKey'), type: 'text' },
      { key: 'configType', label: configText('configType'), type: 'select', options: yesNo() },
    ],
    fields: [
      { key: 'configName', label: configText('configName'), type: 'text', required: true, maxLength: 100 },
      { key: 'configKey', label: configText('configKey'), type: 'text', required: true, maxLength: 100 },
      { key: 'configValue', label: configText('configValue'), type: 'text', required: true, maxLength: 500, switchOf: configSwitch },
      { key: 'configType', label: configText('configType'), type: 'select', options: yesNo() },
      { key: 'remark', label: configText('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'configName', label: configText('configName'), type: 'text' },
      { field: 'configKey', label: configText('configKey'), type: 'text' },
    ],
    newRecord: { configType: 'N' },
    permissions: { add: 'system:config:add', edit: 'system:config:edit', remove: 'system:config:remove' },
  };
}

export function dictTypeResource(openData: (row: DictType) => React.ReactNode, openDetail?: (row: DictType) => React.ReactNode): CrudResource<DictType> {
  const statuses = label(statusOptions());
  return {
    tableId: 'sys-dict-type',
    title: dictTypeText('title'),
    idField: 'dictId',
    base: '/htservice/dict/type',
    columns: [
      { key: 'dictId', label: 'ID', prop: 'dictId', width: 80, sortable: true },
      { key: 'dictName', label: dictTypeText('dictName'), prop: 'dictName', width: 180, sortable: true, render: openDetail ?? dictTypeName },
      { key: 'dictType', label: dictTypeText('dictType'), prop: 'dictType', width: 220, sortable: true, render: openData },
      { key: 'status', label: dictTypeText('status'), prop: 'status', width: 100, render: (row) => statuses(row.status) },
      { key: 'remark', label: dictTypeText('remark'), prop: 'remark', width: 240 },
    ],
    filters: [
      { key: 'dictName', label: dictTypeText('dictName'), type: 'text' },
      { key: 'dictType', label: dictTypeText('dictType'), type: 'text' },
      { key: 'status', label: dictTypeText('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'dictName', label: dictTypeText('dictName'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictType', label: dictTypeText('dictType'), type: 'text', required: true, maxLength: 100, readOnlyOnEdit: true },
      { key: 'status', label: dictTypeText('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: dictTypeText('remark'), type: 'textarea', maxLength: 500 },
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
  const statuses = label(statusOptions());
  return {
    tableId: 'sys-dict-data',
    title: `${dictDataText('title')} · ${dictType}`,
    idField: 'dictCode',
    base: '/htservice/dict/data',
    exportUrl: '/htservice/dict/data/export',
    // Every cell renders from its own field: the list sends only the shown ones (a 100,000-row 'all' stays fast).
    projection: true,
    fixedQuery: { dictType },
    columns: [
      { key: 'dictCode', label: 'ID', prop: 'dictCode', width: 80, sortable: true },
      { key: 'dictLabel', label: dictDataText('dictLabel'), prop: 'dictLabel', width: 180, sortable: true, render: openItem ?? ((row) => dictLabel(row)), stateless: true },
      { key: 'dictValue', label: dictDataText('dictValue'), prop: 'dictValue', width: 160, sortable: true },
      { key: 'dictSort', label: dictDataText('dictSort'), prop: 'dictSort', width: 100, sortable: true },
      { key: 'status', label: dictDataText('status'), prop: 'status', width: 100, render: (row) => statuses(row.status), stateless: true },
      { key: 'remark', label: dictDataText('remark'), prop: 'remark', width: 220 },
    ],
    filters: [
      { key: 'dictLabel', label: dictDataText('dictLabel'), type: 'text' },
      { key: 'status', label: dictDataText('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'dictLabel', label: dictDataText('dictLabel'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictValue', label: dictDataText('dictValue'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictSort', label: dictDataText('dictSort'), type: 'number' },
      { key: 'cssClass', label: t('system.dictDetail.cssClass'), type: 'text', maxLength: 100 },
      { key: 'listClass', label: dictDataText('listClass'), type: 'select', options: listClassOptions() },
      { key: 'isDefault', label: t('system.dictDetail.isDefault'), type: 'select', options: yesNo() },
      { key: 'status', label: dictDataText('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: dictDataText('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { dictType, dictSort: 0, isDefault: 'N', status: '0' },
    permissions: { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove', export: 'system:dict:export' },
  };
}
