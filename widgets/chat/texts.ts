/**
 * The chat widget's texts (the widget may run without the shell's i18n table).
 * @public exported for test/unit/text-parity.test.ts, which finds every zh/en table by import.
 */
export const TEXTS = {
  zh: {
    title: '在线客服',
    open: '联系客服',
    close: '关闭在线客服',
    placeholder: '请输入消息，Enter 发送，Shift+Enter 换行',
    send: '发送',
    sending: '发送中…',
    empty: '您好，有什么可以帮您？',
    read: '已读',
    delivered: '已送达',
    inputLabel: '消息内容',
    earlier: '更早的消息',
    connecting: '正在连接客服…',
    reconnecting: '连接已断开，正在重连…',
    signedOut: '登录已失效，请重新登录后再联系客服',
    loadFailed: '客服暂时无法连接',
    account: '账户编码',
    licence: '服务器授权号',
    unread: '{{n}} 条未读',
  },
  en: {
    title: 'Customer service',
    open: 'Contact support',
    close: 'Close customer service',
    placeholder: 'Type a message; Enter sends, Shift+Enter breaks the line',
    send: 'Send',
    sending: 'Sending…',
    empty: 'Hello, how can we help?',
    read: 'Read',
    delivered: 'Delivered',
    inputLabel: 'Message',
    earlier: 'Earlier messages',
    connecting: 'Connecting to support…',
    reconnecting: 'Connection lost, reconnecting…',
    signedOut: 'Your session has ended; sign in again to contact support',
    loadFailed: 'Support cannot be reached right now',
    account: 'Account code',
    licence: 'Server licence',
    unread: '{{n}} unread',
  },
} as const;
export type ChatTexts = (typeof TEXTS)['zh'] | (typeof TEXTS)['en'];
export const textsOf = (locale: string | undefined): ChatTexts => TEXTS[locale === 'en' ? 'en' : 'zh'];
