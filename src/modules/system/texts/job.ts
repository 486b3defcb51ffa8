/** Texts of the scheduled-job pages: the jobs, one job's detail and the job log (data only; merged under `system.job` and `system.jobLog`). */
export const jobTexts = {
  zh: {
    job: {
      title: '定时任务', detailTitle: '任务详情', jobId: '任务编号', jobName: '任务名称', jobKey: '任务键', intervalMinutes: '执行间隔（分钟）', status: '状态',
      running: '正常', paused: '暂停', inProgress: '执行中', nextRunTime: '下次执行', lastRunTime: '上次执行', remark: '备注',
      statusOf: '{{name}} 的状态', runOnce: '执行一次', ran: '{{name}} 执行成功：{{message}}', failed: '{{name}} 执行失败：{{message}}',
      log: '日志', logOf: '{{name}} 的调度日志', detail: '详情', detailOf: '{{name}} 的详情', recentRuns: '最近执行记录', allLogs: '查看全部日志', statusChanged: '{{name}} 已{{status}}', notScheduled: '待调度器排程',
    },
    jobLog: {
      title: '调度日志', jobLogId: '日志编号', jobName: '任务名称', jobKey: '任务键', status: '执行状态', success: '成功', failure: '失败', message: '日志信息', error: '异常信息',
      startTime: '开始时间', stopTime: '结束时间', beginTime: '开始日期', endTime: '结束日期', clean: '清空', confirmClean: '确定清空全部调度日志吗？', cleaned: '调度日志已清空', forJob: '任务编号 {{id}} 的调度日志',
    },
  },
  en: {
    job: {
      title: 'Scheduled jobs', detailTitle: 'Job detail', jobId: 'Job no.', jobName: 'Job name', jobKey: 'Job key', intervalMinutes: 'Interval (minutes)', status: 'Status',
      running: 'Running', paused: 'Paused', inProgress: 'In progress', nextRunTime: 'Next run', lastRunTime: 'Last run', remark: 'Remark',
      statusOf: 'Status of {{name}}', runOnce: 'Run once', ran: '{{name}} ran: {{message}}', failed: '{{name}} failed: {{message}}',
      log: 'Log', logOf: 'Log of {{name}}', detail: 'Detail', detailOf: 'Detail of {{name}}', recentRuns: 'Recent runs', allLogs: 'Open the whole log', statusChanged: '{{name}}: {{status}}', notScheduled: 'Awaiting the scheduler',
    },
    jobLog: {
      title: 'Job log', jobLogId: 'Log no.', jobName: 'Job name', jobKey: 'Job key', status: 'Result', success: 'Success', failure: 'Failure', message: 'Message', error: 'Error',
      startTime: 'Started', stopTime: 'Finished', beginTime: 'From', endTime: 'To', clean: 'Clean', confirmClean: 'Delete the whole job log?', cleaned: 'Job log cleaned', forJob: 'Log of job no. {{id}}',
    },
  },
};
