/**
 * The user and role pages serve two areas: the system module (用户管理 / 角色管理, details under
 * /htservice) and the initialisation platform (初始化用户 / 初始化角色, details under /pppp, SPEC.md
 * section 2). What differs is only where their links lead and the titles they carry.
 */
import type { TextKey } from '../../lib/i18n';

export type PeopleArea = 'main' | 'initplat';

type AreaFacts = {
  userList: string;
  userDetail: string;
  roleList: string;
  roleDetail: string;
  /** Text keys of the titles and the way back. */
  texts: { users: TextKey; userDetail: TextKey; userBack: TextKey; roles: TextKey; roleDetail: TextKey; roleBack: TextKey };
};

export const PEOPLE_AREAS: Record<PeopleArea, AreaFacts> = {
  main: {
    userList: '/system/manage/user',
    userDetail: '/htservice/user',
    roleList: '/system/manage/role',
    roleDetail: '/htservice/role',
    texts: {
      users: 'system.user.title',
      userDetail: 'system.user.detailTitle',
      userBack: 'system.user.back',
      roles: 'system.role.title',
      roleDetail: 'system.role.detailTitle',
      roleBack: 'system.role.back',
    },
  },
  initplat: {
    userList: '/initplat/initUser',
    userDetail: '/pppp/initSysUser',
    roleList: '/initplat/initRole',
    roleDetail: '/pppp/initSysRole',
    texts: {
      users: 'system.initplat.users',
      userDetail: 'system.initplat.userDetail',
      userBack: 'system.initplat.userBack',
      roles: 'system.initplat.roles',
      roleDetail: 'system.initplat.roleDetail',
      roleBack: 'system.initplat.roleBack',
    },
  },
};
