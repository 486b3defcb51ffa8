/** Texts of the support desk (客服工作台, service platform): merged under `service.supportDesk`. */
export const supportDeskTexts = {
  zh: {
    supportDesk: {
      title: '客服工作台', conversations: '会话列表', none: '暂无会话', pick: '在会话列表中选择一个会话，即可在这里查看并回复', noneHint: '酒店员工在客服窗口中发起咨询后，会话会出现在这里，并标出未读条数', unread: '{{count}} 条未读', open: '打开与 {{name}} 的会话',
      placeholder: '回复客户，Enter 发送，Shift+Enter 换行', send: '发送', sending: '发送中…', empty: '暂无消息', read: '已读', delivered: '已送达',
      inputLabel: '回复内容', earlier: '更早的消息', reconnecting: '连接已断开，正在重连…', phone: '电话', account: '账户编码', licence: '服务器授权号', scope: '集团客服：可查看全部酒店的会话',
    },
  },
  en: {
    supportDesk: {
      title: 'Support desk', conversations: 'Conversations', none: 'No conversations yet', pick: 'Choose a conversation in the list to read and reply to it here', noneHint: 'When hotel staff write from the support chat window, their conversation appears here with its unread count', unread: '{{count}} unread', open: 'Open the conversation with {{name}}',
      placeholder: 'Reply to the customer; Enter sends, Shift+Enter breaks the line', send: 'Send', sending: 'Sending…', empty: 'No messages yet', read: 'Read', delivered: 'Delivered',
      inputLabel: 'Reply', earlier: 'Earlier messages', reconnecting: 'Connection lost, reconnecting…', phone: 'Phone', account: 'Account code', licence: 'Server licence', scope: 'Group desk: conversations of every hotel',
    },
  },
};
