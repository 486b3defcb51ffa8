/**
 * Who reaches which conversation. The support desk is the hotel GROUP's desk: a caller holding
 * service:support:reply reaches every hotel's conversations. Everyone else reaches only their own
 * conversation in the session's organisation; another conversation's id answers 404 (never data).
 */
import type { AuthInfo } from '../context.js';
import { SUPPORT_REPLY_PERMISSION } from '../catalog/service.js';
import { hasPermi } from '../plugins/permission.js';

export const isDesk = (auth: AuthInfo): boolean => hasPermi(auth, SUPPORT_REPLY_PERMISSION);

/** What a caller reaches: every conversation (the desk) or the one of (orgId, userId). */
export type ChatScope = { desk: true } | { desk: false; orgId: number; userId: number };

export const scopeOf = (auth: AuthInfo): ChatScope => (isDesk(auth) ? { desk: true } : { desk: false, orgId: auth.orgId, userId: auth.user.userId });
