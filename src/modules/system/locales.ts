/**
 * Texts of the system-services pages (data only), registered by the app with the module. rosetta merges
 * tables one level deep only, so every page's texts live under the one `system` key: a page with many
 * texts keeps them in `texts/<page>.ts` ({ zh, en } of its own sub-key), spread in below (spreads keep the
 * keys' types, which `TextKey` reads).
 */
import { deptTexts } from './texts/dept';
import { jobTexts } from './texts/job';
import { menuTexts } from './texts/menu';
import { moduleTexts } from './texts/module';
import { noticeTexts } from './texts/notice';
import { operlogTexts } from './texts/operlog';
import { orgTexts } from './texts/org';
import { roleTexts } from './texts/role';
import { userTexts } from './texts/user';
import { accountTexts } from './texts/account';
import { dictDetailTexts } from './texts/dict-detail';
import { initplatTexts } from './texts/initplat';
import { codingRuleTexts } from './texts/coding-rule';
import { voucherRuleTexts } from './texts/voucher-rule';

const base = {
  zh: {
    system: {
      config: { title: '参数设置', configName: '参数名称', configKey: '参数键名', configValue: '参数键值', configType: '系统内置', remark: '备注' },
      dictType: { title: '字典管理', dictName: '字典名称', dictType: '字典类型', status: '状态', remark: '备注', openData: '查看 {{type}} 的字典数据' },
      dictData: { title: '字典数据', dictLabel: '字典标签', dictValue: '字典键值', dictSort: '字典排序', listClass: '回显样式', status: '状态', remark: '备注', type: '字典类型：{{type}}' },
      logininfor: {
        title: '登录日志',
        infoId: '访问编号',
        userName: '用户名称',
        nickName: '用户昵称',
        ipaddr: '登录地址',
        status: '登录状态',
        browser: '浏览器',
        os: '操作系统',
        msg: '提示消息',
        loginTime: '访问时间',
        success: '成功',
        error: '失败',
        logout: '退出',
      },
      online: {
        title: '在线用户',
        tokenId: '会话编号',
        userName: '用户名称',
        nickName: '用户昵称',
        ipaddr: '登录地址',
        browser: '浏览器',
        os: '操作系统',
        loginTime: '登录时间',
        lastActiveTime: '最近活动',
        forceLogout: '强退',
      },
    },
  },
  en: {
    system: {
      config: { title: 'Config keys', configName: 'Name', configKey: 'Key', configValue: 'Value', configType: 'Built in', remark: 'Remark' },
      dictType: { title: 'Dictionaries', dictName: 'Dictionary name', dictType: 'Dictionary type', status: 'Status', remark: 'Remark', openData: 'Open the data of {{type}}' },
      dictData: { title: 'Dictionary data', dictLabel: 'Label', dictValue: 'Value', dictSort: 'Order', listClass: 'Tag style', status: 'Status', remark: 'Remark', type: 'Dictionary type: {{type}}' },
      logininfor: {
        title: 'Login log',
        infoId: 'No.',
        userName: 'User',
        nickName: 'Nickname',
        ipaddr: 'Address',
        status: 'Status',
        browser: 'Browser',
        os: 'OS',
        msg: 'Message',
        loginTime: 'Time',
        success: 'Success',
        error: 'Failed',
        logout: 'Logout',
      },
      online: {
        title: 'Online users',
        tokenId: 'Session',
        userName: 'User',
        nickName: 'Nickname',
        ipaddr: 'Address',
        browser: 'Browser',
        os: 'OS',
        loginTime: 'Signed in',
        lastActiveTime: 'Last active',
        forceLogout: 'Force logout',
      },
    },
  },
};

export const systemTexts = {
  zh: {
    system: {
      ...base.zh.system,
      ...userTexts.zh,
      ...roleTexts.zh,
      ...menuTexts.zh,
      ...orgTexts.zh,
      ...moduleTexts.zh,
      ...jobTexts.zh,
      ...operlogTexts.zh,
      ...initplatTexts.zh,
      ...dictDetailTexts.zh,
      ...accountTexts.zh,
      ...noticeTexts.zh,
      ...codingRuleTexts.zh,
      ...voucherRuleTexts.zh,
      ...deptTexts.zh,
    },
  },
  en: {
    system: {
      ...base.en.system,
      ...userTexts.en,
      ...roleTexts.en,
      ...menuTexts.en,
      ...orgTexts.en,
      ...moduleTexts.en,
      ...jobTexts.en,
      ...operlogTexts.en,
      ...initplatTexts.en,
      ...dictDetailTexts.en,
      ...accountTexts.en,
      ...noticeTexts.en,
      ...codingRuleTexts.en,
      ...voucherRuleTexts.en,
      ...deptTexts.en,
    },
  },
};
