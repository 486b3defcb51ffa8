/**
 * `POST /htservice/dict/data/export` (system:dict:export): the filtered dictionary data list as a
 * real .xlsx with Chinese headers, every matching row (no paging), in the list's order.
 *
 * The filters come as the shell's blob download sends them: a form-encoded body (RuoYi's `download`),
 * a JSON body, or the query string; page keys are ignored, `orderByColumn`/`isAsc` obey the list's
 * allowlist. A failure answers JSON `{ code, msg }`, which the shell's download shows as an error.
 * The export holds at most MAX_SHEET_ROWS rows (lib/xlsx.ts; else 422 before anything is built).
 */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.js';
import { exportInput } from '../lib/export-input.js';
import { applyOrder, assertRowBudget, orderFor, parseListInput } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type SheetColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { requirePermi } from '../plugins/permission.js';
import { DICT_DATA_FIELDS, DICT_DATA_ORDER, DICT_DATA_PLAN, DICT_DATA_SORT, DictDataFilters, filteredDictData } from './dict-data.js';

type Row = { dictCode: number; dictSort: number; dictLabel: string; dictValue: string; dictType: string; cssClass: string; listClass: string; isDefault: string; status: string; remark: string };

/** RuoYi's export headers for dictionary data, with its readable values for the flags. */
const COLUMNS: Array<SheetColumn<Row>> = [
  { header: '字典编码', width: 12, value: (r) => r.dictCode },
  { header: '字典排序', width: 10, value: (r) => r.dictSort },
  { header: '字典标签', width: 20, value: (r) => r.dictLabel },
  { header: '字典键值', width: 20, value: (r) => r.dictValue },
  { header: '字典类型', width: 24, value: (r) => r.dictType },
  { header: '样式属性', width: 14, value: (r) => r.cssClass },
  { header: '表格回显样式', width: 14, value: (r) => r.listClass },
  { header: '是否默认', width: 10, value: (r) => (r.isDefault === 'Y' ? '是' : '否') },
  { header: '状态', width: 10, value: (r) => (r.status === '0' ? '正常' : '停用') },
  { header: '备注', width: 30, value: (r) => r.remark },
];

export function mountDictDataExport(api: Hono<AppEnv>, deps: Deps) {
  api.post('/htservice/dict/data/export', authenticate(deps), requirePermi('system:dict:export'), async (c) => {
    const { page, filters, plan } = parseListInput(await exportInput(c), DictDataFilters, DICT_DATA_SORT, DICT_DATA_PLAN);
    const filtered = filteredDictData(deps.db, filters, plan);
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = await applyOrder(filtered.select(DICT_DATA_FIELDS), orderFor(page, DICT_DATA_ORDER)).execute();
    const bytes = await writeXlsx('字典数据', COLUMNS, rows);
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `字典数据_${stamp}.xlsx`, `dict_data_${stamp}.xlsx`);
  });
}
