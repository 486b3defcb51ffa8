/** Texts of the print-preview widget, registered by the widget itself so it also works without the shell. */
export const printPreviewTexts = {
  zh: {
    printPreview: {
      title: '记账凭证', word: '凭证字号', date: '日期', attachments: '附单据 {{n}} 张', summary: '摘要', account: '会计科目', debit: '借方金额', credit: '贷方金额',
      total: '合计', inWords: '大写', broughtForward: '承前页', carriedForward: '过次页', maker: '制单', auditor: '审核', bookkeeper: '记账', cashier: '出纳',
      page: '第 {{page}} / {{count}} 页', prev: '上一页', next: '下一页', zoomIn: '放大', zoomOut: '缩小', zoom: '缩放比例', print: '打印', export: '导出',
      printed: '已打印 {{n}} 次', printedBy: '{{name}} {{n}} 次（最近 {{at}}）', neverPrinted: '尚未打印', records: '打印记录', close: '关闭', loadFailed: '凭证加载失败：{{msg}}',
    },
  },
  en: {
    printPreview: {
      title: 'Accounting voucher', word: 'Voucher', date: 'Date', attachments: '{{n}} attachments', summary: 'Summary', account: 'Account', debit: 'Debit', credit: 'Credit',
      total: 'Total', inWords: 'In words', broughtForward: 'Brought forward', carriedForward: 'Carried forward', maker: 'Maker', auditor: 'Auditor', bookkeeper: 'Bookkeeper', cashier: 'Cashier',
      page: 'Page {{page}} of {{count}}', prev: 'Previous page', next: 'Next page', zoomIn: 'Zoom in', zoomOut: 'Zoom out', zoom: 'Zoom', print: 'Print', export: 'Export',
      printed: 'Printed {{n}} times', printedBy: '{{name}}: {{n}} (last {{at}})', neverPrinted: 'Not printed yet', records: 'Print records', close: 'Close', loadFailed: 'The voucher could not be loaded: {{msg}}',
    },
  },
};
