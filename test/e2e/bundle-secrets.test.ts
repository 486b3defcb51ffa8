/**
 * What the browser downloads holds no secret (issue: no secret or private key in the built bundle):
 * every file under dist/public (the e2e tier builds it first) is scanned for private keys, connection
 * strings with credentials, stored password hashes and the server's own code (its database driver, the
 * password column), whose presence would mean server modules leaked into the browser bundle. The one
 * credential the browser may carry is the public OAuth client of SPEC.md (SECURITY.md says why).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = 'dist/public';
const PATTERNS: Array<[string, RegExp]> = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['connection string with a password', /\b(?:postgres(?:ql)?|mysql|redis|mongodb):\/\/[^\s'"/:@]+:[^\s'"/@]+@/i],
  ['stored password hash', /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]{16,}\$/],
  ['server database code', /better-sqlite3|password_hash|token_hash/],
  ['cloud access key', /\bAKIA[0-9A-Z]{16}\b/],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const test = suite('bundle secrets');

test('the patterns catch what they are meant to catch', () => {
  const samples = ['-----BEGIN RSA PRIVATE KEY-----', 'postgres://ht:s3cret@db/ht', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==', "require('better-sqlite3')", 'AKIAABCDEFGHIJKLMNOP'];
  for (const [i, sample] of samples.entries()) assert.ok(PATTERNS[i][1].test(sample), PATTERNS[i][0]);
  assert.not.ok(PATTERNS[1][1].test('postgres://db.example/ht'), 'an address without credentials is fine');
});

test('no file the browser can download holds a secret or server code', () => {
  const texts = files(ROOT).filter((f) => /\.(js|mjs|css|html|json|map|txt|svg)$/.test(f));
  assert.ok(texts.length > 10, `${texts.length} files: is the shell built?`);
  const found: string[] = [];
  for (const file of texts) {
    const content = readFileSync(file, 'utf8');
    for (const [what, pattern] of PATTERNS) if (pattern.test(content)) found.push(`${what} in ${file}`);
  }
  assert.equal(found, []);
});

test.run();
