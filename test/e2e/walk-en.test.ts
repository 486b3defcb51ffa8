/** The walk (support/walk.ts) in English: every page opens, in English, clean of axe's serious findings. */
import { walkAll, walkSuite } from './support/walk';

const walk = walkSuite('walk in English');

walk('every page of the route table and every SPEC route opens a real page, in English', (ctx) => walkAll(ctx, 'en'));

walk.run();
