/**
 * A hotel's registration: its account code with the hotel group (derived from the organisation code,
 * which never changes once created) and its server licence number (random, shown to the support desk
 * and to the customer-service chat; SPEC.md: "support contact data: accountcode, serverlicense").
 */
import { randomInt } from 'node:crypto';

const LICENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud over the phone

const accountCodeFor = (orgCode: string) => `HS-${orgCode}`;

/** Four groups of five, e.g. 7KQ2M-XR9TB-4HNWE-PZ3CA. */
function newServerLicense(): string {
  const group = () => Array.from({ length: 5 }, () => LICENCE_ALPHABET[randomInt(LICENCE_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** The two registration columns of a new organisation row. */
export const registrationOf = (orgCode: string) => ({ account_code: accountCodeFor(orgCode), server_license: newServerLicense() });
