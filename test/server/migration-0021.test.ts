/**
 * Upgrading a database seeded before migration 0021: every organisation gains its registration (account
 * code from its code, a licence number of its own), as a fresh seed has.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/db/seed.js';
import { migrationBefore, withDatabaseAt } from '../support/old-database.js';

const test = suite('migration 0021');
const LICENCE = /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/;

test('0021 gives every organisation of a seeded database its account code and a licence number of its own', async () => {
  await withDatabaseAt(migrationBefore('0021_org_registration'), async (db) => {
    await seed(db, { passwords: 'x-Pa55word!', now: Date.now() });
    await migrate(db, 'sqlite');
    const orgs = await db.selectFrom('organisations').select(['org_code', 'account_code', 'server_license']).orderBy('org_code').execute();
    assert.equal(
      orgs.map((o) => o.account_code),
      ['HS-HT001', 'HS-HT002'],
    );
    for (const o of orgs) assert.match(o.server_license, LICENCE);
    assert.is.not(orgs[0].server_license, orgs[1].server_license);
  });
});

test.run();
