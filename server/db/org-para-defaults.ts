/**
 * The default parameter set every organisation starts with (data only). initData gives a new
 * organisation these; baseOrgParaUpdate adds the keys an older organisation lacks, never touching a
 * value already set. `value` may name the organisation (an invoice title is the hotel's own name).
 * A parameter the shell reads as a switch, or whose value is one of a few codes, names its `choices`:
 * any other value is refused (422) when the parameter is added or edited, and the pages show each code
 * by its label (src/modules/system/para-choices.ts), the code itself only as secondary text.
 */
export type OrgParaDefault = { key: string; name: string; value: (org: { orgName: string }) => string; remark: string; choices?: readonly string[] };

/** The shell's watermark over the work area for shared terminals (user name and time), read by getInfo. */
export const WATERMARK_PARA = 'watermark';

export const ORG_PARA_DEFAULTS: readonly OrgParaDefault[] = [
  { key: 'acct.currency', name: '本位币', value: () => 'CNY', remark: '记账本位币（ISO 4217 代码），人民币 CNY' },
  { key: 'acct.taxRate', name: '默认税率', value: () => '6', remark: '住宿、餐饮服务的增值税税率（%），新建单据的默认值' },
  {
    key: 'acct.postingDateRule',
    name: '入账日期规则',
    value: () => 'businessDate',
    remark: 'businessDate 按营业日期入账（夜审后切换），systemDate 按系统日期入账',
    choices: ['businessDate', 'systemDate'],
  },
  { key: 'acct.amountScale', name: '金额小数位数', value: () => '2', remark: '金额保留的小数位数' },
  { key: 'acct.rounding', name: '尾数处理方式', value: () => 'halfUp', remark: 'halfUp 四舍五入，down 舍去，up 进位', choices: ['halfUp', 'down', 'up'] },
  { key: 'invoice.title', name: '发票抬头', value: (org) => org.orgName, remark: '开具发票时的销售方名称' },
  { key: 'invoice.taxNo', name: '纳税人识别号', value: () => '', remark: '统一社会信用代码，开票前必须填写' },
  { key: 'front.checkoutTime', name: '默认退房时间', value: () => '12:00', remark: '超过此时间退房按规则加收房费' },
  { key: 'front.nightAuditTime', name: '夜审时间', value: () => '04:00', remark: '夜审完成后营业日期切换到下一天' },
  { key: 'front.serviceChargeRate', name: '服务费率', value: () => '10', remark: '客房与餐饮加收的服务费（%），0 表示不收' },
  { key: WATERMARK_PARA, name: '工作区水印', value: () => 'N', remark: 'Y 在工作区显示当前用户和时间的水印（共用终端），N 不显示', choices: ['Y', 'N'] },
  { key: 'asset.depreciationMethod', name: '折旧方法', value: () => 'straightLine', remark: 'straightLine 平均年限法，doubleDeclining 双倍余额递减法', choices: ['straightLine', 'doubleDeclining'] },
];
