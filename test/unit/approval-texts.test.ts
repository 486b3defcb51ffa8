/** The approval pages' texts: both languages have the same keys and none is empty. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { approvalsTexts } from '../../src/modules/service/locales';
import { leaves } from './support/text-leaves';

test('zh and en have the same keys, none empty', () => {
  assert.equal([...leaves(approvalsTexts.en).keys()].sort(), [...leaves(approvalsTexts.zh).keys()].sort());
  for (const [key, value] of [...leaves(approvalsTexts.zh), ...leaves(approvalsTexts.en)]) assert.ok(typeof value === 'string' && value.trim() !== '', key);
});

test.run();
