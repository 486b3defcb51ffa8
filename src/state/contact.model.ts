/**
 * The online customer-service entry point (SPEC.md section 2): shown when config key
 * enableContactService is '1' (the default). The chat widget answers 'contact:requested' on the bus;
 * the shell sets `contactReady` once it has mounted it, and shows the widget's unread count (bus
 * 'chat:unread-changed') on the header button.
 */
import { signal } from '@preact/signals-core';
import { api } from '../lib/api';
import { bus } from '../lib/bus';

const CONTACT_CONFIG_KEY = 'enableContactService';
export const contactEnabled = signal(false);
/** Set by the chat widget once it listens; until then the entry point explains that the service is not open. */
export const contactReady = signal(false);
/** Support replies the user has not read yet. */
export const contactUnread = signal(0);

bus.on('chat:unread-changed', ({ count }) => {
  contactUnread.value = count;
});

export async function loadContactSetting(): Promise<void> {
  const reply = await api.get<{ msg: string }>(`/htservice/config/configKey/${CONTACT_CONFIG_KEY}`, undefined, { raw: true }).catch(() => null);
  // A missing key keeps the default '1' (SPEC.md section 9).
  contactEnabled.value = (reply?.msg || '1') === '1';
}

export function requestContact(): boolean {
  bus.emit('contact:requested', { at: Date.now() });
  return contactReady.value;
}
