/**
 * List exports speak the reader's language: an English request gets a workbook whose sheet name, column
 * headers and worded values (status, yes/no, operation type) are English, a Chinese one (the default)
 * the Chinese of RuoYi's exports. What people typed and stored rows stay as stored.
 */
import ExcelJS from 'exceljs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, type Harness } from './support.js';

const API = '/prod-api/htservice';
const test = suite<{ h: Harness; admin: string }>('export language');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.admin = await ctx.h.login('admin');
});
test.after(async (ctx) => ctx.h.close());

const HAN = /[\u4e00-\u9fff]/;

async function workbook(h: Harness, token: string, url: string, lang: string, body: unknown = {}) {
  const res = await h.call('POST', `${API}/${url}`, { token, body, headers: { 'accept-language': lang } });
  assert.is(res.status, 200, `${url}: ${res.text}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.bytes) as any);
  const sheet = book.worksheets[0];
  return { sheet, disposition: res.headers.get('content-disposition') ?? '', header: (sheet.getRow(1).values as unknown[]).slice(1) as string[] };
}

const EXPORTS: Array<{ url: string; sheet: [string, string]; first: [string, string]; body?: unknown }> = [
  { url: 'dict/data/export', sheet: ['字典数据', 'Dictionary data'], first: ['字典编码', 'Dict code'], body: { dictType: 'sys_user_sex' } },
  { url: 'logininfor/export', sheet: ['登录日志', 'Login log'], first: ['访问编号', 'Visit ID'] },
  { url: 'module/export', sheet: ['模块', 'Modules'], first: ['模块编号', 'Module ID'] },
  { url: 'operlog/export', sheet: ['操作日志', 'Operation log'], first: ['日志编号', 'Log ID'] },
  { url: 'post/export', sheet: ['岗位', 'Posts'], first: ['岗位编号', 'Post ID'] },
  { url: 'monitor/jobLog/export', sheet: ['调度日志', 'Job log'], first: ['日志编号', 'Log ID'] },
];

test("every list export has its sheet and headers in the request's language", async ({ h, admin }) => {
  for (const e of EXPORTS) {
    const zh = await workbook(h, admin, e.url, 'zh-CN', e.body);
    const en = await workbook(h, admin, e.url, 'en-US,en;q=0.9', e.body);
    assert.equal([zh.sheet.name, zh.header[0]], [e.sheet[0], e.first[0]], e.url);
    assert.equal([en.sheet.name, en.header[0]], [e.sheet[1], e.first[1]], e.url);
    assert.is(en.header.length, zh.header.length, e.url);
    assert.equal(
      en.header.filter((text) => HAN.test(text)),
      [],
      `${e.url}: no Chinese header in English`,
    );
    assert.match(en.disposition, `filename*=UTF-8''${encodeURIComponent(e.sheet[1])}_`, `${e.url}: the file is named in English too`);
  }
});

test('worded values follow the language; stored values stay as stored', async ({ h, admin }) => {
  const zh = await workbook(h, admin, 'dict/data/export', 'zh', { dictType: 'sys_user_sex', orderByColumn: 'dictSort', isAsc: 'asc' });
  const en = await workbook(h, admin, 'dict/data/export', 'en', { dictType: 'sys_user_sex', orderByColumn: 'dictSort', isAsc: 'asc' });
  assert.equal([zh.sheet.getRow(2).getCell(8).value, zh.sheet.getRow(2).getCell(9).value], ['是', '正常']);
  assert.equal([en.sheet.getRow(2).getCell(8).value, en.sheet.getRow(2).getCell(9).value], ['Yes', 'Normal']);
  assert.is(en.sheet.getRow(2).getCell(3).value, zh.sheet.getRow(2).getCell(3).value, 'the stored label is data, not a header');

  // The sign-in above logged a success: its status and the server's own message read in English.
  const logins = await workbook(h, admin, 'logininfor/export', 'en', { status: 'Success' });
  assert.equal([logins.sheet.getRow(2).getCell(5).value, logins.sheet.getRow(2).getCell(9).value], ['Success', 'Signed in']);
});

test.run();
