/** Texts of the system-services pages (data only), registered by the app with the module. */
export const systemTexts = {
  zh: {
    system: {
      config: { title: '参数设置', configName: '参数名称', configKey: '参数键名', configValue: '参数键值', configType: '系统内置', remark: '备注' },
      dictType: { title: '字典管理', dictName: '字典名称', dictType: '字典类型', status: '状态', remark: '备注', openData: '查看 {{type}} 的字典数据' },
      dictData: { title: '字典数据', dictLabel: '字典标签', dictValue: '字典键值', dictSort: '字典排序', listClass: '回显样式', status: '状态', remark: '备注', type: '字典类型：{{type}}' },
      yes: '是',
      no: '否',
      normal: '正常',
      disabled: '停用',
    },
  },
  en: {
    system: {
      config: { title: 'Config keys', configName: 'Name', configKey: 'Key', configValue: 'Value', configType: 'Built in', remark: 'Remark' },
      dictType: { title: 'Dictionaries', dictName: 'Dictionary name', dictType: 'Dictionary type', status: 'Status', remark: 'Remark', openData: 'Open the data of {{type}}' },
      dictData: { title: 'Dictionary data', dictLabel: 'Label', dictValue: 'Value', dictSort: 'Order', listClass: 'Tag style', status: 'Status', remark: 'Remark', type: 'Dictionary type: {{type}}' },
      yes: 'Yes',
      no: 'No',
      normal: 'Normal',
      disabled: 'Disabled',
    },
  },
};
