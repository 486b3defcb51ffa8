/** SPEC.md section 5's numeric-string test and section 9's timestamp rule. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isNumberStr, toMillis } from '../../src/lib/validate';

test('accepts an optional sign, integers without leading zeros and a decimal part', () => {
  for (const ok of ['0', '7', '-7', '+7', '120', '0.5', '-0.25', '+3.14', '1000.000']) assert.ok(isNumberStr(ok), ok);
});

test('rejects leading zeros, empty parts and other text', () => {
  for (const bad of ['', '01', '-01', '1.', '.5', '+', '1e5', '1,000', ' 1', '1 ', 'abc', '--1', '0x10']) assert.not.ok(isNumberStr(bad), bad);
});

test('ten digits are seconds, anything else milliseconds', () => {
  assert.is(toMillis(1700000000), 1700000000000);
  assert.is(toMillis('1700000000'), 1700000000000);
  assert.is(toMillis(1700000000123), 1700000000123);
});

test.run();
