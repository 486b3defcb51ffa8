/** 系统服务 (module 2001): system management, monitoring and tools. */
import { dir, home, page, type ButtonSpec, type ModuleSpec } from './menu-spec.js';

/** The module-management page (SPEC.md: detail pages under /htservice); licence notices link to it. */
export const MODULE_PAGE_PATH = '/htservice/module';

/** The buttons of the user and role pages, in RuoYi's order. */
const USER_BUTTONS: ButtonSpec[] = [
  ['查询用户', 'system:user:query'],
  ['新增用户', 'system:user:add'],
  ['修改用户', 'system:user:edit'],
  ['删除用户', 'system:user:remove'],
  ['重置密码', 'system:user:resetPwd'],
];
const ROLE_BUTTONS: ButtonSpec[] = [
  ['查询角色', 'system:role:query'],
  ['新增角色', 'system:role:add'],
  ['修改角色', 'system:role:edit'],
  ['删除角色', 'system:role:remove'],
];

export const SYSTEM: ModuleSpec = {
  id: 2001,
  name: '系统服务',
  code: 'system',
  path: 'system',
  icon: 'system',
  menus: [
    home('system'),
    dir('系统管理', 'manage', 'system', [
      page('用户管理', 'user', 'system/user/index', 'system:user:list', USER_BUTTONS),
      page('角色管理', 'role', 'system/role/index', 'system:role:list', ROLE_BUTTONS),
      page(
        '通知公告',
        '/htservice/notice',
        'system/notice/index',
        'system:notice:list',
        [
          ['查询公告', 'system:notice:query'],
          ['新增公告', 'system:notice:add'],
          ['修改公告', 'system:notice:edit'],
          ['删除公告', 'system:notice:remove'],
        ],
        { icon: 'message' },
      ),
      // The detail pages of SPEC.md's "Detail pages under /htservice": absolute paths, hidden from the sidebar.
      page('用户详情', '/htservice/user', 'system/user/detail', 'system:user:query', [], { hidden: true }),
      page('角色详情', '/htservice/role', 'system/role/detail', 'system:role:query', [], { hidden: true }),
      page('菜单管理', 'menu', 'system/menu/index', 'system:menu:list', [
        ['查询菜单', 'system:menu:query'],
        ['新增菜单', 'system:menu:add'],
        ['修改菜单', 'system:menu:edit'],
        ['删除菜单', 'system:menu:remove'],
      ]),
      page(
        '部门管理',
        '/htservice/dept',
        'system/dept/index',
        'system:dept:list',
        [
          ['查询部门', 'system:dept:query'],
          ['新增部门', 'system:dept:add'],
          ['修改部门', 'system:dept:edit'],
          ['删除部门', 'system:dept:remove'],
        ],
        { icon: 'tree' },
      ),
      page(
        '岗位管理',
        '/htservice/post',
        'system/post/index',
        'system:post:list',
        [
          ['查询岗位', 'system:post:query'],
          ['新增岗位', 'system:post:add'],
          ['修改岗位', 'system:post:edit'],
          ['删除岗位', 'system:post:remove'],
          ['导出岗位', 'system:post:export'],
        ],
        { icon: 'post' },
      ),
      page('组织管理', 'org', 'system/org/index', 'system:org:list', [
        ['查询组织', 'system:org:query'],
        ['新增组织', 'system:org:add'],
        ['修改组织', 'system:org:edit'],
        ['删除组织', 'system:org:remove'],
      ]),
      page('组织详情', '/htservice/org', 'system/org/detail', 'system:org:query', [], { hidden: true }),
      page('参数设置', 'config', 'system/config/index', 'system:config:list', [
        ['查询参数', 'system:config:query'],
        ['新增参数', 'system:config:add'],
        ['修改参数', 'system:config:edit'],
        ['删除参数', 'system:config:remove'],
      ]),
      page('字典管理', 'dict', 'system/dict/index', 'system:dict:list', [
        ['查询字典', 'system:dict:query'],
        ['新增字典', 'system:dict:add'],
        ['修改字典', 'system:dict:edit'],
        ['删除字典', 'system:dict:remove'],
        ['导出字典', 'system:dict:export'],
      ]),
      page('字典详情', '/htservice/dict/type/detail', 'system/dict/detail', 'system:dict:query', [], { hidden: true }),
      page('字典数据详情', '/htservice/dict/type/data/detail', 'system/dict/data/detail', 'system:dict:query', [], { hidden: true }),
      // A hotel's administrator reads their own registration; the platform administrator any hotel's.
      page('注册授权', '/htservice/account', 'system/account/index', 'system:account:query', [], { icon: 'validCode' }),
      // Absolute path: SPEC.md lists baseOrgPara among the detail pages under /htservice.
      page('组织参数', '/htservice/baseOrgPara', 'system/orgPara/index', 'system:orgPara:list', [
        ['查询组织参数', 'system:orgPara:query'],
        ['新增组织参数', 'system:orgPara:add'],
        ['修改组织参数', 'system:orgPara:edit'],
      ]),
      page(
        '模块管理',
        MODULE_PAGE_PATH,
        'system/module/index',
        'system:module:list',
        [
          ['查询模块', 'system:module:query'],
          ['新增模块', 'system:module:add'],
          ['修改模块', 'system:module:edit'],
          ['删除模块', 'system:module:remove'],
          ['导出模块', 'system:module:export'],
          ['修改授权', 'system:module:licence'],
        ],
        { icon: 'component' },
      ),
    ]),
    dir('系统监控', 'monitor', 'monitor', [
      page('登录日志', 'logininfor', 'system/logininfor/index', 'system:logininfor:list', [
        ['删除日志', 'system:logininfor:remove'],
        ['导出日志', 'system:logininfor:export'],
      ]),
      page(
        '操作日志',
        'operlog',
        'system/operlog/index',
        'system:operlog:list',
        [
          ['操作查询', 'system:operlog:query'],
          ['删除日志', 'system:operlog:remove'],
          ['导出日志', 'system:operlog:export'],
        ],
        { icon: 'form' },
      ),
      page('在线用户', 'online', 'system/online/index', 'system:online:list', [['强退', 'system:online:forceLogout']]),
      page('定时任务', 'job', 'system/job/index', 'system:job:list', [
        ['查询任务', 'system:job:query'],
        ['修改任务', 'system:job:edit'],
        ['任务状态', 'system:job:changeStatus'],
        ['执行任务', 'system:job:run'],
        ['调度日志', 'system:jobLog:list'],
        ['删除日志', 'system:jobLog:remove'],
        ['导出日志', 'system:jobLog:export'],
      ]),
      page('任务详情', '/htservice/monitor/job', 'system/job/detail', 'system:job:query', [], { hidden: true, icon: 'job' }),
    ]),
    // Platform-wide configuration (not per hotel): only the admin role holds these permissions.
    dir('系统工具', 'tool', 'tool', [
      page(
        '代码生成',
        'gen',
        'tool/gen/index',
        'tool:gen:list',
        [
          ['查询生成', 'tool:gen:query'],
          ['修改生成', 'tool:gen:edit'],
          ['导入表', 'tool:gen:import'],
          ['删除生成', 'tool:gen:remove'],
          ['预览代码', 'tool:gen:preview'],
        ],
        { icon: 'code' },
      ),
    ]),
  ],
};
