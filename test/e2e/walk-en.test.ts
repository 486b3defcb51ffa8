/** The walk (support/walk.ts) in English: every page opens, in English, clean of axe's serious findings. */
import { suite } from 'uvu';
import { launchBrowser } from './support/browser';
import { startServer } from './support/server';
import { walkAll, type WalkContext } from './support/walk';

const walk = suite<WalkContext>('walk in English');

walk.before(async (ctx) => {
  ctx.server = await startServer();
  ctx.browser = await launchBrowser();
});
walk.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.server?.stop();
});

walk('every page of the route table and every SPEC route opens a real page, in English', (ctx) => walkAll(ctx, 'en'));

walk.run();
