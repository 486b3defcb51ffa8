/**
 * The personal centre's own-account calls (any signed-in user, always their own row):
 *
 * - `GET /htservice/user/profile`: the caller's profile, the names of their roles (roleGroup) and the
 *   roles with their keys (the shell names a built-in role in the UI language).
 * - `PUT /htservice/user/profile`: nickName, phonenumber, email, sex; nothing else (a userId sent
 *   along is ignored: the row is the session's user).
 * - `POST /htservice/user/profile/avatar` (multipart field `avatarfile`): a PNG, JPEG or WebP image
 *   recognised by its bytes (else 415), at most 1 MB (else 413), stored as it is under
 *   HT_DATA_DIR/avatars with its content hash as name; the user's avatar becomes
 *   `/profile/avatar/<name>`, which the shell prefixes with /prod-api (SPEC.md).
 * - `GET /profile/avatar/<name>`: the stored file with its type and a year of caching. No token:
 *   an <img> cannot send one; the name is a content hash, so it can be neither guessed nor stale.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { avatarFile, avatarUpload, profileEdit, profileGet } from '../contracts/user-admin.js';
import type { AppEnv, Deps } from '../context.js';
import { HttpError } from '../errors.js';
import { t } from '../i18n.js';
import { CONTENT_TYPES, imageType, type ImageType } from '../lib/image-type.js';
import { authenticate } from '../plugins/auth.js';
import { contract, type ReplyOf } from '../plugins/contract.js';
import { uploadedFile } from '../plugins/validate.js';
import { userWire } from './user-manage.js';

/** "1 MB" in decimal, so the whole multipart body of the largest avatar stays below the API's 1 MiB body limit. */
const MAX_AVATAR_BYTES = 1_000_000;
const AVATAR_PATH = '/profile/avatar';

export function mountUserProfile(api: Hono<AppEnv>, deps: Deps) {
  const session = authenticate(deps);
  const dir = path.join(deps.config.dataDir, 'avatars');

  api.get('/htservice/user/profile', session, contract(profileGet), async (c) => {
    const userId = c.var.auth.user.userId;
    const [row, roles] = await Promise.all([
      deps.db
        .selectFrom('users')
        .select(['user_id', 'user_name', 'nick_name', 'phonenumber', 'email', 'sex', 'avatar', 'status', 'created_at', 'version'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('role_users')
        .innerJoin('roles', 'roles.role_id', 'role_users.role_id')
        .select(['roles.role_key', 'roles.role_name'])
        .where('role_users.user_id', '=', userId)
        .orderBy('roles.role_sort')
        .execute(),
    ]);
    const reply: ReplyOf<typeof profileGet> = {
      code: 200,
      msg: t(c, 'ok'),
      data: userWire(row),
      roleGroup: roles.map((r) => r.role_name).join(','),
      roles: roles.map((r) => ({ roleKey: r.role_key, roleName: r.role_name })),
    };
    return c.json(reply);
  });

  api.put('/htservice/user/profile', session, contract(profileEdit), async (c) => {
    const body = c.req.valid('json');
    const row = await deps.db
      .updateTable('users')
      .set((eb) => ({ nick_name: body.nickName, phonenumber: body.phonenumber, email: body.email, sex: body.sex, version: eb('version', '+', 1), updated_at: deps.now() }))
      .where('user_id', '=', c.var.auth.user.userId)
      .returning(['user_id', 'user_name', 'nick_name', 'phonenumber', 'email', 'sex', 'avatar', 'status', 'created_at', 'version'])
      .executeTakeFirstOrThrow();
    return c.json({ code: 200, msg: t(c, 'ok'), data: userWire(row) });
  });

  api.post('/htservice/user/profile/avatar', session, contract(avatarUpload), async (c) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody()).avatarfile;
    } catch {
      throw new HttpError(400, 'badJson', 'avatarfile');
    }
    const avatar = uploadedFile(file, 'avatarfile');
    if (avatar.size > MAX_AVATAR_BYTES) throw new HttpError(413, 'imageTooLarge', 'avatarfile');
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    const type: ImageType | null = imageType(bytes);
    if (!type) throw new HttpError(415, 'imageType', 'avatarfile');
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.ext}`;
    await mkdir(dir, { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temp = path.join(dir, `${name}.${process.pid}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path.join(dir, name));
    const imgUrl = `${AVATAR_PATH}/${name}`;
    await deps.db
      .updateTable('users')
      .set((eb) => ({ avatar: imgUrl, version: eb('version', '+', 1), updated_at: deps.now() }))
      .where('user_id', '=', c.var.auth.user.userId)
      .execute();
    const reply: ReplyOf<typeof avatarUpload> = { code: 200, msg: t(c, 'avatarOk'), imgUrl };
    return c.json(reply);
  });

  api.get(`${AVATAR_PATH}/:name{[0-9a-f]{32}\\.(png|jpg|webp)}`, contract(avatarFile), async (c) => {
    const { name } = c.req.valid('param');
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(dir, name));
    } catch {
      throw new HttpError(404, 'notFound');
    }
    const ext = name.slice(name.lastIndexOf('.') + 1) as ImageType['ext'];
    return c.body(new Uint8Array(bytes), 200, { 'content-type': CONTENT_TYPES[ext], 'cache-control': 'public, max-age=31536000, immutable' });
  });
}
