/** Texts of the print-preview widget, registered by the widget itself so it also works without the shell. */
export const printPreviewTexts = {
  zh: {
    printPreview: {
      sheet: '记账凭证第 {{page}} / {{count}} 页',
      loading: '正在生成 PDF…',
      page: '第 {{page}} / {{count}} 页',
      prev: '上一页',
      next: '下一页',
      zoomIn: '放大',
      zoomOut: '缩小',
      zoom: '缩放比例',
      print: '打印',
      export: '导出',
      printed: '已打印 {{n}} 次',
      printedBy: '{{name}} {{n}} 次（最近 {{at}}）',
      neverPrinted: '尚未打印',
      loadFailed: '凭证加载失败：{{msg}}',
    },
  },
  en: {
    printPreview: {
      sheet: 'Voucher page {{page}} of {{count}}',
      loading: 'Making the PDF…',
      page: 'Page {{page}} of {{count}}',
      prev: 'Previous page',
      next: 'Next page',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      zoom: 'Zoom',
      print: 'Print',
      export: 'Export',
      printed: 'Printed {{n}} times',
      printedBy: '{{name}}: {{n}} (last {{at}})',
      neverPrinted: 'Not printed yet',
      loadFailed: 'The voucher could not be loaded: {{msg}}',
    },
  },
};
