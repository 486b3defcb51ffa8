import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountClass, isCashAccount, isExpenseAccount, isIncomeAccount, normalSide } from '../../server/lib/account-classes';

test('the class follows the first digit of the code', () => {
  assert.is(accountClass('1002'), 'asset');
  assert.is(accountClass('2202'), 'liability');
  assert.is(accountClass('4103'), 'equity');
  assert.is(accountClass('600101'), 'profitLoss');
  assert.is(accountClass('9xyz'), undefined);
});

test('income and expense split profit and loss at 6400', () => {
  assert.ok(isIncomeAccount('600101'));
  assert.ok(isIncomeAccount('6301'));
  assert.not.ok(isIncomeAccount('6401'));
  assert.ok(isExpenseAccount('660201'));
  assert.ok(isExpenseAccount('6801'));
  assert.not.ok(isExpenseAccount('1001'));
});

test('normal balance sides, contra assets on the credit side', () => {
  assert.is(normalSide('1122'), 'D');
  assert.is(normalSide('1602'), 'C');
  assert.is(normalSide('2202'), 'C');
  assert.is(normalSide('4001'), 'C');
  assert.is(normalSide('6001'), 'C');
  assert.is(normalSide('6602'), 'D');
});

test('cash and bank accounts, sub-accounts included', () => {
  assert.ok(isCashAccount('1001'));
  assert.ok(isCashAccount('100201'));
  assert.not.ok(isCashAccount('1122'));
});

test.run();
