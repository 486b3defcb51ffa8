/**
 * Module management (SPEC.md section 7 "Module": all, list, export, GET/POST/PUT/DELETE
 * /htservice/module). Modules are platform-wide: reading needs system:module:list / query / export,
 * changing one needs its system:module:* permission AND the platform administrator role 'admin'
 * (a hotel's own administrator role never changes what every hotel sees).
 *
 * - `GET all?orgCode=` (system:module:list): every module with that organisation's licence (seats,
 *   last day); another organisation than the session's only for the platform administrator (else 403).
 * - `GET list` (system:module:list): filters moduleName, moduleCode (contains), status; sort allowlist.
 * - `GET` or `POST export` (system:module:export): the filtered list as .xlsx; the same filters from the
 *   query string (a script's plain download link) or the body (the shell's form post).
 * - `GET /{moduleId}`, `POST` (moduleId optional: the next free id), `PUT` (version → 409).
 * - `DELETE /{moduleIds}`: all or nothing; the fixed modules 3002/3003 and modules still referenced by
 *   menus or licences → 409 with the reason.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { moduleAdd, moduleAll, moduleEdit, moduleExport, moduleGet, moduleList, moduleRemove, type ModuleWithLicence } from '../contracts/module-manage.js';
import type { AppEnv, Deps } from '../context.js';
import type { Db } from '../db/connect.js';
import { ADMIN_ROLE, isAdmin } from '../db/grants.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { updateVersionedOrThrow } from '../db/versioned-update.js';
import { lockRow, writeTransaction } from '../db/write-transaction.js';
import { HttpError } from '../errors.js';
import { pickLang, t, translate } from '../i18n.js';
import { exportInput } from '../lib/export-input.js';
import { answerList } from '../lib/list-answer.js';
import { applyOrder, applyPlan, assertRowBudget, contains, orderFor, parseList, parseListInput, type OrderBy, type PlanCondition, type PlanFields, type SortAllowlist } from '../lib/list-query.js';
import { formatDateTime } from '../lib/time.js';
import { inLanguage, MAX_SHEET_ROWS, writeXlsx, xlsxAnswer, type ListColumn } from '../lib/xlsx.js';
import { authenticate } from '../plugins/auth.js';
import { contract } from '../plugins/contract.js';
import { requirePermi, requireRole } from '../plugins/permission.js';

/** The modules the shell knows by id (SPEC.md: 3002 initialisation platform, 3003 service platform). */
const FIXED_MODULES = [3002, 3003];

const SORT: SortAllowlist = { moduleId: 'module_id', moduleName: 'module_name', moduleCode: 'module_code', orderNum: 'order_num', status: 'status' };
const ORDER: OrderBy = [
  ['order_num', 'asc'],
  ['module_id', 'asc'],
];
const FIELDS = ['module_id as moduleId', 'module_name as moduleName', 'module_code as moduleCode', 'path', 'icon', 'order_num as orderNum', 'status', 'remark', 'version'] as const;
const PLAN: PlanFields = {
  moduleId: { column: 'module_id', type: 'number' },
  moduleName: { column: 'module_name', type: 'text' },
  moduleCode: { column: 'module_code', type: 'text' },
  path: { column: 'path', type: 'text' },
  orderNum: { column: 'order_num', type: 'number' },
  status: { column: 'status', type: 'text' },
};
type Row = { moduleId: number; moduleName: string; moduleCode: string; path: string; icon: string; orderNum: number; status: string; remark: string };
const COLUMNS: Array<ListColumn<Row>> = [
  { header: { zh: '模块编号', en: 'Module ID' }, width: 10, value: (r) => r.moduleId },
  { header: { zh: '模块名称', en: 'Module name' }, width: 18, value: (r) => r.moduleName },
  { header: { zh: '模块编码', en: 'Module code' }, width: 16, value: (r) => r.moduleCode },
  { header: { zh: '路由地址', en: 'Route path' }, width: 16, value: (r) => r.path },
  { header: { zh: '图标', en: 'Icon' }, width: 12, value: (r) => r.icon },
  { header: { zh: '显示顺序', en: 'Order' }, width: 10, value: (r) => r.orderNum },
  { header: { zh: '状态', en: 'Status' }, width: 8, value: (r, lang) => translate(lang, r.status === '0' ? 'sheetNormal' : 'sheetDisabled') },
  { header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark },
];
const SHEET = { zh: '模块', en: 'Modules' };

