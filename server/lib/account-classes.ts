/**
 * What an account is, read from its code as the Chinese enterprise accounting standards (企业会计准则)
 * number them: the first digit is the class (1 assets, 2 liabilities, 3 common, 4 equity, 5 costs,
 * 6 profit and loss), and within profit and loss 6001–6399 are income, 6400 onwards expenses.
 * Hotels keep this numbering (组织初始化 gives every hotel the standard chart), so the rules the books
 * need — which side an account's balance normally sits on, which accounts carry forward at month end,
 * which are cash or bank — are derived here once instead of being stored per account.
 */

export type AccountClass = 'asset' | 'liability' | 'common' | 'equity' | 'cost' | 'profitLoss';
export type NormalSide = 'D' | 'C';

const CLASSES: Record<string, AccountClass> = { '1': 'asset', '2': 'liability', '3': 'common', '4': 'equity', '5': 'cost', '6': 'profitLoss' };

/** Contra-asset accounts, whose balance sits on the credit side (坏账准备, 跌价准备, 累计折旧, 减值准备, 累计摊销). */
const CONTRA_ASSETS = ['1231', '1471', '1602', '1603', '1702'];

/** 库存现金, 银行存款, 其他货币资金: lines on them carry a cash-flow item and need the cashier's signature. */
const CASH_ACCOUNTS = ['1001', '1002', '1012'];

/** 本年利润: where month-end carry-forward moves every income and expense account's balance. */
export const PROFIT_ACCOUNT = '4103';

const startsWithAny = (code: string, prefixes: readonly string[]) => prefixes.some((p) => code.startsWith(p));

export function accountClass(code: string): AccountClass | undefined {
  return CLASSES[code.charAt(0)];
}

/** Income accounts of profit and loss (主营业务收入 … 营业外收入): normally a credit balance. */
export function isIncomeAccount(code: string): boolean {
  return accountClass(code) === 'profitLoss' && code.slice(0, 4) < '6400';
}

/** Expense accounts of profit and loss (成本, 费用, 损失, 所得税): normally a debit balance. */
export function isExpenseAccount(code: string): boolean {
  return accountClass(code) === 'profitLoss' && code.slice(0, 4) >= '6400';
}

/** The side an account's balance normally sits on. */
export function normalSide(code: string): NormalSide {
  switch (accountClass(code)) {
    case 'asset':
      return startsWithAny(code, CONTRA_ASSETS) ? 'C' : 'D';
    case 'liability':
    case 'equity':
      return 'C';
    case 'profitLoss':
      return isIncomeAccount(code) ? 'C' : 'D';
    default:
      return 'D';
  }
}

export function isCashAccount(code: string): boolean {
  return startsWithAny(code, CASH_ACCOUNTS);
}
