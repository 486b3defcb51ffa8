/**
 * `POST /htservice/dict/data/export` (system:dict:export): the filtered dictionary data list as a
 * real .xlsx with headers in the request's language, every matching row (no paging), in the list's order.
 *
 * The filters come as the shell's blob download sends them: a form-encoded body (RuoYi's `download`),
 * a JSON body, or the query string; page keys are ignored, `orderByColumn`/`isAsc` obey the list's
 * allowlist. A failure answers JSON `{ code, msg }`, which the shell's download shows as an error.
 * The export holds at most MAX_SHEET_ROWS rows (lib/xlsx.ts; else 422 before anything is built).
 */
import type { Hono } from 'hono';
import { dictDataExport } from '../contracts/dict.js';
import type { AppEnv, Deps } from '../context.js';
import { pickLang, translate } from '../i18n.js';
import { exportInput } from '../lib/export-input.js';
import { applyOrder, assertRowBudget, orderFor, parseListInput } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi } from '../plugins/permission.js';
import { DICT_DATA_FIELDS, DICT_DATA_ORDER, DICT_DATA_PLAN, DICT_DATA_SORT, filteredDictData } from './dict-data.js';

type Row = { dictCode: number; dictSort: number; dictLabel: string; dictValue: string; dictType: string; cssClass: string; listClass: string; isDefault: string; status: string; remark: string };

/** RuoYi's export headers for dictionary data, with its readable values for the flags. */
const COLUMNS: Array<ListColumn<Row>> = [
  { header: { zh: '字典编码', en: 'Dict code' }, width: 12, value: (r) => r.dictCode },
  { header: { zh: '字典排序', en: 'Sort' }, width: 10, value: (r) => r.dictSort },
  { header: { zh: '字典标签', en: 'Label' }, width: 20, value: (r) => r.dictLabel },
  { header: { zh: '字典键值', en: 'Value' }, width: 20, value: (r) => r.dictValue },
  { header: { zh: '字典类型', en: 'Dict type' }, width: 24, value: (r) => r.dictType },
  { header: { zh: '样式属性', en: 'CSS class' }, width: 14, value: (r) => r.cssClass },
  { header: { zh: '表格回显样式', en: 'List class' }, width: 14, value: (r) => r.listClass },
  { header: { zh: '是否默认', en: 'Default' }, width: 10, value: (r, lang) => translate(lang, r.isDefault === 'Y' ? 'sheetYes' : 'sheetNo') },
  { header: { zh: '状态', en: 'Status' }, width: 10, value: (r, lang) => translate(lang, r.status === '0' ? 'sheetNormal' : 'sheetDisabled') },
  { header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark },
];
const SHEET = { zh: '字典数据', en: 'Dictionary data' };

export function mountDictDataExport(api: Hono<AppEnv>, deps: Deps) {
  api.post('/htservice/dict/data/export', authenticate(deps), requirePermi('system:dict:export'), contract(dictDataExport), async (c) => {
    const { page, filters, plan } = parseListInput(await exportInput(c), dictDataExport.list, DICT_DATA_SORT, DICT_DATA_PLAN);
    const filtered = filteredDictData(deps.db, filters, plan);
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = await applyOrder(filtered.select(DICT_DATA_FIELDS), orderFor(page, DICT_DATA_ORDER)).execute();
    const lang = pickLang(c.req.header('accept-language'));
    const bytes = await writeXlsx(SHEET[lang], inLanguage(COLUMNS, lang), rows);
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `dict_data_${stamp}.xlsx`);
  });
}
