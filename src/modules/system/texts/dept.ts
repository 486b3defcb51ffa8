/** Texts of the department and position pages, and of the department and position pickers elsewhere in the module (data only; `system.dept`, `system.post`). */
export const deptTexts = {
  zh: {
    dept: {
      title: '部门管理', table: '部门树', org: '组织', deptName: '部门名称', deptCode: '部门编码', leader: '负责人', orderNum: '显示顺序', status: '状态',
      createTime: '创建时间', parent: '上级部门', top: '顶级部门（无上级）', addTitle: '新增部门', editTitle: '修改部门', addChild: '新增下级',
      editRow: '修改部门 {{name}}', removeRow: '删除部门 {{name}}', confirmRemove: '确定删除部门“{{name}}”吗？',
      expandAll: '全部展开', collapseAll: '全部折叠', noLeader: '（无）', empty: '暂无部门',
      parentRequired: '请选择上级部门', nameRequired: '部门名称不能为空', nameTooLong: '部门名称最多 50 个字', codeInvalid: '部门编码为 1 到 30 位字母、数字、下划线或短横线',
      orderInvalid: '显示顺序为 0 到 9999 的整数', dept: '部门', posts: '岗位', line: '第 {{n}} 行部门',
    },
    post: {
      title: '岗位管理', postId: '岗位编号', postCode: '岗位编码', postName: '岗位名称', postSort: '显示顺序', status: '状态', remark: '备注', createTime: '创建时间',
    },
  },
  en: {
    dept: {
      title: 'Departments', table: 'Department tree', org: 'Organisation', deptName: 'Department', deptCode: 'Code', leader: 'Leader', orderNum: 'Order', status: 'Status',
      createTime: 'Created', parent: 'Parent department', top: 'Top level (no parent)', addTitle: 'Add department', editTitle: 'Edit department', addChild: 'Add below',
      editRow: 'Edit department {{name}}', removeRow: 'Delete department {{name}}', confirmRemove: 'Delete department "{{name}}"?',
      expandAll: 'Expand all', collapseAll: 'Collapse all', noLeader: '(none)', empty: 'No departments yet',
      parentRequired: 'Choose the parent department', nameRequired: 'Enter the department name', nameTooLong: 'The department name has at most 50 characters',
      codeInvalid: 'The code has 1 to 30 letters, digits, underscores or hyphens', orderInvalid: 'The order is a whole number from 0 to 9999', dept: 'Department', posts: 'Positions',
      line: 'Department of line {{n}}',
    },
    post: {
      title: 'Positions', postId: 'No.', postCode: 'Position code', postName: 'Position', postSort: 'Order', status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
};
