/**
 * Demo fixed-asset cards of each hotel (module 1002): the building, kitchen and laundry machines, room
 * televisions and computers, a shuttle bus, furniture, spread over the demo departments. Most are generated
 * and in use since earlier years (so the current period can be depreciated); a few are still to be
 * generated; one computer is fully depreciated; the front office's last check found a lobby sofa missing.
 * Money in fen, rates in hundredths of a percent.
 */
import type { Kysely } from 'kysely';
import { monthlyDepreciation, depreciableAmount } from '../lib/depreciation.js';
import type { Database } from './schema.js';

type DemoCard = [code: string, name: string, classCode: string, dept: string, yuan: number, startYearsAgo: number, count: number];

const CARDS: DemoCard[] = [
  ['FA-0001', '主楼', '01', 'GM', 38_000_000, 6, 1],
  ['FA-0002', '中央空调机组', '02', 'ENG', 1_260_000, 4, 1],
  ['FA-0003', '商用洗衣机', '02', 'HK', 86_000, 3, 2],
  ['FA-0010', '客房电视机', '03', 'HK', 3_299, 2, 12],
  ['FA-0030', '前台电脑', '03', 'FO', 5_680, 1, 3],
  ['FA-0040', '财务电脑', '03', 'FIN', 6_200, 4, 2],
  ['FA-0050', '厨房冷库', '02', 'FB', 128_000, 2, 1],
  ['FA-0051', '燃气灶台', '02', 'FB', 23_500, 2, 2],
  ['FA-0060', '机场接送车', '04', 'FO', 268_000, 1, 1],
  ['FA-0070', '大堂沙发', '05', 'FO', 18_800, 3, 2],
  ['FA-0080', '客房保险箱', '05', 'FO', 1_150, 0, 3],
];

export async function seedAssets(trx: Kysely<Database>, orgIds: number[], now: number): Promise<void> {
  const classes = new Map((await trx.selectFrom('asset_classes').select(['class_id', 'class_code', 'life_months', 'salvage_rate']).execute()).map((c) => [c.class_code, c]));
  const year = new Date(now).getFullYear();
  for (const orgId of orgIds) {
    const depts = new Map((await trx.selectFrom('departments').select(['dept_id', 'dept_code']).where('org_id', '=', orgId).execute()).map((d) => [d.dept_code, d.dept_id]));
    const rows = CARDS.flatMap(([code, name, classCode, dept, yuan, yearsAgo, count]) =>
      Array.from({ length: count }, (_, i) => {
        const cls = classes.get(classCode)!;
        const original = yuan * 100;
        // In use since January `yearsAgo` years back: depreciated every month since (none yet for this year's new cards).
        const months = Math.min(cls.life_months, Math.max(0, yearsAgo * 12 - 1));
        const monthly = monthlyDepreciation(original, cls.salvage_rate, cls.life_months);
        const accumulated = months === cls.life_months ? depreciableAmount(original, cls.salvage_rate) : monthly * months;
        const codeN = `FA-${String(Number(code.slice(3)) + i).padStart(4, '0')}`;
        return {
          org_id: orgId, asset_code: codeN, asset_name: count === 1 ? name : `${name} ${i + 1}`, class_id: cls.class_id, dept_id: depts.get(dept)!,
          original_value: original, life_months: cls.life_months, salvage_rate: cls.salvage_rate, start_date: `${year - yearsAgo}-01-${yearsAgo === 0 ? '15' : '05'}`,
          accumulated_depreciation: accumulated, depreciated_months: months, monthly_depreciation: monthly,
          // This year's purchases wait to be generated; everything else is on the books.
          gen_status: yearsAgo === 0 ? '0' : '1',
          check_status: dept === 'FO' ? (code === 'FA-0070' && i === 1 ? '2' : '1') : '0',
          created_at: now, updated_at: now,
        };
      }),
    );
    await trx.insertInto('asset_cards').values(rows).execute();
  }
}
