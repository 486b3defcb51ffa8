/**
 * The fixed routes of SPEC.md section 2 that open inside the layout (as tabs, with breadcrumb and
 * title) whatever module the user is in. Titles are text keys; the pages load lazily.
 */
import { serviceModule } from '../modules/service';
import { recordsModule } from '../modules/records';
import { systemModule } from '../modules/system';
import { toolsModule } from '../modules/tools';
import type { TextKey } from '../lib/i18n';
import { lazyPage, type LazyPage } from './boot/lazy-page';

export type FixedRoute = {
  /** Route name (the named InitplatProfile route is found by name). */
  name: string;
  test: (path: string) => boolean;
  titleKey: TextKey;
  page: LazyPage<{ path: string }>;
  noCache?: boolean;
  /** What the page's data needs (the server's permission on its calls): without it the tab shows the 403 panel (route-access.ts). */
  requires?: { permissions?: string[]; roles?: string[] };
};

const exact = (p: string) => (path: string) => path === p;

export const FIXED_ROUTES: FixedRoute[] = [
  { name: 'Profile', test: exact('/user/profile'), titleKey: 'fixed.profile', page: lazyPage(() => import('./pages/fixed/ProfilePage').then((m) => m.ProfilePage)) },
  { name: 'InitplatProfile', test: exact('/initplat/profile'), titleKey: 'fixed.initplatProfile', page: lazyPage(() => import('./pages/fixed/ProfilePage').then((m) => m.ProfilePage)) },
  { name: 'ModuleTask', test: exact('/module/task'), titleKey: 'fixed.moduleTask', page: lazyPage(() => import('./pages/fixed/TaskPage').then((m) => m.TaskPage)), noCache: true },
  // The header bell's 'view all': the signed-in user's notices and announcements (system module).
  { name: 'UserNotice', test: exact('/user/notice'), titleKey: 'system.notice.reader', page: lazyPage(systemModule.fixedPages.noticeReader) },
  {
    name: 'FlowableFormEdit',
    test: exact('/flowableFormEdit'),
    titleKey: 'fixed.flowableFormEdit',
    page: lazyPage(serviceModule.fixedPages.formEdit),
    requires: { permissions: ['service:approvalDefinition:list'] },
  },
  { name: 'DictData', test: (p) => /^\/dict\/type\/data\/\d+$/.test(p), titleKey: 'fixed.dictData', page: lazyPage(systemModule.fixedPages.dictData), requires: { permissions: ['system:dict:list'] } },
  { name: 'JobLog', test: exact('/job/log'), titleKey: 'fixed.jobLog', page: lazyPage(systemModule.fixedPages.jobLog), requires: { permissions: ['system:jobLog:list'], roles: ['admin'] } },
  { name: 'GenEdit', test: exact('/gen/edit'), titleKey: 'fixed.genEdit', page: lazyPage(toolsModule.fixedPages.genEdit), requires: { permissions: ['tool:gen:query'] } },
  {
    name: 'InitplatOrgDetail',
    test: exact('/initplat/org/detail'),
    titleKey: 'fixed.orgDetail',
    page: lazyPage(systemModule.fixedPages.orgDetail),
    requires: { permissions: ['system:org:query', 'initplat:org:list'] },
  },
  { name: 'SubMainForm', test: exact('/template/SubMainForm'), titleKey: 'fixed.subMainForm', page: lazyPage(recordsModule.fixedPages.subMainForm) },
];

export function fixedRouteFor(path: string): FixedRoute | undefined {
  return FIXED_ROUTES.find((route) => route.test(path));
}
