/** Texts of the voucher form's and detail page's auxiliary items (migration 0036; data only; merged under `accounting.voucherAux`). */
export const voucherAuxTexts = {
  zh: {
    voucherAux: {
      aux: '辅助核算',
      itemOf: '第 {{n}} 行{{dim}}',
      clearItemOf: '清除第 {{n}} 行{{dim}}',
      cashflowOf: '第 {{n}} 行现金流量项目',
      clearCashflowOf: '清除第 {{n}} 行现金流量项目',
      none: '—',
    },
  },
  en: {
    voucherAux: {
      aux: 'Auxiliary',
      itemOf: '{{dim}} of line {{n}}',
      clearItemOf: 'Clear the {{dim}} of line {{n}}',
      cashflowOf: 'Cash-flow item of line {{n}}',
      clearCashflowOf: 'Clear the cash-flow item of line {{n}}',
      none: '—',
    },
  },
};
