/** Texts of the approval pages (data only), under the module's own top-level key `approvals`. */
export const approvalsTexts = {
  zh: {
    approvals: {
      common: { normal: '正常', disabled: '停用', cancel: '取消', confirm: '确定', loading: '加载中…' },
      status: { running: '审批中', approved: '已通过', rejected: '已驳回', returned: '已退回', withdrawn: '已撤回' },
      action: { start: '发起', approve: '同意', reject: '驳回', return: '退回', transfer: '转办', withdraw: '撤回' },
      assigneeType: { role: '角色', user: '指定用户', deptHead: '发起人部门负责人' },
      condition: {
        empty: '请填写条件，例如 amount > 5000',
        field: '第 {{at}} 个字符处应为表单字段名：“{{near}}”',
        op: '第 {{at}} 个字符处应为比较符（== != > >= < <=）：“{{near}}”',
        value: '第 {{at}} 个字符处应为数字、带引号的文字或 true/false：“{{near}}”',
        join: '第 {{at}} 个字符处应为 && 或 ||：“{{near}}”',
        unknownField: '表单中没有字段“{{near}}”（可用：{{fields}}）',
      },
      dict: { title: '审批分类', categoryCode: '分类编码', categoryName: '分类名称', orderNum: '排序', status: '状态', remark: '备注' },
      definition: {
        title: '审批定义', category: '审批分类', defKey: '标识', name: '名称', nameEn: '英文名称', description: '说明',
        publishedVersion: '已发布版本', draftVersion: '草稿版本', status: '状态', updateTime: '更新时间',
        design: '设计流程', form: '设计表单',
        publish: '发布', publishOf: '发布 {{name}}', publishConfirm: '发布 {{name}} 的草稿为第 {{version}} 版？发布后该版本不可修改。', published: '已发布第 {{version}} 版',
        enable: '启用', disable: '停用', enableOf: '启用 {{name}}', disableOf: '停用 {{name}}',
        versions: '版本', versionsOf: '{{name}} 的版本', versionNo: '版本', publishTime: '发布时间', publishBy: '发布人', noVersions: '尚未发布',
      },
      designer: {
        title: '流程设计', missing: '请先选择要编辑的审批定义：在审批定义列表中点该行的“设计”或“表单”。', openDefinitions: '打开审批定义列表', save: '保存草稿', publish: '发布', saved: '草稿已保存',
        conflict: '草稿已被他人修改：请重新加载后再编辑。', reload: '重新加载', canvas: '流程图画布', properties: '属性',
        noSelection: '在画布上选择一个元素以编辑其属性', element: '元素', name: '名称', assigneeType: '审批人类型', assignee: '审批人',
        role: '角色', user: '用户', condition: '条件', conditionHint: '表单字段比较，如 amount > 5000，用 && 或 || 连接', defaultFlow: '默认路径',
        draftVersion: '草稿第 {{version}} 版', unsaved: '有未保存的修改', invalid: '有无效的条件：请先修正', type: '类型',
      },
      formEdit: { title: '表单设计', save: '保存表单', saved: '表单已保存', editor: '表单编辑器', labelHint: '双语标签：Label 填中文，在 Custom properties 中添加 labelEn 填英文。' },
      pending: {
        title: '待办审批', taskName: '当前环节', approvalName: '审批', initiator: '发起人', createTime: '到达时间', open: '办理', openOf: '办理 {{name}}',
        decide: '审批办理', comment: '审批意见', reasonRequired: '驳回和退回需填写原因', transferTo: '转办给', transferRequired: '请选择转办人', done: '已提交：{{action}}',
      },
      query: {
        title: '审批查询', name: '审批', initiator: '发起人', status: '状态', waitingAt: '当前环节', startTime: '发起时间', endTime: '结束时间',
        versionNo: '版本', view: '查看', viewOf: '查看 {{name}} 的审批状态',
      },
      initiated: {
        title: '发起审批', start: '发起 {{name}}', startButton: '发起', noForms: '暂无可发起的审批', mine: '我发起的审批', withdraw: '撤回', withdrawOf: '撤回 {{name}}',
        withdrawConfirm: '撤回 {{name}}？', withdrawn: '已撤回',
      },
      centre: {
        title: '审批中心', hint: '与您有关的审批一览：待您处理的、您发起的和您处理过的。', refresh: '刷新', start: '发起审批', query: '审批查询',
        pending: '待我审批', initiated: '我发起的', decided: '已处理', count: '{{count}} 条', more: '查看全部', moreOf: '查看全部{{name}}',
        emptyPending: '没有待您审批的事项', emptyInitiated: '您还没有发起过审批', emptyDecided: '您还没有处理过审批',
        open: '办理', openOf: '办理 {{name}}', view: '查看', viewOf: '查看 {{name}} 的审批状态', latest: '最近 {{count}} 条',
        approval: '审批', step: '环节', initiator: '发起人', status: '状态', time: '时间', decision: '我的处理', labelled: '{{label}}：{{value}}',
      },
      start: { title: '填写申请', submit: '提交', submitted: '已提交审批', unknown: '没有这个审批：{{key}}', invalid: '请检查表单中标红的字段' },
      statusPage: {
        title: '审批状态', missing: '没有指定要查看的审批：请在审批查询中选择一条，点击“查看”', formData: '申请内容', diagram: '流程路径', timeline: '审批记录',
        waitingAt: '等待：{{name}}（{{assignees}}）', legendPassed: '已经过', legendWaiting: '等待处理', by: '处理人', time: '时间', action: '操作', comment: '意见',
      },
    },
  },
  en: {
    approvals: {
      common: { normal: 'Normal', disabled: 'Disabled', cancel: 'Cancel', confirm: 'OK', loading: 'Loading…' },
      status: { running: 'In progress', approved: 'Approved', rejected: 'Rejected', returned: 'Returned', withdrawn: 'Withdrawn' },
      action: { start: 'Started', approve: 'Approve', reject: 'Reject', return: 'Return', transfer: 'Transfer', withdraw: 'Withdraw' },
      assigneeType: { role: 'Role', user: 'User', deptHead: "Initiator's department head" },
      condition: {
        empty: 'Enter a condition, e.g. amount > 5000',
        field: 'A form field name is expected at character {{at}}: "{{near}}"',
        op: 'A comparison (== != > >= < <=) is expected at character {{at}}: "{{near}}"',
        value: 'A number, quoted text or true/false is expected at character {{at}}: "{{near}}"',
        join: '&& or || is expected at character {{at}}: "{{near}}"',
        unknownField: 'The form has no field "{{near}}" (available: {{fields}})',
      },
      dict: { title: 'Approval categories', categoryCode: 'Category code', categoryName: 'Category name', orderNum: 'Order', status: 'Status', remark: 'Remark' },
      definition: {
        title: 'Approval definitions', category: 'Category', defKey: 'Key', name: 'Name', nameEn: 'English name', description: 'Description',
        publishedVersion: 'Published version', draftVersion: 'Draft version', status: 'Status', updateTime: 'Updated',
        design: 'Design flow', form: 'Design form',
        publish: 'Publish', publishOf: 'Publish {{name}}', publishConfirm: 'Publish the draft of {{name}} as version {{version}}? A published version cannot change.', published: 'Version {{version}} published',
        enable: 'Enable', disable: 'Disable', enableOf: 'Enable {{name}}', disableOf: 'Disable {{name}}',
        versions: 'Versions', versionsOf: 'Versions of {{name}}', versionNo: 'Version', publishTime: 'Published', publishBy: 'Published by', noVersions: 'Not published yet',
      },
      designer: {
        title: 'Workflow designer', missing: 'Choose the approval definition to edit first: in the definitions list, click Design or Form on its row.', openDefinitions: 'Open the approval definitions', save: 'Save draft', publish: 'Publish', saved: 'Draft saved',
        conflict: 'Someone else changed this draft: reload it before editing.', reload: 'Reload', canvas: 'Diagram canvas', properties: 'Properties',
        noSelection: 'Select an element on the canvas to edit its properties', element: 'Element', name: 'Name', assigneeType: 'Assignee type', assignee: 'Assignee',
        role: 'Role', user: 'User', condition: 'Condition', conditionHint: 'Compare form fields, e.g. amount > 5000, joined by && or ||', defaultFlow: 'Default flow',
        draftVersion: 'Draft of version {{version}}', unsaved: 'Unsaved changes', invalid: 'A condition is invalid: fix it first', type: 'Type',
      },
      formEdit: { title: 'Form designer', save: 'Save form', saved: 'Form saved', editor: 'Form editor', labelHint: 'Two languages: put the Chinese label in Label and add a custom property labelEn with the English one.' },
      pending: {
        title: 'My pending approvals', taskName: 'Step', approvalName: 'Approval', initiator: 'Initiator', createTime: 'Arrived', open: 'Handle', openOf: 'Handle {{name}}',
        decide: 'Decide', comment: 'Your comment', reasonRequired: 'Rejecting and returning need a reason', transferTo: 'Transfer to', transferRequired: 'Choose whom to transfer to', done: 'Submitted: {{action}}',
      },
      query: {
        title: 'Approval query', name: 'Approval', initiator: 'Initiator', status: 'Status', waitingAt: 'Waiting at', startTime: 'Started', endTime: 'Ended',
        versionNo: 'Version', view: 'View', viewOf: 'View the status of {{name}}',
      },
      initiated: {
        title: 'Start an approval', start: 'Start {{name}}', startButton: 'Start', noForms: 'No approval can be started', mine: 'Approvals I started', withdraw: 'Withdraw', withdrawOf: 'Withdraw {{name}}',
        withdrawConfirm: 'Withdraw {{name}}?', withdrawn: 'Withdrawn',
      },
      centre: {
        title: 'Approval centre', hint: 'Your approvals at a glance: waiting for you, started by you and decided by you.', refresh: 'Refresh', start: 'Start an approval', query: 'Approval query',
        pending: 'Waiting for me', initiated: 'Started by me', decided: 'Decided by me', count: '{{count}}', more: 'Show all', moreOf: 'Show all: {{name}}',
        emptyPending: 'Nothing is waiting for your decision', emptyInitiated: 'You have not started an approval yet', emptyDecided: 'You have not decided an approval yet',
        open: 'Handle', openOf: 'Handle {{name}}', view: 'View', viewOf: 'View the status of {{name}}', latest: 'Latest {{count}}',
        approval: 'Approval', step: 'Step', initiator: 'Initiator', status: 'Status', time: 'Time', decision: 'My decision', labelled: '{{label}}: {{value}}',
      },
      start: { title: 'Application', submit: 'Submit', submitted: 'Approval submitted', unknown: 'No such approval: {{key}}', invalid: 'Check the fields marked in red' },
      statusPage: {
        title: 'Approval status', missing: 'No approval is given: choose one in the approval query and select View', formData: 'Application', diagram: 'Path', timeline: 'Decisions',
        waitingAt: 'Waiting: {{name}} ({{assignees}})', legendPassed: 'Passed', legendWaiting: 'Waiting', by: 'By', time: 'Time', action: 'Action', comment: 'Comment',
      },
    },
  },
};
