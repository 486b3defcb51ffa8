/** List state in the URL: parse and format, defaults left out, foreign parameters kept. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatListState, parseListState } from '../../src/ui/use-list-state';

const filters = ['configName', 'status'];

test('an empty query is the defaults', () => {
  assert.equal(parseListState('', filters), { pageNum: 1, pageSize: 10, filters: {} });
  assert.equal(parseListState('?', filters, { pageSize: 20, orderByColumn: 'createTime', isAsc: 'descending' }), {
    pageNum: 1,
    pageSize: 20,
    orderByColumn: 'createTime',
    isAsc: 'descending',
    filters: {},
  });
});

test('reads page, size, sort and declared filters only', () => {
  const state = parseListState('?pageNum=3&pageSize=500&orderByColumn=configKey&isAsc=asc&configName=%E7%B3%BB%E7%BB%9F&editFlag=2&automation=1', filters);
  assert.equal(state, { pageNum: 3, pageSize: 500, orderByColumn: 'configKey', isAsc: 'ascending', filters: { configName: '系统' } });
});

test('invalid values fall back to the defaults', () => {
  const state = parseListState('?pageNum=-1&pageSize=abc&orderByColumn=1;drop&isAsc=sideways', filters);
  assert.equal(state, { pageNum: 1, pageSize: 10, filters: {} });
});

test('format leaves defaults out and keeps foreign parameters', () => {
  assert.is(formatListState({ pageNum: 1, pageSize: 10, filters: {} }, '?automation=1', filters), 'automation=1');
  assert.is(
    formatListState({ pageNum: 2, pageSize: 100000000, orderByColumn: 'configKey', isAsc: 'descending', filters: { status: '0', configName: '' } }, '?editFlag=2&pageNum=9', filters),
    'editFlag=2&status=0&pageNum=2&pageSize=100000000&orderByColumn=configKey&isAsc=descending',
  );
});

test('round trip, including clearing a default filter or sort', () => {
  const defaults = { orderByColumn: 'createTime', isAsc: 'descending' as const, filters: { status: '0' } };
  const state = { pageNum: 4, pageSize: 2000, filters: { configName: 'a&b=c' } };
  const query = formatListState(state, '', filters, defaults);
  assert.equal(parseListState(query, filters, defaults), state);
  assert.equal(parseListState(formatListState(parseListState('', filters, defaults), '', filters, defaults), filters, defaults), parseListState('', filters, defaults));
  assert.is(formatListState(parseListState('', filters, defaults), '', filters, defaults), '');
});

test.run();
