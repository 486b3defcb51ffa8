/** Opaque bearer tokens: only their sha256 is stored, so a leaked database does not leak sessions. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The session id shown in login logs: derived from the hash, so it identifies without authenticating. */
export function shortSessionId(tokenHash: string): string {
  return sha256Hex(`sid:${tokenHash}`).slice(0, 16);
}

/** Compares two strings in constant time (hashing first makes the lengths equal). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
