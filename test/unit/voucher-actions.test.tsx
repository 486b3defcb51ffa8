/**
 * The voucher row's steps after audit (src/modules/system/VoucherActions.tsx, VoucherReverse.tsx): each
 * button is rendered only for whoever holds its permission and in the status that allows it — sign for an
 * audited voucher with a cash or bank line not yet signed, unsign once signed, post once signed (or without
 * cash lines), unpost and red reversal of a posted voucher not yet reversed — each named in both languages.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerModuleTexts } from '../../src/app/module-pages';
import { locale, registerMessages } from '../../src/lib/i18n';
import { en } from '../../src/locales/en';
import { zh } from '../../src/locales/zh';
import { StatusButton } from '../../src/modules/accounting/VoucherActions';
import { ReverseButton } from '../../src/modules/accounting/VoucherReverse';
import { PermissionProvider } from '../../src/ui/Permission';
import type { Voucher } from '../../server/contracts/voucher';

registerMessages('zh', zh);
registerMessages('en', en);
registerModuleTexts();

type Row = Pick<Voucher, 'voucherId' | 'voucherNumber' | 'status' | 'needsCashier' | 'cashierName' | 'reversed'>;
const ALL = ['accounting:voucher:cashier', 'accounting:voucher:post', 'accounting:voucher:unpost', 'accounting:voucher:reverse', 'accounting:voucher:revoke'];

/** The accessible names of the buttons a row offers. */
async function buttons(row: Row, permissions = ALL): Promise<string[]> {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <MantineProvider>
        <PermissionProvider value={{ roles: [], permissions }}>
          {(['revoke', 'sign', 'unsign', 'post', 'unpost'] as const).map((action) => (
            <StatusButton key={action} row={row as Voucher} action={action} reload={() => undefined} />
          ))}
          <ReverseButton row={row} reload={() => undefined} />
        </PermissionProvider>
      </MantineProvider>,
    ),
  );
  const names = [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '');
  await act(async () => root.unmount());
  return names;
}

const row = (patch: Partial<Row>): Row => ({ voucherId: 1, voucherNumber: '收-0003', status: '2', needsCashier: true, cashierName: null, reversed: false, ...patch });

test('an audited cash voucher: revoke and sign until signed; then unsign and post', async () => {
  locale.value = 'zh';
  assert.equal(await buttons(row({})), ['反审核凭证 收-0003', '出纳签字凭证 收-0003']);
  assert.equal(await buttons(row({ cashierName: '王出纳' })), ['取消凭证 收-0003 的出纳签字', '记账凭证 收-0003']);
});

test('an audited voucher without cash lines posts unsigned; a posted one unposts and reverses until reversed', async () => {
  locale.value = 'en';
  assert.equal(await buttons(row({ needsCashier: false })), ['Revoke voucher 收-0003', 'Post voucher 收-0003']);
  assert.equal(await buttons(row({ status: '3' })), ['Unpost voucher 收-0003', 'Reverse voucher 收-0003']);
  assert.equal(await buttons(row({ status: '3', reversed: true })), []);
  locale.value = 'zh';
});

test('without the permissions nothing after audit is offered', async () => {
  assert.equal(await buttons(row({ cashierName: '王出纳' }), ['accounting:voucher:list']), []);
  assert.equal(await buttons(row({ status: '3' }), ['accounting:voucher:post']), []);
});

test.run();
