/** Texts of the initialisation platform's voucher-word page (data only; merged under `system.voucherRule`). */
export const voucherRuleTexts = {
  zh: {
    voucherRule: {
      title: '凭证字',
      word: '凭证字',
      wordName: '名称',
      printTitle: '打印标题',
      orderNum: '显示顺序',
      numbering: '编号方式',
      isDefault: '默认',
      status: '状态',
      remark: '备注',
      numberings: { period: '按期间编号（每月从 1 开始）', year: '按年度连续编号' },
      hint: '凭证按凭证字分别编号，如 记-0001。只有一个默认凭证字，新增凭证时预先选中；已有凭证使用的凭证字不能改字或删除。',
    },
  },
  en: {
    voucherRule: {
      title: 'Voucher words',
      word: 'Word',
      wordName: 'Name',
      printTitle: 'Print title',
      orderNum: 'Order',
      numbering: 'Numbering',
      isDefault: 'Default',
      status: 'Status',
      remark: 'Remark',
      numberings: { period: 'Per period (from 1 every month)', year: 'On through the year' },
      hint: 'Vouchers are numbered per word, e.g. 记-0001. One word is the default, chosen first for a new voucher; a word vouchers already carry cannot be renamed or deleted.',
    },
  },
};
