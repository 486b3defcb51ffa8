/**
 * The report module: every catalogue menu whose component is a report page opens a page of the module, for
 * a report the server computes (the browser's list of report keys is the server registry's), and the
 * cells are shown as accountants read them (fen → yuan, percent, no figure as a dash).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { MenuSpec } from '../../server/catalog/menu-spec';
import { MODULES } from '../../server/catalog/modules';
import { REPORT_KEYS } from '../../server/reports/registry';
import { routeTitle } from '../../src/app/route-title';
import { locale } from '../../src/lib/i18n';
import { reportsModule } from '../../src/modules/reports';
import { isDate } from '../../src/lib/format-date';
import { formatCell, isPeriod } from '../../src/modules/reports/format';

const test = suite('reports module');

test('every report menu of the catalogue opens a page of the module, for a report of the server', () => {
  const all = (menus: MenuSpec[]): MenuSpec[] => menus.flatMap((m) => [m, ...all(m.children ?? [])]);
  const reportMenus = MODULES.flatMap((m) => all(m.menus)).filter((m) => m.component?.startsWith('reports/report/'));
  assert.is(reportMenus.length, 8);
  for (const menu of reportMenus) assert.ok(reportsModule.pages[menu.component!], `${menu.name}: ${menu.component}`);
  assert.equal(
    Object.keys(reportsModule.pages)
      .filter((k) => k.startsWith('reports/report/'))
      .map((k) => k.slice('reports/report/'.length))
      .sort(),
    [...REPORT_KEYS].sort(),
  );
  assert.ok(reportsModule.pages['reports/calculate/index']);
});

test('the report pages have English route titles (SPEC.md: the dictionary covers report pages)', () => {
  const all = (menus: MenuSpec[]): MenuSpec[] => menus.flatMap((m) => [m, ...all(m.children ?? [])]);
  const menus = MODULES.flatMap((m) => all(m.menus));
  // The report pages wherever they are, the reports module's own, and the CRM 报表 directory's entry pages.
  const crmReports = menus.find((m) => m.type === 'M' && m.path === 'crmReports')?.children ?? [];
  const names = [...new Set([...menus.filter((m) => m.component?.startsWith('reports/') && m.path !== 'index'), ...crmReports].map((m) => m.name))];
  assert.ok(names.length >= 12, names.join());
  locale.value = 'en';
  try {
    assert.equal(
      names.filter((n) => routeTitle(n) === n),
      [],
    );
    assert.is(routeTitle('库存价格状况'), 'Inventory price status');
  } finally {
    locale.value = 'zh';
  }
});

test('cells: money in fen as yuan, percent with one decimal, a missing figure as a dash', () => {
  assert.is(formatCell('money', 350_075), '3,500.75');
  assert.is(formatCell('money', -5), '-0.05');
  assert.is(formatCell('percent', 7.14), '7.1%');
  assert.is(formatCell('percent', null), '—');
  assert.is(formatCell('number', 12.5), '12.5');
  assert.is(formatCell('text', '软件销售'), '软件销售');
  assert.ok(isDate('2019-02-28') && !isDate('2019-2-28') && !isDate('2019-13-01'));
  assert.ok(isPeriod('2019-03') && !isPeriod('2019-3') && !isPeriod('2019-00'));
});

test.run();
