/**
 * The walk in Chinese (support/walk.ts), and the front desk opening what it may not: the 403 page inside
 * the tab. The English walk is walk-en.test.ts.
 */
import * as assert from 'uvu/assert';
import { enterModule, signIn } from './support/session';
import { visit, walkAll, walkSuite, watch } from './support/walk';

const walk = walkSuite('walk');

walk('every page of the route table and every SPEC route opens a real page, in Chinese', (ctx) => walkAll(ctx, 'zh'));

/** Pages of modules and tools the front desk is not granted (the admin walk above opens each of them). */
const NOT_FOR_FRONT_DESK = [
  '/system/manage/user',
  '/system/manage/role',
  '/system/monitor/job',
  '/system/monitor/operlog',
  '/htservice/module',
  '/htservice/notice',
  '/htservice/dept',
  '/htservice/post',
  '/htservice/inputInterfaceProgramme',
  '/accounting/voucher/entry',
  '/assets/card',
  '/job/log',
  '/gen/edit',
  '/dict/type/data/1',
];

walk('the front desk opening what it may not answers with the 403 page inside the tab', async ({ server, browser }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await signIn(page, server, { user: 'frontdesk1' });
    await enterModule(page, 3001);
    const watcher = watch(page);
    const report: string[] = [];
    for (const address of NOT_FOR_FRONT_DESK) {
      await page.evaluate((a) => window.htShell.navigate(a), address);
      const forbidden = await page.$(`[data-ht="page"][data-route="${address}"] [data-ht="forbidden"]`);
      // The server refusing a data call is expected here; anything else the watcher saw is not.
      const other = watcher.take().filter((p) => !/^403 /.test(p) && !/status of 403/.test(p));
      if (!forbidden || other.length) report.push(`${address}: ${forbidden ? '' : 'no 403 page; '}${other.join('; ')}`);
    }
    assert.equal(report, []);
    assert.equal(await visit(page, '/user/profile'), [], 'the shell still navigates');
  } finally {
    await context.close();
  }
});

walk.run();
