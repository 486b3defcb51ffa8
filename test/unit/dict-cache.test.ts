/** Dictionary cache: one load per type however many ask; failures retry; clear forgets. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clearDictCache, configureDictLoader, createDictCache, getDict, peekDict, type DictData } from '../../src/ui/dict-cache';

const rows = (type: string): DictData[] => [{ dictLabel: `${type} label`, dictValue: '0', listClass: 'primary' }];

test('one request per type, however many components ask at once', async () => {
  const calls: string[] = [];
  const cache = createDictCache(async (type) => (calls.push(type), rows(type)));
  const answers = await Promise.all([cache.get('sys_normal_disable'), cache.get('sys_normal_disable'), cache.get('sys_yes_no'), cache.get('sys_normal_disable')]);
  await cache.get('sys_yes_no');
  assert.equal(calls, ['sys_normal_disable', 'sys_yes_no']);
  assert.is(answers[0], answers[1], 'the same rows for every caller');
  assert.equal(cache.peek('sys_yes_no'), rows('sys_yes_no'));
});

test('a failed load is retried by the next ask', async () => {
  let n = 0;
  const cache = createDictCache(async (type) => {
    n++;
    if (n === 1) throw new Error('offline');
    return rows(type);
  });
  await cache.get('t').then(
    () => assert.unreachable('first load fails'),
    (e: Error) => assert.is(e.message, 'offline'),
  );
  assert.equal(await cache.get('t'), rows('t'));
  assert.is(n, 2);
});

test('clearDictCache forgets loaded types', async () => {
  const calls: string[] = [];
  configureDictLoader(async (type) => (calls.push(type), rows(type)));
  await getDict('a');
  await getDict('a');
  assert.ok(peekDict('a'));
  clearDictCache();
  assert.is(peekDict('a'), undefined);
  await getDict('a');
  assert.equal(calls, ['a', 'a']);
});

test.run();
