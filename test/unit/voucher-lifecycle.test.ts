/**
 * The voucher rules after audit as pure functions (server/lib/voucher-rules.ts): which vouchers need the
 * cashier, what each step refuses, that only a red reversal may carry negative amounts, and when a
 * voucher moving period keeps its number (server/db/voucher-numbering.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { HttpError } from '../../server/errors';
import { checkLines, needsCashier, refusal, TRANSITIONS } from '../../server/lib/voucher-rules';
import { sameNumberingSpan } from '../../server/db/voucher-numbering';

test('cash, bank and other monetary funds need the cashier; other accounts do not', () => {
  assert.ok(needsCashier(['6001', '1001']));
  assert.ok(needsCashier(['100201']));
  assert.ok(needsCashier(['1012']));
  assert.not.ok(needsCashier(['1601', '1602', '1122']));
});

test('posting and un-posting move between audited and posted; signing leaves the status', () => {
  assert.equal(TRANSITIONS.post, { from: '2', to: '3' });
  assert.equal(TRANSITIONS.unpost, { from: '3', to: '2' });
  assert.equal(TRANSITIONS.sign, { from: '2', to: '2' });
  assert.equal(TRANSITIONS.unsign, { from: '2', to: '2' });
});

test('what each step refuses', () => {
  const v = { hasCashLine: true, signed: false, reversed: false };
  assert.is(refusal('post', v), 'voucherNeedsSignature');
  assert.is(refusal('post', { ...v, signed: true }), null);
  assert.is(refusal('post', { ...v, hasCashLine: false }), null);
  assert.is(refusal('sign', { ...v, hasCashLine: false }), 'voucherNoCashLine');
  assert.is(refusal('sign', { ...v, signed: true }), 'voucherAlreadySigned');
  assert.is(refusal('sign', v), null);
  assert.is(refusal('unsign', v), 'voucherNotSigned');
  assert.is(refusal('revoke', { ...v, signed: true }), 'voucherSigned');
  assert.is(refusal('unpost', { ...v, reversed: true }), 'voucherReversed');
  assert.is(refusal('unpost', v), null);
  assert.is(refusal('audit', v), null);
});

test('negative amounts only on a red reversal, which must still balance', () => {
  const red = [
    { debit: -500, credit: 0 },
    { debit: 0, credit: -500 },
  ];
  const field = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as HttpError).field;
    }
    return null;
  };
  assert.is(
    field(() => checkLines(red)),
    'lines.0.debit',
  );
  assert.equal(checkLines(red, { reversal: true }), { debit: -500, credit: -500 });
  assert.is(
    field(() =>
      checkLines(
        [
          { debit: -500, credit: 0 },
          { debit: 0, credit: -400 },
        ],
        { reversal: true },
      ),
    ),
    'lines',
  );
  assert.is(
    field(() =>
      checkLines(
        [
          { debit: -500, credit: 5 },
          { debit: 0, credit: -500 },
        ],
        { reversal: true },
      ),
    ),
    'lines.0.credit',
  );
});

test("a move keeps the number within the word's numbering span: the period, or the year", () => {
  assert.ok(sameNumberingSpan({ word: '转', numbering: 'year' }, '2026-03', '2026-11'));
  assert.not.ok(sameNumberingSpan({ word: '转', numbering: 'year' }, '2025-12', '2026-01'));
  assert.ok(sameNumberingSpan({ word: '记', numbering: 'period' }, '2026-03', '2026-03'));
  assert.not.ok(sameNumberingSpan({ word: '记', numbering: 'period' }, '2026-03', '2026-04'));
});

test.run();
