/**
 * Demo records of every kind for both hotels (data only, deterministic): RECORDS_PER_KIND records
 * per kind and organisation, values drawn from pools a hotel's sales and service office would write
 * (Chinese names, dates within a year of the seed time, amounts in whole hundreds of yuan), by a
 * seeded generator so every fresh database holds the same demo. Kinds with demo values of their own
 * (seed-business.ts) take those instead.
 */
import type { Transaction } from 'kysely';
import type { RecordField, RecordKind } from '../contracts/records.js';
import { RECORD_KINDS } from '../records/kinds/index.js';
import { withDictOptions } from '../records/references.js';
import { storedColumns } from '../records/store.js';
import { normalise, type RecordValues } from '../records/validation.js';
import { formatDate } from '../lib/time.js';
import type { Database } from './schema.js';
import { DEMO_VALUES } from './seed-business.js';

export const RECORDS_PER_KIND = 30;
const DAY = 24 * 60 * 60 * 1000;

const CITIES = ['杭州', '苏州', '南京', '宁波', '绍兴', '无锡', '上海', '合肥', '厦门', '青岛', '扬州', '嘉兴'];
const HOTELS = ['湖滨大酒店', '国际饭店', '商务酒店', '度假村', '花园酒店', '君澜公寓', '假日宾馆', '会议中心', '山庄', '精品酒店'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['伟', '芳', '敏', '静', '强', '磊', '洋', '艳', '军', '杰', '娟', '涛', '丽华', '建平', '晓明'];
const ROADS = ['解放路', '延安路', '人民路', '中山路', '环湖东路', '滨江大道', '建设路', '新华路'];

/** Pools by field key; a field without one gets its label and the record's number. */
const POOLS: Record<string, string[]> = {
  subject: [
    '前台系统无法打印账单',
    '夜审报表数据不一致',
    '新增房型及房价配置',
    '门锁接口对接',
    '餐饮收银系统升级',
    '会员积分规则调整',
    '财务凭证导出异常',
    '客房状态同步延迟',
    '电子发票开具失败',
    '员工账号权限调整',
    '年度服务巡检',
    '夜审流程优化',
  ],
  agentName: ['华东智慧酒店科技有限公司', '江南软件代理有限公司', '海纳信息技术有限公司', '锦程系统集成有限公司', '鼎盛酒店设备有限公司', '瑞丰数码科技有限公司'],
  groupName: ['华东酒店集团', '江南文旅集团', '湖光度假集团', '海岸酒店管理公司', '锦华饭店集团', '金陵商旅集团'],
  templateName: ['标准销售合同模板', '服务续费合同模板', '季度回访模板', '实施验收单模板', '报价单模板', '升级通知模板'],
  reportName: ['资产负债表', '利润表', '现金流量表', '营业收入日报', '客房收入统计', '餐饮收入统计', '应收账款账龄分析', '部门费用汇总'],
  itemName: ['前台收银一体机', '门锁发卡器', '热敏票据打印机', '身份证阅读器', 'POS 刷卡终端', '机架式服务器', '客房控制主机'],
  spec: ['HT-POS-15', 'LK-2000', 'TP-80C', 'ID-300', 'PAX-A920', 'R740 2U', 'RCU-8'],
  before: ['合软科技', '王经理', '解放路 18 号', '增值税普通发票'],
  after: ['合软智慧科技', '李经理', '延安路 206 号', '增值税专用发票'],
  content: ['按客户要求完成配置并电话确认。', '与酒店财务核对数据后处理完毕。', '现场培训前台员工 2 次。', '版本升级后系统运行正常。'],
  description: ['客户来电反映问题，需远程协助排查。', '酒店提出新需求，需评估后安排实施。', '定期回访，了解系统使用情况。', '现场设备故障，需安排工程师上门。'],
  solution: ['已远程处理完毕，客户确认。', '已安排工程师上门更换设备。', '已提交研发排期。'],
  remark: ['老客户，续约意向强', '需重点跟进', '已开具发票', '月底前回访', '价格已确认'],
  bankAccount: ['中国工商银行 6222 0212 3456 7890', '招商银行 6225 8801 2345 6789', '中国建设银行 6217 0012 3456 7788'],
};

/** A small deterministic generator (LCG), one stream per kind and organisation. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}
type Gen = ReturnType<typeof generator>;

const NUMBER_RANGES: Record<string, [number, number]> = {
  rooms: [60, 600],
  commissionRate: [5, 20],
  winRate: [10, 90],
  satisfaction: [80, 100],
  quantity: [1, 20],
  memberCount: [3, 30],
  onlineCount: [0, 40],
  onsiteCount: [0, 12],
  callbackCount: [0, 10],
  userCount: [5, 80],
  customerCount: [1, 120],
  newCustomers: [0, 12],
};
/** Amounts that are a share of another field's amount in the same record. */
const SHARE_OF: Record<string, string> = { receivedAmount: 'amount', doneAmount: 'targetAmount', grossProfit: 'contractAmount', tax: 'amount', cost: 'contractAmount' };
const FUTURE_DATES = new Set(['expectedDate', 'expireDate']);
/** Dates that follow another date of the same record: [that field, fewest days after, most days after]. */
const AFTER: Record<string, [string, number, number]> = { startDate: ['signDate', 0, 30], endDate: ['startDate', 365, 1095], dueDate: ['acceptDate', 1, 30] };
/** Numbers as the office writes them: 客户 KH…, 工单 GD…, 合同 HT… */
const CODE_PREFIX: Record<string, string> = {
  customer: 'KH',
  agent: 'DL',
  customerGroup: 'JT',
  companyChange: 'BG',
  serviceSummary: 'FW',
  annualTask: 'RW',
  template: 'MB',
  salePerformance: 'YJ',
  bonus: 'JJ',
  crmOther: 'QT',
  workOrder: 'GD',
  contract: 'HT',
  opportunity: 'SJ',
  contractCalc: 'HS',
  report: 'BB',
  revenue: 'SR',
  shipment: 'FH',
  accountInfo: 'ZH',
  hotelInfo: 'JD',
  supplierInfo: 'GYS',
};
const plusDays = (date: string, days: number) => formatDate(new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days).getTime());
const hotelName = (g: Gen) => `${g.pick(CITIES)}${g.pick(HOTELS)}`;
const person = (g: Gen) => `${g.pick(SURNAMES)}${g.pick(GIVEN)}`;

