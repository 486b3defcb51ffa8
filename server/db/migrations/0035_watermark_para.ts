/**
 * The organisation parameter `watermark` (工作区水印, 'Y'/'N', default 'N'): the shell draws the signed-in
 * user's name and the time over the work area of a shared terminal when it is 'Y' (getInfo reads it).
 *
 * A fresh database gets it from the seed (db/org-para-defaults.ts). On an older one, every organisation
 * that already holds parameters gets it here: an organisation counts as initialised when it holds every
 * default key (routes/org-rows.ts), so without it each initialised hotel would turn uninitialised. One
 * that holds none stays as it is; initData adds the whole set. Written out here, so this migration does
 * the same thing whatever the defaults become.
 */
import type { Kysely, Migration } from 'kysely';

const ROW = { para_key: 'watermark', para_name: '工作区水印', para_value: 'N', remark: 'Y 在工作区显示当前用户和时间的水印（共用终端），N 不显示', version: 1 };
/** Rows per insert: well under SQLite's bound-parameter limit. */
const BATCH = 500;

export const watermarkPara: Migration = {
  async up(db: Kysely<any>) {
    const orgs: Array<{ org_id: number }> = await db
      .selectFrom('organisations as o')
      .select('o.org_id')
      .where((eb) => eb.exists(eb.selectFrom('base_org_para as p').select('p.para_id').whereRef('p.org_id', '=', 'o.org_id')))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('base_org_para as w').select('w.para_id').whereRef('w.org_id', '=', 'o.org_id').where('w.para_key', '=', ROW.para_key))))
      .execute();
    for (let at = 0; at < orgs.length; at += BATCH) {
      await db
        .insertInto('base_org_para')
        .values(orgs.slice(at, at + BATCH).map(({ org_id }) => ({ org_id, ...ROW })))
        .execute();
    }
  },
};
