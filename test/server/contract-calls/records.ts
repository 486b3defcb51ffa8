/** Happy-path calls of the record store, master–detail forms and CRM views (contracts/records.ts, master-detail.ts, crm-views.ts). */
import type { ContractCalls } from './types.js';

const R = '/prod-api/htservice/records';
const K = ':kind{[A-Za-z]+}';
const MD = '/prod-api/htservice/masterDetail';
const F = ':form{[A-Za-z]+}';
const CRM = '/prod-api/htservice/crm';
const customer = (code: string) => ({ customerCode: code, customerName: '契约', customerType: 'hotel', status: 'active' });
const framework = (contractNo: string) => ({
  head: { contractNo, contractName: '契约框架协议', customerName: '契约集团', signDate: '2026-03-01', status: 'signed' },
  lines: [{ itemType: 'software', itemName: '前台系统', unit: '套', quantity: 2, unitPrice: 100_050 }],
});

export const RECORD_CALLS: ContractCalls = {
  [`GET ${R}/meta/${K}`]: ({ h, admin }) => h.call('GET', `${R}/meta/customer`, { token: admin }),
  [`GET ${R}/${K}/list`]: ({ h, admin }) => h.call('GET', `${R}/customer/list`, { token: admin, query: { pageSize: '5', orderByColumn: 'recordId' } }),
  [`GET ${R}/${K}/:id{[0-9]+}`]: async ({ h, admin }) => {
    const list = await h.call('GET', `${R}/customer/list`, { token: admin, query: { pageSize: '1' } });
    return h.call('GET', `${R}/customer/${list.body.rows[0].recordId}`, { token: admin });
  },
  [`POST ${R}/${K}`]: ({ h, admin }) => h.call('POST', `${R}/customer`, { token: admin, body: customer('C-ADDED') }),
  [`PUT ${R}/${K}`]: async ({ h, admin }) => {
    const added = await h.call('POST', `${R}/customer`, { token: admin, body: customer('C-EDITED') });
    return h.call('PUT', `${R}/customer`, { token: admin, body: { recordId: added.body.data.recordId, version: added.body.data.version, remark: '改' } });
  },
  [`DELETE ${R}/${K}/:ids{[0-9,]+}`]: async ({ h, admin }) => {
    const added = await h.call('POST', `${R}/customer`, { token: admin, body: customer('C-REMOVED') });
    return h.call('DELETE', `${R}/customer/${added.body.data.recordId}`, { token: admin });
  },
  [`POST ${R}/${K}/export`]: ({ h, admin }) => h.call('POST', `${R}/customer/export`, { token: admin, query: { orderByColumn: 'recordId' } }),
  [`GET ${MD}/${F}/meta`]: ({ h, admin }) => h.call('GET', `${MD}/frameworkAgreement/meta`, { token: admin }),
  [`GET ${MD}/${F}/:id{[0-9]+}`]: async ({ h, admin }) => {
    const added = await h.call('POST', `${MD}/frameworkAgreement`, { token: admin, body: framework('KJ-C-READ') });
    return h.call('GET', `${MD}/frameworkAgreement/${added.body.data.head.recordId}`, { token: admin });
  },
  [`POST ${MD}/${F}`]: ({ h, admin }) => h.call('POST', `${MD}/frameworkAgreement`, { token: admin, body: framework('KJ-C-ADDED') }),
  [`PUT ${MD}/${F}`]: async ({ h, admin }) => {
    const added = await h.call('POST', `${MD}/frameworkAgreement`, { token: admin, body: framework('KJ-C-EDITED') });
    const { recordId, version } = added.body.data.head;
    return h.call('PUT', `${MD}/frameworkAgreement`, { token: admin, body: { ...framework('KJ-C-EDITED'), recordId, version } });
  },
  [`GET ${CRM}/funnel`]: ({ h, admin }) => h.call('GET', `${CRM}/funnel`, { token: admin, query: { groupBy: 'owner' } }),
  [`GET ${CRM}/workOrderStats`]: ({ h, admin }) => h.call('GET', `${CRM}/workOrderStats`, { token: admin }),
  [`GET ${CRM}/companies`]: ({ h, admin }) => h.call('GET', `${CRM}/companies`, { token: admin }),
  [`GET ${CRM}/libraryWorkOrders/list`]: ({ h, admin }) => h.call('GET', `${CRM}/libraryWorkOrders/list`, { token: admin, query: { pageSize: '100000000' } }),
};
