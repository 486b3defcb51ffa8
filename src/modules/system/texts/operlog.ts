/** Texts of the operation log page and its detail dialog (data only; merged under `system.operlog`). */
export const operlogTexts = {
  zh: {
    operlog: {
      title: '操作日志', operId: '日志编号', orgName: '组织', module: '系统模块', businessType: '操作类型', operName: '操作人员', operIp: '操作地址',
      status: '操作状态', operTime: '操作时间', costTime: '消耗时间', costMs: '{{ms}} 毫秒', method: '操作方法', requestMethod: '请求方式', operUrl: '请求地址',
      target: '操作对象', httpStatus: '状态码', errorMsg: '错误消息', operParam: '请求参数', perms: '权限标识', beginTime: '开始日期', endTime: '结束日期',
      success: '成功', failure: '失败', detail: '详细', detailOf: '查看日志 {{id}} 的详细', detailTitle: '操作日志详细', close: '关闭', none: '无',
      clean: '清空', confirmClean: '确定清空全部操作日志吗？', cleaned: '操作日志已清空',
      types: { 0: '其它', 1: '新增', 2: '修改', 3: '删除', 4: '授权', 5: '导出', 6: '导入', 7: '强退', 9: '清空数据' },
    },
  },
  en: {
    operlog: {
      title: 'Operation log', operId: 'Log no.', orgName: 'Organisation', module: 'Module', businessType: 'Action', operName: 'Operator', operIp: 'Address',
      status: 'Result', operTime: 'Time', costTime: 'Duration', costMs: '{{ms}} ms', method: 'Route', requestMethod: 'HTTP method', operUrl: 'Request path',
      target: 'Target', httpStatus: 'Status code', errorMsg: 'Error', operParam: 'Request', perms: 'Permission', beginTime: 'From', endTime: 'To',
      success: 'Success', failure: 'Failure', detail: 'Detail', detailOf: 'Detail of log {{id}}', detailTitle: 'Operation detail', close: 'Close', none: 'None',
      clean: 'Clean', confirmClean: 'Delete the whole operation log?', cleaned: 'Operation log cleaned',
      types: { 0: 'Other', 1: 'Create', 2: 'Update', 3: 'Delete', 4: 'Grant', 5: 'Export', 6: 'Import', 7: 'Force logout', 9: 'Clean' },
    },
  },
};
