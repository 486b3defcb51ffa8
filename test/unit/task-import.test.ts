/**
 * The pure part of imports: reading csv (quotes, CRLF, BOM, GB18030) and xlsx into text rows, finding the
 * columns by their Chinese or English names, and checking every row (reasons per cell, the amount rule,
 * duplicates of a key), worked by hand.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ExcelJS from 'exceljs';
import { batchesOf, checkRow, checkRows, mapHeader, reasonText } from '../../server/tasks/import-kind';
import { voucherImport } from '../../server/tasks/kinds/voucher-import';
import { openingBalanceImport } from '../../server/tasks/kinds/opening-balance-import';
import { stockImport } from '../../server/tasks/kinds/stock-import';
import { fenToYuanText } from '../../shared/money';
import { hundredths } from '../../server/tasks/row-rules';
import { parseCsv, readSheet, sheetFormat } from '../../server/tasks/table-file';
import { writeXlsx } from '../../server/lib/xlsx';
import { toXlsx } from '../support/stock-sheet';

const INDEX = [0, 1, 2, 3, 4, 5, 6, 7];

test('csv: quoted commas, doubled quotes, line breaks in quotes, CRLF and a last line without newline', () => {
  assert.equal(parseCsv('a,"b,c","say ""hi"""\r\n"x\ny",2,\n3,4,5'), [
    ['a', 'b,c', 'say "hi"'],
    ['x\ny', '2', ''],
    ['3', '4', '5'],
  ]);
});

test('csv in UTF-8 with BOM and in GB18030 read the same; empty lines are dropped, line numbers kept', async () => {
  const utf8 = new TextEncoder().encode('\uFEFF仓库,数量\n\n客房部,3\n');
  const gbk = new Uint8Array([0xb2, 0xd6, 0xbf, 0xe2, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a, 0x0a, 0xbf, 0xcd, 0xb7, 0xbf, 0xb2, 0xbf, 0x2c, 0x33, 0x0a]); // 仓库,数量 / 客房部,3 in GBK
  for (const bytes of [utf8, gbk]) {
    const sheet = await readSheet(bytes, 'csv');
    assert.equal(sheet.header, ['仓库', '数量']);
    assert.equal(sheet.rows, [{ line: 3, cells: ['客房部', '3'] }]);
  }
});

test('xlsx: numbers, text and rich text cells become text; the first sheet is read', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('s');
  sheet.addRow(['物品编码', '数量']);
  sheet.addRow(['KF-1', 12.5]);
  sheet.addRow([{ richText: [{ text: 'KF' }, { text: '-2' }] }, 3]);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const read = await readSheet(bytes, 'xlsx');
  assert.equal(
    read.rows.map((r) => r.cells),
    [
      ['KF-1', '12.5'],
      ['KF-2', '3'],
    ],
  );
  assert.equal((await readSheet(await toXlsx([['a']], ['h']), 'xlsx')).rows, [{ line: 2, cells: ['a'] }]);
});

test('xlsx (read in a worker thread): a date cell, a formula result and the first of two sheets', async () => {
  const workbook = new ExcelJS.Workbook();
  const first = workbook.addWorksheet('first');
  first.addRow(['日期', '公式']);
  first.addRow([new Date(Date.UTC(2026, 10, 22)), { formula: '1+2', result: 3 }]);
  first.getCell('A2').numFmt = 'yyyy-mm-dd';
  workbook.addWorksheet('second').addRow(['not this one']);
  const read = await readSheet(new Uint8Array(await workbook.xlsx.writeBuffer()), 'xlsx');
  assert.equal(read, { header: ['日期', '公式'], rows: [{ line: 2, cells: ['2026-11-22', '3'] }] });
});

test('xlsx: thousands of Chinese cells, written inline as our exports do, read back exactly (no character split between chunks)', async () => {
  const rows = Array.from({ length: 3000 }, (_, i) => [`协议-${i}`, '上海市商务委员会', i % 2 ? '单早' : '双早', '行政房']);
  const bytes = await writeXlsx(
    '协议',
    ['编号', '单位', '早餐', '房型'].map((header, i) => ({ header, value: (r: string[]) => r[i] })),
    rows,
  );
  const read = await readSheet(bytes, 'xlsx');
  assert.is(read.rows.length, 3000);
  const garbled = read.rows.filter((r, i) => r.cells.join('|') !== rows[i].join('|'));
  assert.equal(garbled.slice(0, 3), [], `${garbled.length} rows differ`);
});

test('a grouped kind (voucher lines) is written in batches of whole groups, never splitting one', () => {
  const rows = ['A', 'A', 'B', 'B', 'C', 'C', 'C', 'D', 'E', 'E', 'E', 'E', 'E'].map((ref, i) => ({ line: i + 2, values: { ref } }));
  const sizes = batchesOf(voucherImport, rows, 3).map((b) => b.map((r) => r.values.ref).join(''));
  assert.equal(sizes, ['AA', 'BB', 'CCC', 'D', 'EEEEE'], 'a group larger than a batch goes alone');
  assert.equal(
    batchesOf(stockImport, rows, 5).map((b) => b.length),
    [5, 5, 3],
    'an ungrouped kind is sliced',
  );
});

test('a file that is not a workbook is refused as a bad file; the format comes from the name', async () => {
  await readSheet(new TextEncoder().encode('not a zip'), 'xlsx').then(
    () => assert.unreachable('read'),
    (err: Error) => assert.is(err.constructor.name, 'BadFileError'),
  );
  assert.is(sheetFormat('库存.XLSX'), 'xlsx');
  assert.is(sheetFormat('a.csv'), 'csv');
  assert.is(sheetFormat('a.xls'), null);
});

test('columns are found by Chinese or English name, in any order; missing ones are named', () => {
  assert.equal(mapHeader(openingBalanceImport, ['Opening balance', '科目编码', 'account name', '余额方向']), { index: [1, 2, 3, 0] });
  assert.equal(mapHeader(openingBalanceImport, ['科目编码']), { missing: ['科目名称', '余额方向', '期初余额'] });
  assert.equal(mapHeader(openingBalanceImport, ['科目编码'], 'en'), { missing: ['Account name', 'Direction', 'Opening balance'] });
});

test('hundredths: two decimals, thousands separators, float noise; more decimals or text refused', () => {
  const q = hundredths({ msg: 'rowQuantity' });
  assert.equal(q('1,234.5'), { ok: true, value: 123450 });
  assert.equal(q('12.300000000001'), { ok: true, value: 1230 });
  assert.equal(q('1.005').ok, false);
  assert.equal(q('abc').ok, false);
  assert.equal(q('-1'), { ok: false, reason: { msg: 'rowNegative' } });
  assert.equal(hundredths({ msg: 'rowMoney', negative: true })('-20'), { ok: true, value: -2000 });
  assert.is(fenToYuanText(-2050), '-20.50');
});

test('a stock row: values in hundredths and cents; every bad cell gives its reason; the amount must match', () => {
  const good = checkRow(stockImport, INDEX, ['客房部仓库', 'KF-1', '牙刷', '', '支', '2400', '0.35', '840']);
  assert.equal(good, { values: { warehouse: '客房部仓库', itemCode: 'KF-1', itemName: '牙刷', specification: '', unit: '支', quantity: 240000, unitPrice: 35, amount: 84000 } });
  const bad = checkRow(stockImport, INDEX, ['', 'KF 1', '牙刷', '', '支', '1.234', '0.35', '']);
  assert.ok('reasons' in bad);
  if ('reasons' in bad) {
    assert.equal(
      bad.reasons.map((r) => [r.column, r.msg]),
      [
        ['warehouse', 'rowRequired'],
        ['itemCode', 'rowCode'],
        ['quantity', 'rowQuantity'],
      ],
    );
    assert.is(reasonText(stockImport, bad.reasons[0], 'zh'), '仓库 不能为空');
    assert.is(reasonText(stockImport, bad.reasons[2], 'en'), 'Quantity must be a number of at least 0 with at most two decimals');
  }
  const mismatch = checkRow(stockImport, INDEX, ['库', 'A', '名', '', '个', '3', '1.25', '4.00']);
  assert.ok('reasons' in mismatch && reasonText(stockImport, mismatch.reasons[0], 'zh') === '金额 4.00 与 数量 × 单价 = 3.75 不符');
});

test('every row is checked; a repeated key is rejected naming the first line', async () => {
  const sheet = {
    header: [],
    rows: [
      { line: 2, cells: ['1001', '库存现金', '借', '100'] },
      { line: 3, cells: ['1002', '银行存款', '贷方', '1'] },
      { line: 4, cells: ['1001', '库存现金', 'D', '5'] },
    ],
  };
  const { valid, rejected } = await checkRows(openingBalanceImport, sheet, [0, 1, 2, 3]);
  assert.equal(valid, [{ line: 2, values: { accountCode: '1001', accountName: '库存现金', direction: 'D', openingBalance: 10000 } }]);
  assert.equal(
    rejected.map((r) => [r.line, reasonText(openingBalanceImport, r.reasons[0], 'en')]),
    [
      [3, 'Direction must be debit or credit'],
      [4, 'Duplicate of row 2'],
    ],
  );
});

test.run();
