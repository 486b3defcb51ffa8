/** Texts of the financial statement pages (资产负债表, 利润表, 现金流量表), under `accounting.statement`. */
export const statementTexts = {
  zh: {
    loading: '正在加载报表…',
    year: '年度',
    period: '会计期间',
    periodN: '第 {{n}} 期',
    pdf: '下载 PDF',
    excel: '导出 Excel',
    item: '项目',
    lineNo: '行次',
    checks: '报表检查',
    agrees: '相符',
    differs: '不符，差额 {{diff}}',
  },
  en: {
    loading: 'Loading the statement…',
    year: 'Year',
    period: 'Period',
    periodN: 'Period {{n}}',
    pdf: 'Download PDF',
    excel: 'Export to Excel',
    item: 'Item',
    lineNo: 'Line',
    checks: 'Statement checks',
    agrees: 'Agrees',
    differs: 'Does not agree: difference {{diff}}',
  },
};
