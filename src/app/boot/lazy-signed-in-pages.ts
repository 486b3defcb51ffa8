/**
 * The lazily loaded pages of the signed-in area's route table (SignedInArea.tsx). Apart from lazy-areas.ts,
 * which loads the signed-in area itself: the area imports these, so holding them there closed a loop.
 */
import { lazyPage } from './lazy-page';

export const ModuleSelectPage = lazyPage(() => import('../pages/ModuleSelectPage').then((m) => m.ModuleSelectPage));
export const ModuleArea = lazyPage(() => import('../layout/ModuleArea').then((m) => m.ModuleArea));
export const NotFoundPage = lazyPage(() => import('../pages/StatusPages').then((m) => m.NotFoundPage));
export const UnauthorizedPage = lazyPage(() => import('../pages/StatusPages').then((m) => m.UnauthorizedPage));
