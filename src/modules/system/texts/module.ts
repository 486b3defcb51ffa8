/** Texts of the module-management page and its licence panel (data only; merged under `system.module`). */
export const moduleTexts = {
  zh: {
    module: {
      title: '模块管理', moduleId: '模块编号', moduleName: '模块名称', moduleCode: '模块编码', path: '路由地址', icon: '图标', orderNum: '显示顺序', status: '状态', remark: '备注',
      licences: '授权', showLicences: '查看 {{name}} 的授权', licencesOf: '{{name}} 的授权（按组织）',
      orgCode: '组织编码', orgName: '组织名称', seats: '席位数', used: '已用席位', expiresOn: '到期日', daysLeft: '剩余天数', noEnd: '长期有效', notLicensed: '未授权',
      editLicence: '修改授权', editLicenceOf: '修改 {{org}} 的授权', grantLicence: '授予授权', grantLicenceOf: '授予 {{org}} 授权', withdraw: '收回授权', withdrawOf: '收回 {{org}} 的授权',
      confirmWithdraw: '确定收回 {{org}} 的 {{module}} 授权吗？已占用的席位同时释放。', licenceSaved: '授权已保存', licenceWithdrawn: '授权已收回',
      noEndHint: '留空表示长期有效', seatsInvalid: '席位数须为 1 到 100000 的整数', closeLicences: '关闭授权列表',
    },
  },
  en: {
    module: {
      title: 'Modules', moduleId: 'Module no.', moduleName: 'Module name', moduleCode: 'Code', path: 'Route path', icon: 'Icon', orderNum: 'Order', status: 'Status', remark: 'Remark',
      licences: 'Licences', showLicences: 'Show the licences of {{name}}', licencesOf: 'Licences of {{name}} (by organisation)',
      orgCode: 'Organisation code', orgName: 'Organisation', seats: 'Seats', used: 'Seats in use', expiresOn: 'Last day', daysLeft: 'Days left', noEnd: 'No end', notLicensed: 'Not licensed',
      editLicence: 'Edit licence', editLicenceOf: 'Edit the licence of {{org}}', grantLicence: 'Grant licence', grantLicenceOf: 'Grant {{org}} a licence', withdraw: 'Withdraw', withdrawOf: 'Withdraw the licence of {{org}}',
      confirmWithdraw: 'Withdraw the {{module}} licence of {{org}}? Seats in use are released too.', licenceSaved: 'Licence saved', licenceWithdrawn: 'Licence withdrawn',
      noEndHint: 'Leave empty for no end', seatsInvalid: 'Seats must be a whole number from 1 to 100000', closeLicences: 'Close the licence list',
    },
  },
};
