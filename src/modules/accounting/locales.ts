/** Texts of the accounting pages built so far (data only), under the module's own top-level key `accounting`. */
export const accountingTexts = {
  zh: {
    accounting: {
      openingTitle: '期初余额',
      importTitle: '导入期初余额',
      importHint: '上传 xlsx 或 csv 文件，第一行为列名：科目编码、科目名称、余额方向（借/贷）、期初余额。同一年度的同一科目再次导入时覆盖原余额。',
      year: '年度',
      accountCode: '科目编码',
      accountName: '科目名称',
      direction: '余额方向',
      debit: '借',
      credit: '贷',
      openingBalance: '期初余额',
    },
  },
  en: {
    accounting: {
      openingTitle: 'Opening balances',
      importTitle: 'Import opening balances',
      importHint: 'Upload an xlsx or csv file whose first row names the columns: Account code, Account name, Direction (debit/credit), Opening balance. Importing the same account of the same year again replaces its balance.',
      year: 'Year',
      accountCode: 'Account code',
      accountName: 'Account name',
      direction: 'Direction',
      debit: 'Debit',
      credit: 'Credit',
      openingBalance: 'Opening balance',
    },
  },
};
