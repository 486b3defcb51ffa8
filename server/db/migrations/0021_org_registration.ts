/**
 * Each organisation's registration (SPEC.md "support contact data: accountcode, serverlicense"): the
 * account code and the server licence number the customer-service chat is loaded with. Existing
 * organisations get theirs here (the same rule as server/lib/org-licence.ts, written out so this
 * migration does the same thing forever); new ones get them when created.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const licence = () => Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-');

export const orgRegistration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('organisations')
      .addColumn('account_code', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('organisations')
      .addColumn('server_license', 'varchar(40)', (c) => c.notNull().defaultTo(''))
      .execute();
    const orgs: Array<{ org_id: number; org_code: string }> = await db.selectFrom('organisations').select(['org_id', 'org_code']).execute();
    for (const org of orgs) {
      await db
        .updateTable('organisations')
        .set({ account_code: `HS-${org.org_code}`, server_license: licence() })
        .where('org_id', '=', org.org_id)
        .execute();
    }
  },
};
