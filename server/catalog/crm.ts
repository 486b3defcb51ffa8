/**
 * 客户关系 (module 3001): the CRM's own record pages and its record directories. Each record page names
 * its kind through its component key (`records/<kind>[/<preset or view>]`, src/modules/records/routes.ts)
 * and carries the kind's permission prefix; the report menus draw a computed report (reports.ts). Pages
 * that only complete another list (a callback form, an agreement's detail, the performance entry form)
 * are hidden. The detail routes of SPEC.md section 2 keep their absolute /htservice paths.
 */
import { home, records, type MenuSpec, type ModuleSpec } from './menu-spec.js';
import { reportComponent } from './reports.js';

const H = '/htservice';
const hidden = { hidden: true };

const recordDir = (name: string, path: string, icon: string, pages: MenuSpec[]): MenuSpec => ({ name, path, type: 'M', icon, children: pages });

export const CRM: ModuleSpec = {
  id: 3001,
  name: '客户关系',
  code: 'crm',
  path: 'crm',
  icon: 'peoples',
  menus: [
    home('crm'),
    records('客户', 'customer', 'crm/customer/index', 'crm:customer'),
    records('工单', 'workOrder', 'crm/workOrder/index', 'crm:workOrder'),
    records('合同', 'contract', 'crm/contract/index', 'crm:contract'),
    recordDir('工单管理', 'workOrders', 'form', [
      records('线上工单', `${H}/workOrder/online`, 'records/workOrder/online', 'crm:workOrder'),
      records('线下工单', `${H}/workOrder/offline`, 'records/workOrder/offline', 'crm:workOrder'),
      records('回访工单', `${H}/crmCallbackorder`, 'records/workOrder/callback', 'crm:workOrder'),
      records('回访单', `${H}/crmCallbackorder/form`, 'records/workOrder/callbackForm', 'crm:workOrder', hidden),
      records('实施工单', `${H}/workOrder/implement`, 'records/workOrder/implement', 'crm:workOrder'),
      records('售后现场工单', `${H}/workOrder/afterSalesSite`, 'records/workOrder/afterSales', 'crm:workOrder'),
      records('维护记录统计', `${H}/WorkOrderByCompany`, 'records/workOrder/byCompany', 'crm:workOrder'),
    ]),
    recordDir('合同管理', 'contracts', 'documentation', [
      records('销售合同', `${H}/contract/sales`, 'records/contract/sales', 'crm:contract'),
      records('转售合同', `${H}/contract/resale`, 'records/contract/resale', 'crm:contract'),
      records('框架协议', `${H}/contract/frameworkList`, 'records/contract/framework', 'crm:contract'),
      records('框架协议详情', `${H}/contract/framework`, 'records/contract/frameworkDetail', 'crm:contract', hidden),
      records('服务合同', `${H}/contract/service`, 'records/contract/service', 'crm:contract'),
      records('自留合同', `${H}/contract/selfKept`, 'records/contract/selfKept', 'crm:contract'),
      records('合同库工单', `${H}/contract/libraryWorkOrder`, 'records/workOrder/contractLibrary', 'crm:workOrder'),
      records('潜在客户漏斗', `${H}/contract/funnel`, 'records/opportunity', 'crm:opportunity'),
      records('潜在客户漏斗（工程师）', `${H}/contract/funnelEngineer`, 'records/opportunity/funnelEngineer', 'crm:opportunity'),
      records('潜在客户漏斗赢率', `${H}/contract/funnelRate`, 'records/opportunity/funnelRate', 'crm:opportunity'),
      records('合同核算', `${H}/contract/calculation`, 'records/contractCalc', 'crm:contractCalc'),
    ]),
    recordDir('客户服务', 'customerService', 'peoples', [
      records('客户公司', `${H}/company`, 'records/customer/company', 'crm:customer'),
      records('代理商', `${H}/agent`, 'records/agent', 'crm:agent'),
      records('客户集团', `${H}/metaCrmGroupDetail`, 'records/customerGroup', 'crm:group'),
      records('客户变更', `${H}/crmCompanyChange`, 'records/companyChange', 'crm:companyChange'),
      records('客户服务汇总', `${H}/CompanyServiceSummaryDetail`, 'records/serviceSummary', 'crm:serviceSummary'),
      records('升级说明', `${H}/crmUpdateExplanation`, 'records/updateNote', 'crm:updateNote'),
      records('年度任务', `${H}/crmAnnualTask`, 'records/annualTask', 'crm:annualTask'),
      records('CRM 模板', `${H}/crmTemplate`, 'records/template', 'crm:template'),
      records('销售业绩', `${H}/crmSalePerformance`, 'records/salePerformance', 'crm:salePerformance'),
      records('销售业绩录入', `${H}/crmSalePerformanceForm`, 'records/salePerformance/entryForm', 'crm:salePerformance', hidden),
      records('售后奖金', `${H}/crmAfterSalesBonus`, 'records/bonus/afterSales', 'crm:bonus'),
      records('技术服务奖金', `${H}/crmTechnicalServicesBonus`, 'records/bonus/technical', 'crm:bonus'),
      records('技术服务个人奖金', `${H}/crmTechnicalServicesPersonBonus`, 'records/bonus/technicalPerson', 'crm:bonus'),
      records('其他事项', `${H}/MetaCrmOther`, 'records/crmOther', 'crm:other'),
    ]),
    // The computed reports (server/reports), and the entry pages of the two record kinds they are computed from.
    recordDir('CRM 报表', 'crmReports', 'chart', [
      records('营业收入明细', `${H}/crmOperatingRevenueDetail`, reportComponent('operatingRevenue'), 'reports:revenue'),
      records('业绩增长', `${H}/performanceGrowth`, reportComponent('performanceGrowth'), 'crm:salePerformance'),
      records('升级说明统计', `${H}/crmUpdateExplanationtableDetail`, reportComponent('updateNotes'), 'crm:updateNote'),
      records('新签合同明细', `${H}/NewContractDetail`, reportComponent('newContracts'), 'crm:contract'),
      records('收入统计明细', `${H}/RevenueStatisticsDetail`, reportComponent('revenueStatistics'), 'reports:revenue'),
      records('转售明细', `${H}/ResaleDetail`, reportComponent('resale'), 'crm:contract'),
      records('合同硬件发货明细', `${H}/crmReport/crmMarginRecord/ContractHardwareShipmentsListDetail`, reportComponent('hardwareShipments'), 'reports:shipment'),
      records('营业收入', `${H}/crmOperatingRevenue`, 'records/revenue', 'reports:revenue'),
      records('合同硬件发货', `${H}/crmHardwareShipment`, 'records/shipment', 'reports:shipment'),
    ]),
    recordDir('信息查询', 'infoQuery', 'search', [
      records('账户信息查询', `${H}/infoQuery/account`, 'records/accountInfo', 'info:account'),
      records('酒店信息查询', `${H}/infoQuery/hotel`, 'records/hotelInfo', 'info:hotel'),
      records('供应商信息查询', `${H}/infoQuery/supplier`, 'records/supplierInfo', 'info:supplier'),
    ]),
  ],
};
