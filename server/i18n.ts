/**
 * Every human text the server answers with, in Chinese (default) and English. The language is the
 * caller's Accept-Language: a first preference of en* gives English, anything else Chinese, as the
 * shell is Chinese-first. Section 8 of SPEC.md fixes the Chinese texts of 401/403/404/default.
 */
const zh = {
  ok: '操作成功',
  unauthorized: '认证失败，无法访问系统资源',
  forbidden: '当前操作没有权限',
  notFound: '访问资源不存在',
  unknown: '系统未知错误,请反馈给管理员',
  badJson: '请求体不是合法的 JSON',
  tooLarge: '请求体过大',
  fieldRequired: '参数 {field} 不能为空',
  fieldInvalid: '参数 {field} 格式不正确',
  fieldUnknown: '不支持的参数 {field}',
  clientAuthFailed: '客户端认证失败',
  badCredentials: '用户名或密码错误',
  accountLocked: '密码错误次数过多，账户已锁定 {minutes} 分钟，请稍后再试',
  ipLimited: '该地址登录失败次数过多，请 {minutes} 分钟后再试',
  accountDisabled: '账户已停用，请联系管理员',
  wrongOrg: '该账户不属于所选组织，无法登录',
  unknownOrg: '所选组织不存在或已停用',
  captchaRequired: '请输入验证码',
  captchaExpired: '验证码已失效，请刷新验证码',
  captchaWrong: '验证码错误',
  captchaOff: '验证码已关闭',
  logoutOk: '退出成功',
  otherOrg: '不能访问其他组织的数据',
  noPeriod: '日期 {date} 不在本组织的任何会计期间内',
  seatsFull: '{module} 的授权席位已满（{used}/{seats}），请稍后再试或联系管理员',
  licenceExpired: '{module} 的授权已于 {date} 到期，请联系管理员续期',
  licenceMissing: '本组织没有 {module} 的授权，请联系管理员',
  wrongPassword: '密码错误',
  wrongOldPassword: '修改密码失败，旧密码错误',
  samePassword: '新密码不能与旧密码相同',
  passwordChanged: '修改密码成功',
  preferencesConflict: '个人设置已在其他窗口或设备上修改，请刷新后重试',
  initplatForbidden: '该账户没有初始化平台的权限，请从主系统登录，或联系管理员授权',
  notInitplatSession: '当前会话不是从初始化平台登录的，请在初始化平台重新登录',
  registerClosed: '当前系统没有开放注册，请联系管理员为您开通账户',
  badUserName: '用户名须为 2 到 20 位字母、数字或下划线',
  weakPassword: '密码须为 8 到 64 位，且同时包含字母和数字',
  passwordMismatch: '两次输入的密码不一致',
  userExists: '用户名 {name} 已被注册',
  registerOk: '账户 {name} 注册成功',
  otherUser: '不能访问其他用户的数据',
  sortNotAllowed: '参数 orderByColumn 不能按 {column} 排序，可选：{allowed}',
  tooManyRows: '一次最多返回 {max} 行，请缩小查询条件或分页查询',
  staleVersion: '该记录已被他人修改，请刷新后重试',
  dictTypeExists: '字典类型 {type} 已存在',
  dictTypeUnknown: '字典类型 {type} 不存在',
  dictTypeInUse: '字典类型 {names} 下仍有字典数据，不能删除',
  dictValueExists: '字典类型 {type} 中已有键值 {value}',
  configKeyExists: '参数键名 {key} 已存在',
  builtinConfigLocked: '内置参数 {key} 不能修改键名或改为非内置',
  builtinConfigDelete: '内置参数不能删除：{keys}',
  planNameRequired: '请输入方案名称',
  planNameExists: '方案名称 {name} 已存在',
  recordCodeExists: '{label} {code} 已存在',
} as const;

export type MsgKey = keyof typeof zh;

