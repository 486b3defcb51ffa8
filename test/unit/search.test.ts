/**
 * The command palette's matcher: Chinese and English titles, pinyin (full, spaced, initials), keywords,
 * fuzzy typos at threshold 0.4, and recency ranking; plus the recent-use list it reads.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchIndex, type Searchable } from '../../src/lib/search';
import { clearRecent, recencyOf, recent, recordUse, RECENT_KEY, RECENT_LIMIT } from '../../src/state/recent.model';

const items: Searchable[] = [
  { id: 'voucher-entry', zh: '凭证录入', en: 'Voucher Entry', group: '总账' },
  { id: 'voucher-audit', zh: '凭证审核', en: 'Voucher Audit', group: '总账' },
  { id: 'asset-cards', zh: '资产卡片', en: 'Asset Cards', group: '固定资产' },
  { id: 'asset-depreciation', zh: '资产折旧', en: 'Asset Depreciation', group: '固定资产' },
  { id: 'stock-query', zh: '库存查询', en: 'Stock Query', group: '低值易耗' },
  { id: 'users', zh: '用户管理', en: 'Users', group: '系统', keywords: ['account', 'staff'] },
];

const ids = (found: Searchable[]) => found.map((item) => item.id);

test.before.each(() => clearRecent());

test('a Chinese query finds both voucher pages first', () => {
  const found = ids(createSearchIndex(items).search('凭证'));
  assert.equal(found.slice(0, 2).sort(), ['voucher-audit', 'voucher-entry']);
});

test('an English query finds them, case-insensitively', () => {
  const index = createSearchIndex(items);
  assert.equal(ids(index.search('voucher')).slice(0, 2).sort(), ['voucher-audit', 'voucher-entry']);
  assert.equal(ids(index.search('VOUCHER')).slice(0, 2).sort(), ['voucher-audit', 'voucher-entry']);
  assert.is(ids(index.search('audit'))[0], 'voucher-audit');
});

test('full pinyin, spaced pinyin and initials find 凭证录入 first', () => {
  const index = createSearchIndex(items);
  assert.is(ids(index.search('pingzheng'))[0], 'voucher-entry');
  assert.is(ids(index.search('pingzhengluru'))[0], 'voucher-entry');
  assert.is(ids(index.search('ping zheng lu ru'))[0], 'voucher-entry');
  assert.is(ids(index.search('pzlr'))[0], 'voucher-entry');
  assert.is(ids(index.search('pzsh'))[0], 'voucher-audit');
  assert.is(ids(index.search('luru'))[0], 'voucher-entry');
});

test('a typo still finds the voucher pages (fuzzy)', () => {
  assert.equal(ids(createSearchIndex(items).search('vouchr')).slice(0, 2).sort(), ['voucher-audit', 'voucher-entry']);
});

test('pinyin of another module finds its pages', () => {
  const index = createSearchIndex(items);
  assert.equal(ids(index.search('zichan')).slice(0, 2).sort(), ['asset-cards', 'asset-depreciation']);
  assert.is(ids(index.search('zhejiu'))[0], 'asset-depreciation');
  assert.is(ids(index.search('kucun'))[0], 'stock-query');
});

test('keywords match', () => {
  assert.is(ids(createSearchIndex(items).search('staff'))[0], 'users');
});

test('an unrelated query returns nothing', () => {
  const index = createSearchIndex(items);
  assert.equal(index.search('printer'), []);
  assert.equal(index.search('weather'), []);
  assert.equal(index.search('天气'), []);
});

test('recency puts the recently used of two equal matches first', () => {
  let index = createSearchIndex(items, { recency: recencyOf });
  assert.is(ids(index.search('凭证'))[0], 'voucher-entry');
  recordUse('voucher-audit');
  index = createSearchIndex(items, { recency: recencyOf });
  assert.is(ids(index.search('凭证'))[0], 'voucher-audit');
  assert.is(ids(index.search('zichan'))[0], 'asset-cards');
});

test('recency does not lift a poor match over a clean one', () => {
  recordUse('voucher-audit');
  const index = createSearchIndex(items, { recency: recencyOf });
  assert.is(ids(index.search('pzlr'))[0], 'voucher-entry');
});

test('an empty query lists everything by recency, then original order; limit applies', () => {
  const index = createSearchIndex(items, { recency: recencyOf });
  assert.equal(ids(index.search('')), ids(items));
  recordUse('users');
  recordUse('stock-query');
  assert.equal(ids(index.search('  ')), ['stock-query', 'users', 'voucher-entry', 'voucher-audit', 'asset-cards', 'asset-depreciation']);
  assert.equal(ids(index.search('', 3)), ['stock-query', 'users', 'voucher-entry']);
  assert.is(index.search('zichan', 1).length, 1);
});

test('the recent list: newest first, no duplicates, at most 50, kept in local storage', () => {
  recordUse('a', 1);
  recordUse('b', 2);
  recordUse('a', 3);
  assert.equal(recent.value, [
    { id: 'a', at: 3 },
    { id: 'b', at: 2 },
  ]);
  assert.equal(JSON.parse(localStorage.getItem(RECENT_KEY)!), recent.value);
  assert.is(recencyOf('a'), 1);
  assert.is(recencyOf('b'), 1 - 1 / RECENT_LIMIT);
  assert.is(recencyOf('never'), 0);
  for (let i = 0; i < 60; i++) recordUse(`x${i}`);
  assert.is(recent.value.length, RECENT_LIMIT);
  assert.is(recencyOf('a'), 0);
  clearRecent();
  assert.is(localStorage.getItem(RECENT_KEY), null);
});

test.run();
