/**
 * The one event bus (mitt). Events say what happened (`domain:past-tense`); signals hold what is rendered.
 * Every event is mirrored as a DOM CustomEvent `ht:<name>` on window so automation scripts can listen.
 */
import mitt from 'mitt';

export type Events = {
  'http:started': { url: string };
  /** `cancelled`: the caller aborted the call (a superseded query); it says nothing about the network. */
  'http:settled': { url: string; code: number; cancelled?: boolean };
  /** A write of this tab (POST, PUT, DELETE) was answered: what was read from that resource may be stale. */
  'data:written': { url: string };
  'session:signed-in': { userName: string; orgId: number };
  'session:signed-out': { reason: 'logout' | 'expired' };
  'session:expired': { url: string };
  'locale:changed': { locale: string };
  'route:changed': { path: string };
  'module:entered': { moduleId: number; moduleName: string };
  'module:left': { moduleId: number };
  'settings:changed': { theme: string; tagsView: boolean; fixedHeader: boolean; sidebarLogo: boolean; colorScheme: 'light' | 'dark' | 'auto'; contrast: 'normal' | 'high' };
  'tab:opened': { path: string };
  'tab:closed': { path: string };
  'shell:locked': { reason: 'idle' | 'user' };
  'shell:unlocked': { userName: string };
  'contact:requested': { at: number };
  /** The login-date widget stored a new date and reloaded its accounting period (null: none). */
  'login-date:changed': { loginDate: string; period: ({ year: number; period: number } & Record<string, unknown>) | null };
  /** The chat widget's count of unread support replies (the shell shows it as a badge). */
  'chat:unread-changed': { count: number };
  addHeart: { moduleId: number };
  /** A record page's Print button: a print widget may take it; without one the page prints its detail view. */
  'record:print': { kind: string; row: Record<string, unknown> };
  /** A voucher page's 打印 button: the shell opens the print-preview widget for it. */
  'voucher:print-requested': { voucherId: number; voucherNumber: string };
  /** A task's PDF (a report) to preview: the shell opens the print-preview widget on it. */
  'document:preview-requested': { path: string; title: string };
  /** The print-preview widget recorded a print; `total` is the voucher's print count now. */
  'voucher:printed': { voucherId: number; total: number };
  /** The server stopped answering (network down, server unreachable): the shell shows the offline banner. */
  'network:lost': { at: number };
  /** The server answers again after `network:lost`: pages re-run the loads that failed meanwhile. */
  'network:restored': { at: number };
  /** The server hands out a newer build of the shell than the one this page runs (a deployment). */
  'build:changed': { build: string };
  /** A long-running task (import) reached done, failed or cancelled while this shell watched it. */
  'task:finished': { taskId: number; kind: string; status: string; fileName: string };
  /** An approval was started, decided or withdrawn, by this tab or (pushed by the server) elsewhere: every view of approvals (lists, its status page) is stale. */
  'approval:changed': { instanceId: number };
  /** A data table started (`scrolling`) or finished scrolling; whenIdle() waits for the end (src/ui/scroll-work.ts). */
  'table:scrolling': { id: number; scrolling: boolean };
};

export const bus = mitt<Events>();

bus.on('*', (type, detail) => {
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent(`ht:${String(type)}`, { detail }));
  }
});
