/** The system-services resources (config keys, dictionary types and data) as CrudPage descriptions. */
import { t } from '../../lib/i18n';
import { builtinText } from '../../lib/stored-texts';
import type { CrudResource } from '../../ui/crud/crud-types';
import { dictLabel, dictTypeName } from '../../ui/builtin-labels';
import { configSwitch, configValueCell } from './config-switch';
import { label, statusOptions, yesNo } from '../../ui/choice-options';
import type { SysConfig } from '../../../server/contracts/config';
import type { DictData, DictType } from '../../../server/contracts/dict';

/** A built-in config key's name and remark in the UI language, unless someone changed them. */
const configText = (field: 'name' | 'remark') => (row: SysConfig) => builtinText(`config.${row.configKey}.${field}`, field === 'name' ? row.configName : row.remark);

export function configResource(): CrudResource<SysConfig> {
  const L = (k: string) => t(`system.config.${k}`);
  const types = label(yesNo());
  return {
    tableId: 'sys-config',
    title: L('title'),
    idField: 'configId',
    base: '/htservice/config',
    columns: [
      { key: 'configName', label: L('configName'), prop: 'configName', width: 180, sortable: true, render: configText('name') },
      { key: 'configKey', label: L('configKey'), prop: 'configKey', width: 220, sortable: true },
      { key: 'configValue', label: L('configValue'), prop: 'configValue', width: 160, render: configValueCell },
      { key: 'configType', label: L('configType'), prop: 'configType', width: 100, render: (row) => types(row.configType) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 240, render: configText('remark') },
    ],
    filters: [
      { key: 'configName', label: L('configName'), type: 'text' },
      { key: 'configKey', label: L('configKey'), type: 'text' },
      { key: 'configType', label: L('configType'), type: 'select', options: yesNo() },
    ],
    fields: [
      { key: 'configName', label: L('configName'), type: 'text', required: true, maxLength: 100 },
      { key: 'configKey', label: L('configKey'), type: 'text', required: true, maxLength: 100 },
      { key: 'configValue', label: L('configValue'), type: 'text', required: true, maxLength: 500, switchOf: configSwitch },
      { key: 'configType', label: L('configType'), type: 'select', options: yesNo() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    planFields: [
      { field: 'configName', label: L('configName'), type: 'text' },
      { field: 'configKey', label: L('configKey'), type: 'text' },
    ],
    newRecord: { configType: 'N' },
    permissions: { add: 'system:config:add', edit: 'system:config:edit', remove: 'system:config:remove' },
  };
}

export function dictTypeResource(openData: (row: DictType) => React.ReactNode, openDetail?: (row: DictType) => React.ReactNode): CrudResource<DictType> {
  const L = (k: string) => t(`system.dictType.${k}`);
  const statuses = label(statusOptions());
  return {
    tableId: 'sys-dict-type',
    title: L('title'),
    idField: 'dictId',
    base: '/htservice/dict/type',
    columns: [
      { key: 'dictId', label: 'ID', prop: 'dictId', width: 80, sortable: true },
      { key: 'dictName', label: L('dictName'), prop: 'dictName', width: 180, sortable: true, render: openDetail ?? dictTypeName },
      { key: 'dictType', label: L('dictType'), prop: 'dictType', width: 220, sortable: true, render: openData },
      { key: 'status', label: L('status'), prop: 'status', width: 100, render: (row) => statuses(row.status) },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 240 },
    ],
    filters: [
      { key: 'dictName', label: L('dictName'), type: 'text' },
      { key: 'dictType', label: L('dictType'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'dictName', label: L('dictName'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictType', label: L('dictType'), type: 'text', required: true, maxLength: 100, readOnlyOnEdit: true },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { status: '0' },
    permissions: { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove' },
  };
}

/** The tag styles a dictionary item may show with (DictData.listClass; '' for none). */
export const LIST_CLASSES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export const listClassOptions = () => LIST_CLASSES.map((value) => ({ value, label: t(`system.dictDetail.listClasses.${value || 'none'}`) }));

/** `openItem`: the label cell, e.g. a link to the item (no state of its own: a scrolled table reuses it for other rows). */
export function dictDataResource(dictType: string, openItem?: (row: DictData) => React.ReactNode): CrudResource<DictData> {
  const L = (k: string) => t(`system.dictData.${k}`);
  const statuses = label(statusOptions());
  return {
    tableId: 'sys-dict-data',
    title: `${L('title')} · ${dictType}`,
    idField: 'dictCode',
    base: '/htservice/dict/data',
    exportUrl: '/htservice/dict/data/export',
    // Every cell renders from its own field: the list sends only the shown ones (a 100,000-row 'all' stays fast).
    projection: true,
    fixedQuery: { dictType },
    columns: [
      { key: 'dictCode', label: 'ID', prop: 'dictCode', width: 80, sortable: true },
      { key: 'dictLabel', label: L('dictLabel'), prop: 'dictLabel', width: 180, sortable: true, render: openItem ?? ((row) => dictLabel(row)), stateless: true },
      { key: 'dictValue', label: L('dictValue'), prop: 'dictValue', width: 160, sortable: true },
      { key: 'dictSort', label: L('dictSort'), prop: 'dictSort', width: 100, sortable: true },
      { key: 'status', label: L('status'), prop: 'status', width: 100, render: (row) => statuses(row.status), stateless: true },
      { key: 'remark', label: L('remark'), prop: 'remark', width: 220 },
    ],
    filters: [
      { key: 'dictLabel', label: L('dictLabel'), type: 'text' },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
    ],
    fields: [
      { key: 'dictLabel', label: L('dictLabel'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictValue', label: L('dictValue'), type: 'text', required: true, maxLength: 100 },
      { key: 'dictSort', label: L('dictSort'), type: 'number' },
      { key: 'cssClass', label: t('system.dictDetail.cssClass'), type: 'text', maxLength: 100 },
      { key: 'listClass', label: L('listClass'), type: 'select', options: listClassOptions() },
      { key: 'isDefault', label: t('system.dictDetail.isDefault'), type: 'select', options: yesNo() },
      { key: 'status', label: L('status'), type: 'select', options: statusOptions() },
      { key: 'remark', label: L('remark'), type: 'textarea', maxLength: 500 },
    ],
    newRecord: { dictType, dictSort: 0, isDefault: 'N', status: '0' },
    permissions: { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove', export: 'system:dict:export' },
  };
}