function textValue(field: RecordField, g: Gen, code: string): string {
  const pool = POOLS[field.key];
  if (pool) return g.pick(pool);
  switch (field.key) {
    case 'customerName':
    case 'hotelName':
      return hotelName(g);
    case 'contact':
      return person(g);
    case 'phone':
      return `1${g.pick(['3', '5', '8'])}${String(g.int(100000000, 999999999))}`;
    case 'address':
      return `${g.pick(CITIES)}市${g.pick(ROADS)}${g.int(1, 399)}号`;
    case 'region':
      return g.pick(CITIES);
    case 'contractName':
      return `${hotelName(g)}管理系统合同`;
    case 'accountName':
      return `${hotelName(g)}主账户`;
    case 'supplierName':
      return `${g.pick(CITIES)}${g.pick(['布草洗涤', '酒店用品', '食品', '智能科技'])}有限公司`;
    case 'serverLicense':
      return `SL-${g.int(100000, 999999)}`;
    case 'taxNo':
      return `91330${g.int(1000000000, 9999999999)}X`;
    case 'trackingNo':
      return `SF${g.int(1000000000, 9999999999)}`;
    case 'contractNo':
      return `HT${g.int(2024, 2025)}${String(g.int(1, 999)).padStart(4, '0')}`;
    default:
      return `${field.zh}${code}`;
  }
}

function recordValues(kind: RecordKind, index: number, g: Gen, users: string[], now: number): RecordValues {
  const values: Record<string, string | number> = {};
  const code = `${CODE_PREFIX[kind.key] ?? kind.key.slice(0, 2).toUpperCase()}${formatDate(now).slice(0, 4)}${String(index + 1).padStart(4, '0')}`;
  for (const field of kind.fields) {
    if (field.key === kind.codeField) values[field.key] = field.key === 'releaseNo' ? `V5.${Math.floor(index / 10)}.${index % 10}` : code;
    else if (field.type === 'select') values[field.key] = g.pick(field.options ?? []).value;
    else if (field.type === 'user') values[field.key] = g.pick(users);
    else if (field.type === 'date' && AFTER[field.key] && typeof values[AFTER[field.key][0]] === 'string')
      values[field.key] = plusDays(String(values[AFTER[field.key][0]]), g.int(AFTER[field.key][1], AFTER[field.key][2]));
    else if (field.type === 'date') values[field.key] = formatDate(now + (FUTURE_DATES.has(field.key) ? 1 : -1) * g.int(0, 365) * DAY);
    else if (field.key === 'period') values[field.key] = formatDate(now - g.int(0, 11) * 31 * DAY).slice(0, 7);
    else if (field.key === 'year') values[field.key] = Number(formatDate(now).slice(0, 4)) - g.int(0, 1);
    else if (field.type === 'money') {
      const whole = values[SHARE_OF[field.key]];
      values[field.key] = typeof whole === 'number' ? Math.round(whole * g.int(10, 100)) / 100 : g.int(20, 5000) * 100;
    } else if (field.type === 'number') {
      const [min, max] = NUMBER_RANGES[field.key] ?? [1, 100];
      values[field.key] = g.int(min, max);
    } else if (field.required || g.int(0, 3) > 0) values[field.key] = textValue(field, g, code);
  }
  return normalise(kind, values);
}

/** Inserts the demo records of every kind for each organisation (`users`: its user names); after the dictionaries. */
export async function seedRecords(trx: Transaction<Database>, orgs: Array<{ orgId: number; users: string[] }>, now: number): Promise<void> {
  for (const [o, org] of orgs.entries()) {
    for (const [k, declared] of RECORD_KINDS.entries()) {
      const kind = await withDictOptions(trx, declared);
      const g = generator((o + 1) * 7919 + k * 104729);
      const own = DEMO_VALUES[kind.key];
      const rows = Array.from({ length: RECORDS_PER_KIND }, (_, i) => ({
        org_id: org.orgId,
        kind: kind.key,
        ...storedColumns(kind, own ? normalise(kind, own(i, g, now, o)) : recordValues(kind, i, g, org.users, now)),
        version: 1,
        created_by: org.users[0],
        created_at: now - (RECORDS_PER_KIND - i) * DAY,
        updated_by: org.users[0],
        updated_at: now - (RECORDS_PER_KIND - i) * DAY,
      }));
      await trx.insertInto('records').values(rows).execute();
    }
  }
}
