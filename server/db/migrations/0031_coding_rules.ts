/**
 * Coding rules (编码规则) and voucher words (凭证字) of each organisation, edited in the initialisation
 * platform (module 3002) at SPEC.md's /pppp/SysCodingRule and /pppp/voucherRule.
 *
 * - `coding_rules`: one row per organisation and kind of code (shared/coding-rule.ts: account,
 *   assetCard) with its segment lengths ('4-2-2-2'), separator and status ('0' checked, '1' not).
 * - `voucher_words`: the organisation's voucher words (记, or 收/付/转) with name, print title, order,
 *   numbering ('period': from 1 in every accounting period; 'year': on through the year), one default.
 *
 * On a database seeded before this migration, each organisation gets the defaults below (a fresh
 * database gets the same from the seed through db/coding-rules.ts and db/voucher-words.ts): the account
 * rule is checked only when every account the hotel has fits it, the asset-card rule starts unchecked,
 * and 记 is the default word with 收/付/转 there but not in use. The seeded menu 编码规则 moves to its
 * absolute address (path and stable key, so the menu reconcile finds it instead of adding a twin; its
 * grants stay with it). The page 凭证字 and both pages' edit buttons come from the catalogue
 * (server/catalog) through the menu reconcile. Data written out here, so this migration does the same
 * thing whatever the seed becomes.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { syncRouteTable } from './route-table.js';

const INITPLAT_MODULE = 3002;
const CODING_RULE_PATH = '/pppp/SysCodingRule';
const OLD_CODING_RULE_KEY = 'initplat:codingRule';

/** [kind, segments, separator, status, remark]: the group's default rules. */
const DEFAULT_CODING_RULES_0031: Array<[kind: string, segments: string, separator: string, status: string, remark: string]> = [
  ['account', '4-2-2-2', '', '0', '企业会计准则：一级科目 4 位，以下各级 2 位'],
  ['assetCard', '2-4', '-', '1', '类别字母 2 位 + 流水号 4 位，如 FA-0001'],
];

/** [word, name, print title, order, status, default]: 记 in use; 收/付/转 there for hotels that want them. */
const DEFAULT_VOUCHER_WORDS_0031: Array<[word: string, name: string, title: string, order: number, status: string, isDefault: string]> = [
  ['记', '记账凭证', '记账凭证', 1, '0', 'Y'],
  ['收', '收款凭证', '收款凭证', 2, '1', 'N'],
  ['付', '付款凭证', '付款凭证', 3, '1', 'N'],
  ['转', '转账凭证', '转账凭证', 4, '1', 'N'],
];

/** Every account code of the organisation fits `segments` (digits, one of the levels' lengths). */
function accountsFit(codes: string[], segments: string): boolean {
  const lengths = segments
    .split('-')
    .map(Number)
    .map((_, i, all) => all.slice(0, i + 1).reduce((a, b) => a + b, 0));
  return codes.every((code) => /^\d+$/.test(code) && lengths.includes(code.length));
}

async function addDefaults(db: Kysely<any>, now: number): Promise<void> {
  const orgs: Array<{ org_id: number }> = await db.selectFrom('organisations').select('org_id').execute();
  for (const { org_id } of orgs) {
    const accounts: Array<{ account_code: string }> = await db.selectFrom('acc_accounts').select('account_code').where('org_id', '=', org_id).execute();
    await db
      .insertInto('coding_rules')
      .values(
        DEFAULT_CODING_RULES_0031.map(([code_kind, segments, separator, status, remark]) => ({
          org_id,
          code_kind,
          segments,
          separator,
          remark,
          version: 1,
          updated_at: now,
          status:
            code_kind === 'account' &&
            !accountsFit(
              accounts.map((a) => a.account_code),
              segments,
            )
              ? '1'
              : status,
        })),
      )
      .execute();
    await db
      .insertInto('voucher_words')
      .values(
        DEFAULT_VOUCHER_WORDS_0031.map(([word, word_name, print_title, order_num, status, is_default]) => ({
          org_id,
          word,
          word_name,
          print_title,
          order_num,
          numbering: 'period',
          status,
          is_default,
          remark: '',
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export function codingRules(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      const s = db.schema;
      await withId(s.createTable('coding_rules'), 'rule_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('code_kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('segments', 'varchar(40)', (c) => c.notNull())
        .addColumn('separator', 'varchar(1)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('coding_rules_org_kind', ['org_id', 'code_kind'])
        .execute();
      await withId(s.createTable('voucher_words'), 'word_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        // varchar(4) like vouchers.voucher_word, which will hold it.
        .addColumn('word', 'varchar(4)', (c) => c.notNull())
        .addColumn('word_name', 'varchar(30)', (c) => c.notNull())
        .addColumn('print_title', 'varchar(30)', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('numbering', 'varchar(10)', (c) => c.notNull().defaultTo('period'))
        .addColumn('is_default', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('voucher_words_org_word', ['org_id', 'word'])
        .execute();

      await addDefaults(db, Date.now());
      const page: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', OLD_CODING_RULE_KEY).executeTakeFirst();
      if (page) {
        await db
          .updateTable('menus')
          .set({ path: CODING_RULE_PATH, menu_key: `initplat:${CODING_RULE_PATH}` })
          .where('menu_id', '=', page.menu_id)
          .execute();
        await syncRouteTable(db, [INITPLAT_MODULE]);
      }
    },
  };
}
