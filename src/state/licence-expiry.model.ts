/**
 * The licence-expiry reminder (SPEC.md section 7, checkLicenseExpiry): after the user first enters a
 * module in a session, the server is asked once which of the organisation's licences end within 30
 * days or have ended; `expiringLicences` holds them for the shell to show. Once per session: the flag
 * lives in session storage (a reload does not ask again) and a new sign-in clears it.
 */
import { signal } from '@preact/signals-core';
import { api } from '../lib/api';
import { bus } from '../lib/bus';
import { sessionCache } from '../lib/storage';
import type { LicenceExpiry, LicenceExpiryReply } from '../../server/contracts/module';
import { organisation } from './session.model';

const CHECKED = 'licenceChecked';

/** The licences to warn about, soonest first; null until there is something to say. */
export const expiringLicences = signal<LicenceExpiry[] | null>(null);

/** Asks the server unless this session already did; a failed check (offline) is tried again on the next module entry. */
async function checkLicenceExpiry(): Promise<void> {
  if (sessionCache.get(CHECKED)) return;
  sessionCache.set(CHECKED, '1');
  const orgCode = organisation.value?.code;
  try {
    const reply = await api.get<LicenceExpiryReply>('/htservice/module/checkLicenseExpiry', orgCode ? { orgCode } : undefined, { raw: true });
    if (reply.data.length) expiringLicences.value = reply.data;
  } catch {
    sessionCache.remove(CHECKED);
  }
}

bus.on('session:signed-in', () => {
  sessionCache.remove(CHECKED);
  expiringLicences.value = null;
});
bus.on('module:entered', () => void checkLicenceExpiry());
