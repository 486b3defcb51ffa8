/**
 * Demo price and sale agreements (业务管理) for the record seed (seed-records.ts asks DEMO_VALUES for
 * these kinds instead of its generic values): the companies, travel agencies, OTAs and government
 * offices a city hotel (HT001, Shanghai) and a resort (HT002, Sanya) sign with, room rates that fit
 * each hotel, agreements running for a year, their status following the seed date, commissions as the
 * trade pays them. Data only, deterministic through the seed's generator.
 */
import { formatDate } from '../lib/time.js';

type Gen = { int: (min: number, max: number) => number; pick: <T>(list: readonly T[]) => T };
type Values = Record<string, string | number | null>;
type Partner = [name: string, type: 'corporate' | 'travelAgency' | 'ota' | 'government'];

const PARTNERS: Partner[][] = [
  [
    ['华为技术有限公司', 'corporate'],
    ['中国平安保险（集团）股份有限公司', 'corporate'],
    ['阿里巴巴（中国）有限公司', 'corporate'],
    ['腾讯科技（上海）有限公司', 'corporate'],
    ['上汽大众汽车有限公司', 'corporate'],
    ['西门子（中国）有限公司', 'corporate'],
    ['招商银行股份有限公司上海分行', 'corporate'],
    ['普华永道中天会计师事务所', 'corporate'],
    ['中国建筑第八工程局有限公司', 'corporate'],
    ['携程旅行网', 'ota'],
    ['同程旅行', 'ota'],
    ['美团酒店', 'ota'],
    ['飞猪旅行', 'ota'],
    ['中国国际旅行社总社有限公司', 'travelAgency'],
    ['中青旅控股股份有限公司', 'travelAgency'],
    ['上海春秋国际旅行社（集团）有限公司', 'travelAgency'],
    ['上海市浦东新区人民政府办公室', 'government'],
    ['上海市商务委员会', 'government'],
  ],
  [
    ['海南航空控股股份有限公司', 'corporate'],
    ['华为技术有限公司', 'corporate'],
    ['中国移动通信集团海南有限公司', 'corporate'],
    ['中国南方电网海南电网公司', 'corporate'],
    ['三亚凤凰国际机场有限责任公司', 'corporate'],
    ['京东集团', 'corporate'],
    ['携程旅行网', 'ota'],
    ['飞猪旅行', 'ota'],
    ['同程旅行', 'ota'],
    ['去哪儿网', 'ota'],
    ['Booking.com', 'ota'],
    ['中国国际旅行社总社有限公司', 'travelAgency'],
    ['海南康泰国际旅行社有限公司', 'travelAgency'],
    ['广之旅国际旅行社股份有限公司', 'travelAgency'],
    ['三亚市旅游和文化广电体育局', 'government'],
    ['海南省人民政府外事办公室', 'government'],
  ],
];

/** Rack rates (yuan) per room type of each hotel; agreements grant a discount on them. */
const RACK: Array<Record<string, number>> = [
  { standard: 688, king: 728, twin: 728, deluxeKing: 988, executive: 1388, family: 1088, suite: 2388 },
  { standard: 1080, king: 1180, twin: 1180, deluxeKing: 1580, executive: 1980, family: 1680, suite: 3680 },
];
const DISCOUNT: Record<Partner[1], [number, number]> = { corporate: [70, 85], travelAgency: [60, 72], ota: [78, 90], government: [65, 75] };
/** Commission rates (%) by agreement type. */
const COMMISSION: Record<Partner[1], [number, number]> = { corporate: [0, 3], travelAgency: [8, 12], ota: [10, 18], government: [0, 0] };
const SALES = [
  ['周婷', '陈刚', '刘思远', '吴佳琪'],
  ['林海燕', '符明', '黄嘉欣', '王志鹏'],
];
const PRICE_REMARKS = ['含免费停车', '可延迟退房至 14:00', '春节、国庆期间不适用', '需提前 3 天预订', '月结，次月 10 日前付款', '含欢迎水果', null, null];
const SALE_REMARKS = ['年度间夜量承诺 1,200 间夜', '佣金按季度结算', '含会议室优惠条款', '到期前 30 天商议续签', '团队 10 间以上另议', null, null];

const plusDays = (date: string, days: number) => formatDate(new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days).getTime());

/** A one-year agreement starting on the first of a month up to 16 months before (or one after) the seed date, and the status its dates give. */
function term(g: Gen, now: number, index: number) {
  const today = formatDate(now);
  const validFrom = formatDate(new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - g.int(-1, 16), 1).getTime());
  const validTo = plusDays(`${Number(validFrom.slice(0, 4)) + 1}${validFrom.slice(4)}`, -1);
  const status = validTo < today ? 'expired' : validFrom > today || index % 9 === 4 ? 'draft' : 'active';
  return { validFrom, validTo, status };
}

function priceAgreement(index: number, g: Gen, now: number, org: number): Values {
  const [unit, type] = PARTNERS[org][index % PARTNERS[org].length];
  const roomType = g.pick(Object.keys(RACK[org]));
  const [low, high] = DISCOUNT[type];
  // Whole yuan ending in 8, as hotels quote.
  const agreedPrice = Math.round((RACK[org][roomType] * g.int(low, high)) / 1000) * 10 + 8;
  return {
    agreementNo: `XJ${formatDate(now).slice(0, 4)}${String(index + 1).padStart(4, '0')}`,
    agreementUnit: unit,
    roomType,
    agreedPrice,
    breakfast: roomType === 'family' || roomType === 'suite' ? 'double' : g.pick(['none', 'single', 'double']),
    ...term(g, now, index),
    salesperson: g.pick(SALES[org]),
    remark: g.pick(PRICE_REMARKS),
  };
}

function saleAgreement(index: number, g: Gen, now: number, org: number): Values {
  const [customerName, agreementType] = PARTNERS[org][(index * 7) % PARTNERS[org].length];
  const { validFrom, validTo, status } = term(g, now, index);
  const [low, high] = COMMISSION[agreementType];
  return {
    agreementNo: `XS${formatDate(now).slice(0, 4)}${String(index + 1).padStart(4, '0')}`,
    customerName,
    agreementType,
    // OTAs sell on commission only: no contract amount.
    contractAmount: agreementType === 'ota' ? null : g.int(5, 120) * 10_000,
    commissionRate: low === high ? low : g.int(low * 2, high * 2) / 2,
    signDate: plusDays(validFrom, -g.int(3, 30)),
    validFrom,
    validTo,
    status,
    salesperson: g.pick(SALES[org]),
    remark: g.pick(SALE_REMARKS),
  };
}

/** Demo values by record kind: (index within the kind, generator, seed time, organisation's place in the seed). */
export const DEMO_VALUES: Record<string, (index: number, g: Gen, now: number, org: number) => Values> = { priceAgreement, saleAgreement };
