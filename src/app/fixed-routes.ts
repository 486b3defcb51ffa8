/**
 * The fixed routes of SPEC.md section 2 that open inside the layout (as tabs, with breadcrumb and
 * title) whatever module the user is in. Titles are text keys; the pages load lazily.
 */
import { approvalsModule } from '../modules/approvals';
import { systemModule } from '../modules/system';
import { lazyPage, type LazyPage } from './lazy-page';

export type FixedRoute = {
  /** Route name (the named InitplatProfile route is found by name). */
  name: string;
  test: (path: string) => boolean;
  titleKey: string;
  page: LazyPage<{ path: string }>;
  noCache?: boolean;
};

const exact = (p: string) => (path: string) => path === p;
const placeholder = lazyPage(() => import('./pages/fixed/LaterPage').then((m) => m.LaterPage));

export const FIXED_ROUTES: FixedRoute[] = [
  { name: 'Profile', test: exact('/user/profile'), titleKey: 'fixed.profile', page: lazyPage(() => import('./pages/fixed/ProfilePage').then((m) => m.ProfilePage)) },
  { name: 'InitplatProfile', test: exact('/initplat/profile'), titleKey: 'fixed.initplatProfile', page: lazyPage(() => import('./pages/fixed/ProfilePage').then((m) => m.ProfilePage)) },
  { name: 'ModuleTask', test: exact('/module/task'), titleKey: 'fixed.moduleTask', page: lazyPage(() => import('./pages/fixed/TaskPage').then((m) => m.TaskPage)), noCache: true },
  { name: 'FlowableFormEdit', test: exact('/flowableFormEdit'), titleKey: 'fixed.flowableFormEdit', page: lazyPage(approvalsModule.fixedPages.formEdit) },
  { name: 'DictData', test: (p) => /^\/dict\/type\/data\/\d+$/.test(p), titleKey: 'fixed.dictData', page: lazyPage(systemModule.fixedPages.dictData) },
  { name: 'JobLog', test: exact('/job/log'), titleKey: 'fixed.jobLog', page: lazyPage(systemModule.fixedPages.jobLog) },
  { name: 'GenEdit', test: exact('/gen/edit'), titleKey: 'fixed.genEdit', page: lazyPage(systemModule.fixedPages.genEdit) },
  { name: 'InitplatOrgDetail', test: exact('/initplat/org/detail'), titleKey: 'fixed.orgDetail', page: lazyPage(systemModule.fixedPages.orgDetail) },
  { name: 'SubMainForm', test: exact('/template/SubMainForm'), titleKey: 'fixed.subMainForm', page: placeholder },
];

export function fixedRouteFor(path: string): FixedRoute | undefined {
  return FIXED_ROUTES.find((route) => route.test(path));
}
