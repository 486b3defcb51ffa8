/** Texts of the initialisation platform's coding-rule page (data only; merged under `system.codingRule`). */
export const codingRuleTexts = {
  zh: {
    codingRule: {
      title: '编码规则',
      codeKind: '编码类别',
      segments: '编码规则',
      separator: '分隔符',
      lengths: '各级编码长度',
      mask: '格式',
      status: '状态',
      inForce: '启用',
      off: '停用',
      remark: '备注',
      kinds: { account: '会计科目', assetCard: '资产卡片' },
      separators: { none: '无', dash: '-（短横线）', dot: '.（点）' },
      hint: '编码规则写作各段长度并用 - 连接，如 4-2-2-2：一级 4 位，以下各级 2 位。状态为启用时，新建的编码须符合规则；已有编码不符合的规则不能启用。',
    },
  },
  en: {
    codingRule: {
      title: 'Coding rules',
      codeKind: 'Kind of code',
      segments: 'Rule',
      separator: 'Separator',
      lengths: 'Code lengths',
      mask: 'Shape',
      status: 'Status',
      inForce: 'In force',
      off: 'Off',
      remark: 'Remark',
      kinds: { account: 'Accounts', assetCard: 'Asset cards' },
      separators: { none: 'None', dash: '- (dash)', dot: '. (dot)' },
      hint: 'Write a rule as segment lengths joined by -, e.g. 4-2-2-2: 4 digits at the first level, 2 more at each level below. While a rule is in force, new codes must fit it; a rule existing codes would break cannot be put in force.',
    },
  },
};
