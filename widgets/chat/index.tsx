/**
 * The customer-service chat widget: `mount(el, options) => unmount`. Options are the fields SPEC.md
 * section 2 lists (user id, org id, name and code, user name, nickname, phone, account code, server
 * licence, timestamp) plus the token getter and the locale. It opens on the bus's `contact:requested`
 * (the shell's header button) or from its own launcher (`launcher: true`, for pages without the shell),
 * and reports its unread count as `chat:unread-changed`.
 */
import { mountWidget } from '../../src/ui/WidgetRoot';
import { ChatWidget } from './ChatWidget';

export type ChatOptions = {
  token: () => string | undefined;
  userId: number;
  orgId: number;
  orgName: string;
  orgCode: string;
  userName: string;
  nickName: string;
  phone?: string;
  accountCode?: string;
  serverLicense?: string;
  /** When the options were assembled (epoch ms). */
  timestamp?: number;
  locale?: string;
  /** Show the widget's own round button (a page without the shell has no header button). */
  launcher?: boolean;
};

export function mount(el: HTMLElement, options: ChatOptions): () => void {
  return mountWidget(el, 'customer-service', <ChatWidget options={options} />);
}
