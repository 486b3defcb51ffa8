/**
 * The service platform (服务平台). Approvals (审批): the approval centre (categories, definitions, pending tasks, queries), starting an
 * approval from its form, one approval's status, the workflow designer and the form editor.
 * Nothing of it loads with the shell: each page's chunk brings the module's texts (registered when the
 * first approval page opens; the shell itself shows none of them) and, for pages that draw BPMN diagrams
 * or forms, the bpmn.io stylesheet. The support desk (客服工作台): the group's desk answering every hotel's chat.
 */
import type { ComponentType } from 'react';
import { registerMessages } from '../../lib/i18n';
import { loadStylesheet } from '../../lib/stylesheet';
import { supportDeskTexts } from './support-desk-locales';

type ApprovalPageProps = { path: string; menuId: number };
type Loader<P = ApprovalPageProps> = () => Promise<ComponentType<P>>;

const texts = () =>
  import('./locales').then(({ approvalsTexts }) => {
    registerMessages('zh', approvalsTexts.zh);
    registerMessages('en', approvalsTexts.en);
  });
const styles = () => loadStylesheet('ht-styles-approvals');

/** A page's code with the module's texts, and with the bpmn.io styles when it draws diagrams or forms. */
const page =
  <P>(load: Loader<P>, bpmnIo = false): Loader<P> =>
  () =>
    Promise.all([load(), texts(), bpmnIo ? styles() : undefined]).then(([component]) => component);

const status = page(() => import('./StatusPage').then((m) => m.StatusPage), true);
const query = page(() => import('./QueryPage').then((m) => m.QueryPage));

export const serviceModule = {
  id: 'service',
  pages: {
    'service/approvalCenter/index': page(() => import('./CentrePage').then((m) => m.CentrePage), true),
    'service/approvalCenter/approvalDict': page(() => import('./CategoryPage').then((m) => m.CategoryPage)),
    'service/approvalCenter/approvalDefinition': page(() => import('./DefinitionPage').then((m) => m.DefinitionPage)),
    'service/approval/designer': page(() => import('./DesignerPage').then((m) => m.DesignerPage), true),
    'service/approvalCenter/pendingList': page(() => import('./PendingPage').then((m) => m.PendingPage), true),
    'service/approvalCenter/approvalStatusQuery': query,
    'service/approval/query/index': query,
    'service/approvalInitiated/index': page(() => import('./InitiatedPage').then((m) => m.InitiatedPage)),
    'service/approval/detail/index': page(() => import('./StartPage').then((m) => m.StartPage), true),
    'service/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail': status,
    'service/supportDesk/index': () => import('./SupportDeskPage').then((m) => m.SupportDeskPage),
  } as Record<string, Loader>,
  fixedPages: {
    formEdit: page(() => import('./FormEditPage').then((m) => m.FormEditPage), true),
  },
  /** The approval texts are registered with the pages (above), not with the shell; the support desk's are small. */
  locales: { zh: { service: supportDeskTexts.zh }, en: { service: supportDeskTexts.en } },
};
