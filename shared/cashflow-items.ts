/**
 * The cash-flow statement's items (现金流量项目, 企业会计准则第 31 号 / the general-enterprise statement
 * format) as one fixed list: a voucher line on a cash or bank account (`isCashAccount`) carries one of
 * these codes (`voucher_lines.cashflow_code`), and the cash-flow statement sums the lines by it. This
 * list is the single source of codes, activities and directions; the names are translated texts (the
 * server's zh and en tables, key `textKey`). Pure code without imports: shared/ is imported by the
 * browser and the server.
 *
 * A line's amount counts as debit − credit: cash received is a debit on the cash account, so an
 * inflow item sums positive and an outflow item negative; a red (negative) line reverses its item.
 * `internal` (现金内部转换: cash deposited in the bank, withdrawn from it, moved between accounts) is
 * no cash flow: both lines of such a transfer carry it and the statement leaves it out.
 */
export type CashflowActivity = 'operating' | 'investing' | 'financing' | 'internal';
/** 'none': the internal transfer, which is neither. */
type CashflowDirection = 'in' | 'out' | 'none';

export type CashflowItem = { code: string; activity: CashflowActivity; direction: CashflowDirection; textKey: string };

const item = (code: string, activity: CashflowActivity, direction: CashflowDirection, textKey: string): CashflowItem => ({ code, activity, direction, textKey });

/** In the statement's order: operating, investing, financing; within each, inflows then outflows. */
export const CASHFLOW_ITEMS: readonly CashflowItem[] = [
  item('CF01', 'operating', 'in', 'cfSalesReceipts'),
  item('CF02', 'operating', 'in', 'cfTaxRefunds'),
  item('CF03', 'operating', 'in', 'cfOtherOperatingReceipts'),
  item('CF04', 'operating', 'out', 'cfPurchasePayments'),
  item('CF05', 'operating', 'out', 'cfStaffPayments'),
  item('CF06', 'operating', 'out', 'cfTaxPayments'),
  item('CF07', 'operating', 'out', 'cfOtherOperatingPayments'),
  item('CF08', 'investing', 'in', 'cfInvestmentRecovery'),
  item('CF09', 'investing', 'in', 'cfInvestmentIncome'),
  item('CF10', 'investing', 'in', 'cfLongTermAssetDisposal'),
  item('CF11', 'investing', 'in', 'cfSubsidiaryDisposal'),
  item('CF12', 'investing', 'in', 'cfOtherInvestingReceipts'),
  item('CF13', 'investing', 'out', 'cfLongTermAssetPurchase'),
  item('CF14', 'investing', 'out', 'cfInvestmentPayments'),
  item('CF15', 'investing', 'out', 'cfSubsidiaryAcquisition'),
  item('CF16', 'investing', 'out', 'cfOtherInvestingPayments'),
  item('CF17', 'financing', 'in', 'cfCapitalReceived'),
  item('CF18', 'financing', 'in', 'cfBorrowingsReceived'),
  item('CF19', 'financing', 'in', 'cfOtherFinancingReceipts'),
  item('CF20', 'financing', 'out', 'cfDebtRepayment'),
  item('CF21', 'financing', 'out', 'cfDividendsInterestPaid'),
  item('CF22', 'financing', 'out', 'cfOtherFinancingPayments'),
  item('CF90', 'internal', 'none', 'cfInternalTransfer'),
];

export function cashflowItem(code: string | null | undefined): CashflowItem | undefined {
  return CASHFLOW_ITEMS.find((i) => i.code === code);
}
