/** VoucherLineAux: the pickers a voucher line's account asks for, and a server refusal shown at its picker. */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VoucherLineAux } from '../../src/modules/accounting/VoucherLineAux';
import { emptyLine } from '../../src/modules/accounting/voucher-lines';
import type { AuxOptions } from '../../server/contracts/aux-accounting';

const options: AuxOptions = {
  items: { customer: [{ value: 7, label: '携程旅行网', code: 'C001' }], supplier: [], project: [], employee: [] },
  cashflow: [{ code: 'CF01', name: '销售商品、提供劳务收到的现金', activity: 'operating', direction: 'in' }],
};

async function render(account: { accountCode: string; accountName: string; auxDims: string; cashAccount: boolean } | undefined, error?: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider>
        <VoucherLineAux n={2} line={{ ...emptyLine(), customerId: '7' }} account={account} options={options} errorOf={(f) => (f === 'customerId' ? error : undefined)} onChange={() => undefined} />
      </MantineProvider>,
    ),
  );
  return { host, unmount: () => act(async () => root.unmount()) };
}

test('an account asking for a customer and a cash account get their pickers; an error lands on its picker', async () => {
  const { host, unmount } = await render({ accountCode: '1122', accountName: '应收账款', auxDims: 'dept,customer', cashAccount: true }, '请选择客户');
  const inputs = [...host.querySelectorAll('input:not([type="hidden"])')] as HTMLInputElement[];
  assert.is(inputs.length, 2, 'the department has its own column: a customer picker and the cash-flow item');
  assert.is(inputs[0].value, 'C001 携程旅行网');
  assert.is(inputs[0].getAttribute('aria-invalid'), 'true');
  assert.ok(host.textContent?.includes('请选择客户'));
  assert.is.not(inputs[1].getAttribute('aria-invalid'), 'true');
  await unmount();
});

test('an account asking for nothing shows no picker', async () => {
  for (const account of [undefined, { accountCode: '6001', accountName: '主营业务收入', auxDims: 'dept', cashAccount: false }]) {
    const { host, unmount } = await render(account);
    assert.is(host.querySelectorAll('input').length, 0);
    await unmount();
  }
});

test.run();
