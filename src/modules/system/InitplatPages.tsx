/**
 * The initialisation platform's user and role pages: the system module's pages in the 'initplat' area
 * (their own titles, details under /pppp/initSysUser and /pppp/initSysRole, lists under /initplat).
 */
import { RoleDetailPage } from './RoleDetailPage';
import { RolePage } from './RolePage';
import { UserDetailPage } from './UserDetailPage';
import { UserPage } from './UserPage';

type PageProps = { path: string; menuId: number };

export const InitUserPage = (props: PageProps) => <UserPage {...props} area="initplat" />;
export const InitUserDetailPage = (props: PageProps) => <UserDetailPage {...props} area="initplat" />;
export const InitRolePage = (props: PageProps) => <RolePage {...props} area="initplat" />;
export const InitRoleDetailPage = (props: PageProps) => <RoleDetailPage {...props} area="initplat" />;
