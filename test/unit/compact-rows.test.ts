/** A resource page's list call turns a compact list answer back into the rows a table takes. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expandRows } from '../../src/ui/crud/crud-calls';

test('compact answers become rows; an answer in RuoYi\'s shape passes through', () => {
  const compact = { code: 200, msg: '操作成功', total: 12, fields: ['dictCode', 'dictLabel', 'remark'], rows: [[1, '男', null], [2, '女', '']] };
  assert.equal(expandRows(compact), { rows: [{ dictCode: 1, dictLabel: '男', remark: null }, { dictCode: 2, dictLabel: '女', remark: '' }], total: 12 });
  const plain = { rows: [{ dictCode: 1 }], total: 1 };
  assert.is(expandRows(plain), plain);
});

test.run();
