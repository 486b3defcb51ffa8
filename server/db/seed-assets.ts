/**
 * Demo fixed-asset cards of each hotel (module 1002): the building, kitchen and laundry machines, room
 * televisions and computers, a shuttle bus, furniture, spread over the demo departments. Most are generated
 * and in use since earlier years (so the current period can be depreciated); a few are still to be
 * generated (bought this year on credit: generating them posts their acquisition vouchers); one computer is
 * fully depreciated; the front office's last check found a lobby sofa missing. Each card says where it
 * stands (building, floor, room), who keeps it, who supplied it, its serial number, purchase date and how
 * it was acquired (the cards in use since earlier years were generated before the system posted vouchers:
 * their acquisition is in the opening balances); the front-office computers depreciate by double-declining balance and the shuttle bus by
 * the sum of the years' digits, the rest straight line, their accumulated depreciation worked out month by
 * month by the same rules as a run (lib/depreciation.ts). Money in fen, rates in hundredths of a percent.
 */
import type { Kysely } from 'kysely';
import { currentMonthly, nextMonthAmount, type DepreciationMethod } from '../lib/depreciation.js';
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

/** Where the n-th asset of a kind stands: [building, floor, room]. Room assets go one to a room from 801. */
type Place = (i: number) => [string, string, string];
const room: Place = (i) => ['主楼', `${8 + Math.floor(i / 6)}F`, `${8 + Math.floor(i / 6)}${String((i % 6) + 1).padStart(2, '0')}`];
/** By the first card's code: place, supplier, serial-number prefix, acquisition method, depreciation method. */
const REGISTER: Record<string, [Place, string, string, string, DepreciationMethod]> = {
  'FA-0001': [() => ['主楼', '', ''], '', '', 'investment', 'straightLine'],
  'FA-0002': [() => ['主楼', 'B1', '空调机房'], '华东机电设备工程有限公司', 'HVAC-', 'purchase', 'straightLine'],
  'FA-0003': [(i) => ['主楼', 'B1', `洗衣房 ${i + 1} 号位`], '洁丽洗涤设备有限公司', 'WM-', 'purchase', 'straightLine'],
  'FA-0010': [room, '海达电器销售有限公司', 'TV55-', 'purchase', 'straightLine'],
  'FA-0030': [(i) => ['主楼', '1F', `前台 ${i + 1} 号位`], '联创电脑科技有限公司', 'PC-FO-', 'purchase', 'doubleDeclining'],
  'FA-0040': [() => ['副楼', '2F', '财务室'], '联创电脑科技有限公司', 'PC-FIN-', 'transferIn', 'straightLine'],
  'FA-0050': [() => ['主楼', 'B1', '中厨房'], '冰峰冷链制冷工程有限公司', 'CR-', 'selfBuilt', 'straightLine'],
  'FA-0051': [(i) => ['主楼', '2F', `中餐厅厨房 ${i + 1} 号灶`], '华厨商用厨具有限公司', 'GS-', 'purchase', 'straightLine'],
  'FA-0060': [() => ['地下车库', 'B2', '12 号车位'], '宏运客车销售有限公司', 'LZ', 'purchase', 'sumOfYears'],
  'FA-0070': [(i) => ['主楼', '1F', `大堂休息区 ${i + 1}`], '美居家具有限公司', '', 'donation', 'straightLine'],
  'FA-0080': [room, '安心保险箱制造有限公司', 'SB-', 'purchase', 'straightLine'],
};
/** Who keeps the assets of each department. */
const CUSTODIANS: Record<string, string> = { GM: '陈志强', ENG: '赵建军', HK: '孙丽', FO: '周敏', FIN: '李建国', FB: '吴海' };

/**
 * `register`: the schema has migration 0039 (older schemas, seeded by upgrade tests, have not). `firstRun`: by
 * organisation, the month of its first depreciation run (seed-books.ts), the cards depreciated up to the month
 * before; by default January of this year.
 */
export async function seedAssets(trx: Kysely<Database>, orgIds: number[], now: number, register = true, firstRun: Record<number, { year: number; month: number }> = {}): Promise<void> {
  const classes = new Map((await trx.selectFrom('asset_classes').select(['class_id', 'class_code', 'life_months', 'salvage_rate']).execute()).map((c) => [c.class_code, c]));
  const year = new Date(now).getFullYear();
  for (const orgId of orgIds) {
    const depts = new Map((await trx.selectFrom('departments').select(['dept_id', 'dept_code']).where('org_id', '=', orgId).execute()).map((d) => [d.dept_code, d.dept_id]));
    const rows = CARDS.flatMap(([code, name, classCode, dept, yuan, yearsAgo, count]) =>
      Array.from({ length: count }, (_, i) => {
        const cls = classes.get(classCode)!;
        const [place, supplier, serial, acquisition, method] = REGISTER[code];
        const card = { originalValue: yuan * 100, salvageRate: cls.salvage_rate, lifeMonths: cls.life_months, method: register ? method : ('straightLine' as const) };
        // In use since January `yearsAgo` years back: depreciated every month from February of that year up to the
        // month before the first run (none yet for this year's new cards).
        const first = firstRun[orgId] ?? { year, month: 1 };
        const months = Math.min(cls.life_months, Math.max(0, (first.year - (year - yearsAgo)) * 12 + first.month - 2));
        let accumulated = 0;
        for (let m = 0; m < months; m++) accumulated += nextMonthAmount({ ...card, accumulated, depreciatedMonths: m });
        const codeN = `FA-${String(Number(code.slice(3)) + i).padStart(4, '0')}`;
        const [building, floor, roomNo] = place(i);
        const since = year - yearsAgo;
        const details = {
          location_building: building,
          location_floor: floor,
          location_room: roomNo,
          custodian: CUSTODIANS[dept],
          supplier,
          serial_no: serial && `${serial}${since}${String(i + 1).padStart(4, '0')}`,
          purchase_date: `${since}-01-0${yearsAgo === 0 ? 8 : 2}`,
          acquisition_method: acquisition,
          depreciation_method: method,
        };
        return {
          org_id: orgId,
          asset_code: codeN,
          asset_name: count === 1 ? name : `${name} ${i + 1}`,
          class_id: cls.class_id,
          dept_id: depts.get(dept)!,
          original_value: card.originalValue,
          life_months: cls.life_months,
          salvage_rate: cls.salvage_rate,
          start_date: `${since}-01-${yearsAgo === 0 ? '15' : '05'}`,
          accumulated_depreciation: accumulated,
          depreciated_months: months,
          monthly_depreciation: currentMonthly({ ...card, depreciatedMonths: months }),
          // This year's purchases wait to be generated; everything else is on the books.
          gen_status: yearsAgo === 0 ? '0' : '1',
          check_status: dept === 'FO' ? (code === 'FA-0070' && i === 1 ? '2' : '1') : '0',
          created_at: now,
          updated_at: now,
          ...(register ? details : {}),
        };
      }),
    );
    await trx.insertInto('asset_cards').values(rows).execute();
  }
}
