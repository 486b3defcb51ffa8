/** Texts of the record pages (data only), under the module's own top-level key `records`. */
import { viewTexts } from './views/texts';

export const recordsTexts = {
  zh: {
    records: {
      print: '打印',
      printRow: '打印 {{key}}',
      loading: '正在加载页面定义…',
      import: '导入',
      importTitle: '导入{{kind}}',
      importHint: '上传 xlsx 或 csv 文件，第一行为列名：{{columns}}。日期写作 YYYY-MM-DD，选项可填中文或英文名称。{{code}}已存在的记录再次导入时被更新；导出的列表可直接修改后导入。',
      view: viewTexts.zh,
    },
  },
  en: {
    records: {
      print: 'Print',
      printRow: 'Print {{key}}',
      loading: 'Loading the page definition…',
      import: 'Import',
      importTitle: 'Import {{kind}}',
      importHint:
        'Upload an xlsx or csv file whose first row names the columns: {{columns}}. Dates are written YYYY-MM-DD; choices by their Chinese or English name. A record whose {{code}} already exists is updated; an exported list can be edited and imported back.',
      view: viewTexts.en,
    },
  },
};
