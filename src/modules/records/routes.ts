/**
 * Which record kind each menu's component key shows (data only). The CRM module's own pages keep
 * their keys; the detail routes of SPEC.md section 2 use `records/<kind>[/<preset>]`, where a preset
 * fixes the kind's type field (a work order's type, a contract's type, a bonus's type): the list shows
 * only that type and a new record starts with it. server/catalog/crm.ts names the same keys.
 */
export type RecordRoute = { kind: string; preset?: { field: string; value: string }; view?: RecordView };

/**
 * Pages over a kind that are not its list (migration 0032): `records/<kind>/<view>` opens the view
 * (src/modules/records/views) with the kind's permissions.
 */
export type RecordView = 'funnelEngineer' | 'funnelRate' | 'contractLibrary' | 'byCompany' | 'company' | 'entryForm' | 'callbackForm' | 'frameworkDetail';

const VIEWS: Array<[key: string, kind: string, view: RecordView]> = [
  ['records/opportunity/funnelEngineer', 'opportunity', 'funnelEngineer'],
  ['records/opportunity/funnelRate', 'opportunity', 'funnelRate'],
  ['records/workOrder/contractLibrary', 'workOrder', 'contractLibrary'],
  ['records/workOrder/byCompany', 'workOrder', 'byCompany'],
  ['records/customer/company', 'customer', 'company'],
  ['records/salePerformance/entryForm', 'salePerformance', 'entryForm'],
  ['records/workOrder/callbackForm', 'workOrder', 'callbackForm'],
  ['records/contract/frameworkDetail', 'contract', 'frameworkDetail'],
];

const PRESET_FIELDS: Record<string, string> = { workOrder: 'orderType', contract: 'contractType', bonus: 'bonusType' };

const KEYS = [
  'records/workOrder',
  'records/workOrder/online',
  'records/workOrder/offline',
  'records/workOrder/callback',
  'records/workOrder/implement',
  'records/workOrder/afterSales',
  'records/contract',
  'records/contract/sales',
  'records/contract/resale',
  'records/contract/framework',
  'records/contract/service',
  'records/contract/selfKept',
  'records/opportunity',
  'records/contractCalc',
  'records/customer',
  'records/agent',
  'records/customerGroup',
  'records/companyChange',
  'records/serviceSummary',
  'records/updateNote',
  'records/annualTask',
  'records/template',
  'records/salePerformance',
  'records/bonus/afterSales',
  'records/bonus/technical',
  'records/bonus/technicalPerson',
  'records/crmOther',
  'records/revenue',
  'records/shipment',
  'records/accountInfo',
  'records/hotelInfo',
  'records/supplierInfo',
  'records/priceAgreement',
  'records/saleAgreement',
];

/** `records/<kind>[/<preset>]` as a route. */
export function parseRecordKey(key: string): RecordRoute {
  const [, kind, value] = key.split('/');
  const field = PRESET_FIELDS[kind];
  return value && field ? { kind, preset: { field, value } } : { kind };
}

export const RECORD_ROUTES: Record<string, RecordRoute> = {
  'crm/customer/index': { kind: 'customer' },
  'crm/workOrder/index': { kind: 'workOrder' },
  'crm/contract/index': { kind: 'contract' },
  'reports/query/index': { kind: 'report' },
  ...Object.fromEntries(KEYS.map((key) => [key, parseRecordKey(key)])),
  ...Object.fromEntries(VIEWS.map(([key, kind, view]) => [key, { kind, view }])),
};