const en: Record<MsgKey, string> = {
  ok: 'Success',
  unauthorized: 'Authentication failed, cannot access system resources',
  forbidden: 'You do not have permission for this operation',
  notFound: 'The requested resource does not exist',
  unknown: 'Unknown system error, please report it to the administrator',
  badJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  fieldRequired: 'Parameter {field} is required',
  fieldInvalid: 'Parameter {field} is invalid',
  fieldUnknown: 'Unknown parameter {field}',
  clientAuthFailed: 'Client authentication failed',
  badCredentials: 'Incorrect user name or password',
  accountLocked: 'Too many failed attempts: the account is locked for {minutes} minutes, please try again later',
  ipLimited: 'Too many failed sign-ins from this address, please try again in {minutes} minutes',
  accountDisabled: 'This account is disabled, please contact the administrator',
  wrongOrg: 'This account does not belong to the selected organisation',
  unknownOrg: 'The selected organisation does not exist or is disabled',
  captchaRequired: 'Please enter the verification code',
  captchaExpired: 'The verification code has expired, please refresh it',
  captchaWrong: 'Wrong verification code',
  captchaOff: 'The verification code is switched off',
  logoutOk: 'Signed out',
  otherOrg: "You cannot access another organisation's data",
  noPeriod: 'No accounting period of this organisation holds {date}',
  seatsFull: 'All licensed seats of {module} are in use ({used}/{seats}); please try again later or contact the administrator',
  licenceExpired: 'The licence of {module} expired on {date}; please contact the administrator to renew it',
  licenceMissing: 'This organisation holds no licence for {module}; please contact the administrator',
  wrongPassword: 'Wrong password',
  wrongOldPassword: 'Password not changed: the current password is wrong',
  samePassword: 'The new password must differ from the current one',
  passwordChanged: 'Password changed',
  preferencesConflict: 'Your preferences were changed in another window or on another device; reload them and try again',
  initplatForbidden: 'This account may not use the initialisation platform; sign in to the main system or ask your administrator for access',
  notInitplatSession: 'This session was not opened by the initialisation platform; sign in at the initialisation platform again',
  registerClosed: 'Registration is closed on this system; ask your administrator to open an account for you',
  badUserName: 'The user name must be 2 to 20 letters, digits or underscores',
  weakPassword: 'The password must be 8 to 64 characters and contain both a letter and a digit',
  passwordMismatch: 'The two passwords do not match',
  userExists: 'The user name {name} is already taken',
  registerOk: 'Account {name} registered',
  otherUser: "You cannot access another user's data",
  sortNotAllowed: 'Parameter orderByColumn cannot sort by {column}; choose one of: {allowed}',
  tooManyRows: 'At most {max} rows can be returned at once; narrow the filters or page through them',
  staleVersion: 'This record was changed by someone else meanwhile; reload it and try again',
  dictTypeExists: 'The dictionary type {type} already exists',
  dictTypeUnknown: 'The dictionary type {type} does not exist',
  dictTypeInUse: 'Dictionary type {names} still has data and cannot be deleted',
  dictValueExists: 'The dictionary type {type} already has the value {value}',
  configKeyExists: 'The config key {key} already exists',
  builtinConfigLocked: 'The built-in config key {key} cannot be renamed or made non-built-in',
  builtinConfigDelete: 'Built-in config keys cannot be deleted: {keys}',
  planNameRequired: 'Please enter the plan name',
  planNameExists: 'A plan named {name} already exists',
  recordCodeExists: '{label} {code} already exists',
};

export type Lang = 'zh' | 'en';
export type MsgParams = Record<string, string | number>;

/** Picks the answer language from an Accept-Language header value. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MsgKey, params: MsgParams = {}): string {
  const template: string = (lang === 'en' ? en : zh)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Shorthand for handlers: the text of `key` in the language of the request. */
export function t(c: { req: { header(name: string): string | undefined } }, key: MsgKey, params?: MsgParams): string {
  return translate(pickLang(c.req.header('accept-language')), key, params);
}
