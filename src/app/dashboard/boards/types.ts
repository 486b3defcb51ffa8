/** What every module board receives: its module's figures and the links into the module's pages. */
import type { DashboardData, DashboardKey } from '../../../../server/contracts/dashboard';
import type { PageLink } from '../links';

export type BoardProps<K extends DashboardKey> = { data: DashboardData[K]; link: PageLink };