function filtered(db: Db, filters: z.output<typeof moduleList.list>, plan: readonly PlanCondition[]) {
  let query = applyPlan(db.selectFrom('modules'), plan);
  if (filters.moduleName) query = query.where(contains('module_name', filters.moduleName));
  if (filters.moduleCode) query = query.where(contains('module_code', filters.moduleCode));
  if (filters.status) query = query.where('status', '=', filters.status);
  return query;
}

export function mountModuleManage(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const platformAdmin = requireRole(ADMIN_ROLE);
  const exists = (id: number | string, code: string) => new HttpError(409, 'moduleExists', 'moduleCode', { id, code });

  api.get('/htservice/module/all', session, requirePermi('system:module:list'), contract(moduleAll), async (c) => {
    const { orgCode } = c.req.valid('query');
    const auth = c.var.auth;
    const org = orgCode === undefined ? { org_id: auth.orgId } : await deps.db.selectFrom('organisations').select('org_id').where('org_code', '=', orgCode).executeTakeFirst();
    if (!org) throw new HttpError(404, 'notFound', 'orgCode');
    if (org.org_id !== auth.orgId && !isAdmin(auth)) throw new HttpError(403, 'otherOrg', 'orgCode');
    const rows = await deps.db
      .selectFrom('modules')
      .leftJoin('module_licences', (join) => join.onRef('module_licences.module_id', '=', 'modules.module_id').on('module_licences.org_id', '=', org.org_id))
      .select([
        'modules.module_id',
        'modules.module_name',
        'modules.module_code',
        'modules.path',
        'modules.icon',
        'modules.order_num',
        'modules.status',
        'module_licences.seats',
        'module_licences.expires_on',
        'module_licences.org_id',
      ])
      .orderBy('modules.order_num')
      .orderBy('modules.module_id')
      .execute();
    const data: ModuleWithLicence[] = rows.map((r) => ({
      moduleId: r.module_id,
      moduleName: r.module_name,
      moduleCode: r.module_code,
      path: r.path,
      icon: r.icon,
      orderNum: r.order_num,
      status: r.status === '1' ? '1' : '0',
      licensed: r.org_id !== null,
      seats: r.seats,
      expiresOn: r.expires_on,
    }));
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.get('/htservice/module/list', session, requirePermi('system:module:list'), contract(moduleList), async (c) => {
    const { page, filters, plan } = parseList(c, moduleList.list, SORT, PLAN);
    return answerList(c, deps.engine, filtered(deps.db, filters, plan), page, FIELDS, ORDER);
  });

  // SPEC.md names both methods; exportInput reads the query string either way (a GET has no body).
  api.on(['GET', 'POST'], '/htservice/module/export', session, requirePermi('system:module:export'), contract(moduleExport), async (c) => {
    const { page, filters, plan } = parseListInput(await exportInput(c), moduleExport.list, SORT, PLAN);
    const query = filtered(deps.db, filters, plan);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRowBudget(Number(counted.n), MAX_SHEET_ROWS);
    const rows = await applyOrder(query.select(FIELDS), orderFor(page, ORDER)).execute();
    const lang = pickLang(c.req.header('accept-language'));
    const bytes = await writeXlsx(SHEET[lang], inLanguage(COLUMNS, lang), rows);
    const stamp = formatDateTime(deps.now()).replace(/\D/g, '');
    return xlsxAnswer(c, bytes, `${SHEET[lang]}_${stamp}.xlsx`, `module_${stamp}.xlsx`);
  });

  api.get('/htservice/module/:moduleId{[0-9]+}', session, requirePermi('system:module:query'), contract(moduleGet), async (c) => {
    const { moduleId } = c.req.valid('param');
    const data = await deps.db.selectFrom('modules').select(FIELDS).where('module_id', '=', moduleId).executeTakeFirst();
    if (!data) throw new HttpError(404, 'notFound', 'moduleId');
    return c.json({ code: 200, msg: t(c, 'ok'), data });
  });

  api.post('/htservice/module', session, requirePermi('system:module:add'), platformAdmin, contract(moduleAdd), async (c) => {
    const body = c.req.valid('json');
    try {
      const data = await writeTransaction(deps.db, deps.engine, async (trx) => {
        let moduleId = body.moduleId;
        if (moduleId === undefined) {
          const max = await trx
            .selectFrom('modules')
            .select((eb) => eb.fn.max('module_id').as('n'))
            .executeTakeFirstOrThrow();
          moduleId = Number(max.n ?? 0) + 1;
        }
        const { moduleId: _, ...values } = body;
        return trx
          .insertInto('modules')
          .values({
            module_id: moduleId,
            module_name: values.moduleName,
            module_code: values.moduleCode,
            path: values.path,
            icon: values.icon,
            order_num: values.orderNum,
            status: values.status,
            remark: values.remark,
            version: 1,
          })
          .returning(FIELDS)
          .executeTakeFirstOrThrow();
      });
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.moduleId ?? '-', body.moduleCode);
      throw error;
    }
  });

  api.put('/htservice/module', session, requirePermi('system:module:edit'), platformAdmin, contract(moduleEdit), async (c) => {
    const body = c.req.valid('json');
    try {
      const set = {
        module_name: body.moduleName,
        module_code: body.moduleCode,
        path: body.path,
        icon: body.icon,
        order_num: body.orderNum,
        status: body.status,
        remark: body.remark,
      };
      const data = await updateVersionedOrThrow(deps.db, 'modules', { key: { module_id: body.moduleId }, version: body.version, set, returning: FIELDS }, 'moduleId');
      return c.json({ code: 200, msg: t(c, 'ok'), data });
    } catch (error) {
      if (isUniqueViolation(error)) throw exists(body.moduleId, body.moduleCode ?? '');
      throw error;
    }
  });

  api.delete('/htservice/module/:moduleIds{[0-9,]+}', session, requirePermi('system:module:remove'), platformAdmin, contract(moduleRemove), async (c) => {
    const { moduleIds } = c.req.valid('param');
    const fixed = moduleIds.find((id) => FIXED_MODULES.includes(id));
    if (fixed !== undefined) throw new HttpError(409, 'moduleFixed', 'moduleIds', { id: fixed });
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      const found = await lockRow(deps.engine, trx.selectFrom('modules').select(['module_id', 'module_name']).where('module_id', 'in', moduleIds)).execute();
      if (found.length !== moduleIds.length) throw new HttpError(404, 'notFound', 'moduleIds');
      const [menus, licences] = await Promise.all([
        trx
          .selectFrom('menus')
          .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('module_id', 'in', moduleIds)
          .groupBy('module_id')
          .execute(),
        trx
          .selectFrom('module_licences')
          .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('module_id', 'in', moduleIds)
          .groupBy('module_id')
          .execute(),
      ]);
      if (menus.length || licences.length) {
        const used = new Set([...menus, ...licences].map((r) => r.module_id));
        const names = found
          .filter((m) => used.has(m.module_id))
          .map((m) => `${m.module_name}(${m.module_id})`)
          .join(', ');
        const sum = (rows: Array<{ n: number | string }>) => rows.reduce((total, r) => total + Number(r.n), 0);
        throw new HttpError(409, 'moduleInUse', 'moduleIds', { names, menus: sum(menus), licences: sum(licences) });
      }
      await trx.deleteFrom('seat_leases').where('module_id', 'in', moduleIds).execute();
      await trx.deleteFrom('modules').where('module_id', 'in', moduleIds).execute();
    });
    return c.json({ code: 200, msg: t(c, 'ok') });
  });
}
