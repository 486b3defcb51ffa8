/**
 * The customer-service chat (issue 5, "Widgets"): one conversation per hotel user with the hotel group's
 * support desk, its messages (delivered-at / read-at per message), the built-in role `support` and the
 * support-desk page (客服工作台) under the service platform (module 3003). A database seeded before this
 * version gets the role and the page here; a fresh one gets them from the seed (same values, frozen below).
 *
 * `client_id` is the id the sending browser gave the message: unique per sender and conversation, so a
 * message resent after a reconnect is stored once.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect.js';
import { withId } from './0001_init.js';
import { syncRouteTable } from './route-table.js';

const SUPPORT_ROLE = { role_key: 'support', role_name: '集团客服', role_sort: 4 } as const;
const SUPPORT_REPLY_PERMISSION = 'service:support:reply';
/** The desk page as version 0015 introduced it (module 3003, under the module root). */
const SUPPORT_DESK_PAGE = { name: '客服工作台', path: 'supportDesk', component: 'service/supportDesk/index', perms: 'service:support:list', icon: 'message' } as const;
const SUPPORT_DESK_BUTTONS: Array<[string, string]> = [['回复客户', SUPPORT_REPLY_PERMISSION]];
const SERVICE_MODULE = 3003;

async function backfill(db: Kysely<any>): Promise<void> {
  const home: { menu_id: number } | undefined = await db.selectFrom('menus').select('menu_id').where('menu_key', '=', 'service:index').executeTakeFirst();
  if (!home) return; // an empty database: the seed brings role and page
  let role: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', SUPPORT_ROLE.role_key).where('org_id', 'is', null).executeTakeFirst();
  role ??= await db
    .insertInto('roles')
    .values({ ...SUPPORT_ROLE, org_id: null, status: '0', created_at: Date.now() })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  const pageKey = `service:${SUPPORT_DESK_PAGE.path}`;
  if (await db.selectFrom('menus').select('menu_id').where('menu_key', '=', pageKey).executeTakeFirst()) return;
  const order: { n: number | null } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('order_num').as('n'))
    .where('module_id', '=', SERVICE_MODULE)
    .where('parent_id', '=', 0)
    .executeTakeFirstOrThrow();
  const common = { query: '', is_frame: '1', is_cache: '0', visible: '0', status: '0', module_id: SERVICE_MODULE, org_code: null, initplat_type: null, affix: '0' };
  const page: { menu_id: number } = await db
    .insertInto('menus')
    .values({
      ...common,
      menu_name: SUPPORT_DESK_PAGE.name,
      parent_id: 0,
      order_num: Number(order.n ?? 0) + 1,
      path: SUPPORT_DESK_PAGE.path,
      component: SUPPORT_DESK_PAGE.component,
      menu_type: 'C',
      perms: SUPPORT_DESK_PAGE.perms,
      icon: SUPPORT_DESK_PAGE.icon,
      menu_key: pageKey,
    })
    .returning('menu_id')
    .executeTakeFirstOrThrow();
  const ids = [home.menu_id, page.menu_id];
  for (const [i, [name, perms]] of SUPPORT_DESK_BUTTONS.entries()) {
    const button: { menu_id: number } = await db
      .insertInto('menus')
      .values({ ...common, menu_name: name, parent_id: page.menu_id, order_num: i + 1, path: '', component: '', menu_type: 'F', perms, icon: '#', menu_key: `${pageKey}#${perms}` })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    ids.push(button.menu_id);
  }
  const admin: { role_id: number } | undefined = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'admin').executeTakeFirst();
  const grants = [...ids.map((menu_id) => ({ role_id: role.role_id, menu_id })), ...(admin ? ids.slice(1).map((menu_id) => ({ role_id: admin.role_id, menu_id })) : [])];
  await db.insertInto('role_menus').values(grants).execute();
  await syncRouteTable(db, [SERVICE_MODULE]);
}

export function chat(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('chat_conversations'), 'conversation_id', engine)
        .addColumn('org_id', 'integer', (c) => c.notNull().references('organisations.org_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_message_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('chat_conversations_owner', ['org_id', 'user_id'])
        .execute();
      await withId(db.schema.createTable('chat_messages'), 'message_id', engine)
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.conversation_id').onDelete('cascade'))
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('from_desk', 'varchar(1)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .addColumn('read_at', 'bigint')
        .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender_id', 'client_id'])
        .execute();
      await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'message_id']).execute();
      await backfill(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('chat_conversations').execute();
    },
  };
}
