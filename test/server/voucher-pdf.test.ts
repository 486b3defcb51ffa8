/**
 * The printed voucher PDF (POST /crmPrint/printpdf/voucherprint), read back with pdf.js as a reader
 * would: a 120-line voucher is 20 A5 landscape sheets whose text carries the hotel's name, 记账凭证,
 * the accounts, 过次页/承前页 running totals and 合计 with the amount in capitals; several vouchers in one
 * PDF (at most 500 sheets); the other hotel's id 404 and the front desk 403; no font installed → 503
 * with the reason.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pagesText } from '../support/pdf-text.js';
import { setup, type Harness } from './support.js';

const PRINT = '/prod-api/crmPrint/printpdf/voucherprint';
type Ctx = { h: Harness; acc1: string; date: string; big: number; small: number };
const test = suite<Ctx>('voucher pdf');

/** 60 debit lines to 1002 and 60 credit lines to 6001: 120 lines, 6 a sheet. */
const manyLines = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i < n / 2 ? { summary: `团队房费 ${i + 1}`, accountCode: '1002', debit: 10_050, credit: 0, cashflowCode: 'CF01' } : { summary: `团队房费 ${i + 1}`, accountCode: '6001', debit: 0, credit: 10_050 },
  );

test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  const admin = await ctx.h.login('admin');
  ctx.acc1 = await ctx.h.login('accountant1');
  const d = new Date(Date.now());
  const date = (ctx.date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-05`);
  const make = async (lines: unknown[]) => {
    const res = await ctx.h.call('POST', '/prod-api/htservice/voucher', { token: admin, body: { voucherDate: date, attachments: 3, lines } });
    assert.is(res.status, 200, res.text);
    return res.body.data.voucherId as number;
  };
  ctx.big = await make(manyLines(120));
  ctx.small = await make(manyLines(2));
});
test.after(async (ctx) => ctx.h.close());

test('a 120-line voucher: 20 sheets, A5 landscape, the text accountants read', async ({ h, acc1, big }) => {
  const started = performance.now();
  const res = await h.call('POST', PRINT, { token: acc1, body: { currentRow: { voucherId: big }, parament: {} } });
  const ms = performance.now() - started;
  assert.is(res.status, 200, res.text);
  assert.is(res.headers.get('content-type'), 'application/pdf');
  assert.match(res.headers.get('content-disposition') ?? '', /^inline; /);
  assert.ok(ms < 3000, `${ms.toFixed(0)} ms for 20 sheets`);
  const pdf = await getDocument({ data: res.bytes.slice(), isEvalSupported: false }).promise;
  assert.is(pdf.numPages, 20);
  const view = (await pdf.getPage(1)).view;
  assert.equal(view.map(Math.round), [0, 0, 595, 420]);
  await pdf.destroy();

  const pages = await pagesText(res.bytes);
  for (const text of [
    '合软大酒店',
    '记账凭证',
    '记-0005',
    '附单据 3 张',
    '第 1 / 20 页',
    '摘要',
    '会计科目',
    '借方金额',
    '贷方金额',
    '1002 银行存款',
    '团队房费 1',
    '100.50',
    '过次页',
    '603.00',
    '会计主管',
    '记账',
    '审核',
    '制单：系统管理员',
  ]) {
    assert.ok(pages[0].includes(text), `first page has ${text}: ${pages[0]}`);
  }
  assert.not.ok(pages[0].includes('承前页'));
  assert.ok(pages[1].includes('承前页') && pages[1].includes('603.00') && pages[1].includes('1,206.00'), pages[1]);
  const last = pages[19];
  for (const text of ['第 20 / 20 页', '承前页', '合计', '陆仟零叁拾元整', '6,030.00', '6001 主营业务收入']) assert.ok(last.includes(text), `last page has ${text}: ${last}`);
  assert.not.ok(last.includes('过次页'));
});

test('several vouchers in one PDF, each from a new sheet, in the order asked', async ({ h, acc1, big, small }) => {
  const res = await h.call('POST', PRINT, { token: acc1, body: { currentRow: [{ voucherId: small }, { voucherId: big }], parament: {} } });
  assert.is(res.status, 200, res.text);
  const pages = await pagesText(res.bytes);
  assert.is(pages.length, 21);
  assert.ok(pages[0].includes('记-0006') && pages[0].includes('第 1 / 1 页') && pages[0].includes('壹佰元伍角整'), pages[0]);
  assert.ok(pages[1].includes('记-0005') && pages[1].includes('第 1 / 20 页'), pages[1]);
});

test("each sheet is headed by its voucher word's print title", async ({ h, acc1, date, small }) => {
  const admin = await h.login('admin');
  const org = await h.orgId('HT001');
  await h.db.updateTable('voucher_words').set({ status: '0' }).where('org_id', '=', org).where('word', '=', '收').execute();
  const made = await h.call('POST', '/prod-api/htservice/voucher', { token: admin, body: { voucherDate: date, voucherWord: '收', lines: manyLines(2) } });
  assert.is(made.status, 200, made.text);
  await h.db.updateTable('voucher_words').set({ print_title: '收款凭证（客房）' }).where('org_id', '=', org).where('word', '=', '收').execute();
  const res = await h.call('POST', PRINT, { token: acc1, body: { currentRow: [{ voucherId: made.body.data.voucherId }, { voucherId: small }], parament: {} } });
  assert.is(res.status, 200, res.text);
  const [received, general] = await pagesText(res.bytes);
  assert.ok(received.includes('收款凭证（客房）') && received.includes('收-0001') && !received.includes('记账凭证'), received);
  assert.ok(general.includes('记账凭证'), general);
});

test('more than 500 sheets in one PDF: 422 naming currentRow, print in parts', async ({ h, acc1, date, big }) => {
  const res = await h.call('POST', PRINT, { token: acc1, body: { currentRow: Array.from({ length: 26 }, () => ({ voucherId: big })) } });
  // The same voucher asked for twice prints once: 26 times the same id is 20 sheets.
  assert.is(res.status, 200, res.text);
  const ids: number[] = [];
  for (let i = 0; i < 26; i++) {
    const made = await h.call('POST', '/prod-api/htservice/voucher', { token: acc1, body: { voucherDate: date, lines: manyLines(120) } });
    ids.push(made.body.data.voucherId);
  }
  const many = await h.call('POST', PRINT, { token: acc1, body: { currentRow: ids.map((voucherId) => ({ voucherId })) } });
  assert.is(many.status, 422, many.text);
  assert.is(many.body.field, 'currentRow');
  assert.match(many.body.msg, '共 520 页，一次最多打印 500 页');
});

test('the other hotel: 404 and no PDF; front desk: 403; bad bodies: 400/422 naming the field', async ({ h, big }) => {
  const other = await h.call('POST', PRINT, { token: await h.login('accountant2'), body: { currentRow: { voucherId: big } } });
  assert.is(other.status, 404);
  assert.is(other.body.field, 'currentRow');
  const mixed = await h.call('POST', PRINT, { token: await h.login('accountant2'), body: { currentRow: [{ voucherId: big }] } });
  assert.is(mixed.status, 404);
  const desk = await h.call('POST', PRINT, { token: await h.login('frontdesk1'), body: { currentRow: { voucherId: big } } });
  assert.is(desk.status, 403);
  assert.is((await h.call('POST', PRINT, { body: { currentRow: { voucherId: big } } })).status, 401);
  const bad = await h.call('POST', PRINT, { token: await h.login('accountant1'), body: { currentRow: { voucherId: 'x' } } });
  assert.ok([400, 422].includes(bad.status), bad.text);
  assert.match(bad.body.field, /^currentRow/);
});

test('no CJK font on the server: 503 saying what is missing, never a PDF of empty boxes', async () => {
  const h = await setup({ env: { HT_CAPTCHA: 'off', HT_PDF_FONT: '/nonexistent/NotoSansCJK-Regular.ttc' } });
  try {
    const seeded = await h.db
      .selectFrom('vouchers')
      .select('voucher_id')
      .where('org_id', '=', await h.orgId('HT001'))
      .executeTakeFirstOrThrow();
    const res = await h.call('POST', PRINT, { token: await h.login('accountant1'), body: { currentRow: { voucherId: seeded.voucher_id } } });
    assert.is(res.status, 503, res.text);
    assert.match(res.body.msg, '中文字体');
  } finally {
    await h.close();
  }
});

test.run();
