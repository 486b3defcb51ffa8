/** Texts of the record pages (data only), under the module's own top-level key `records`. */
export const recordsTexts = {
  zh: { records: { print: '打印', printRow: '打印 {{key}}', loading: '正在加载页面定义…' } },
  en: { records: { print: 'Print', printRow: 'Print {{key}}', loading: 'Loading the page definition…' } },
};
