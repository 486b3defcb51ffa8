/**
 * A financial statement as a workbook: one sheet named after the statement, the period in the first
 * heading, then every row (项目, 行次, amounts in yuan as numbers; a section heading has no amounts).
 */
import type { Statement, StatementRow } from '../contracts/statement.js';
import type { Lang } from '../i18n.js';
import { writeXlsx, type SheetColumn } from '../lib/xlsx.js';
import { fenToYuanText } from '../../shared/money.js';
import { periodText } from '../lib/period-text.js';

const HEADINGS = { zh: { item: '项目', no: '行次' }, en: { item: 'Item', no: 'Line' } };

export function statementXlsx(statement: Statement, lang: Lang): Promise<Uint8Array> {
  const yuan = (fen: number | null) => (fen === null ? '' : Number(fenToYuanText(fen)));
  const columns: Array<SheetColumn<StatementRow>> = [
    { header: `${HEADINGS[lang].item} (${periodText(statement.year, statement.period)})`, width: 40, value: (r) => (r.kind === 'line' ? `  ${r.name}` : r.name) },
    { header: HEADINGS[lang].no, width: 8, value: (r) => r.no },
    ...statement.columns.map((header, i) => ({ header, width: 18, value: (r: StatementRow) => yuan(r.amounts[i]) })),
  ];
  return writeXlsx(statement.title, columns, statement.rows);
}
