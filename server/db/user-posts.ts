/**
 * The positions a user holds (user_posts) and the choices a user form offers: read and written by the
 * user routes, each position checked to belong to the user's organisation.
 */
import type { PostOption } from '../contracts/post.js';
import { HttpError } from '../errors.js';
import type { Db } from './connect.js';
import type { WriteTx } from './write-transaction.js';

/** The organisation's positions as a form offers them (disabled ones too: a user may still hold one). */
export async function postOptions(db: Db | WriteTx, orgId: number): Promise<PostOption[]> {
  const rows = await db.selectFrom('posts').select(['post_id', 'post_name', 'status']).where('org_id', '=', orgId).orderBy('post_sort').orderBy('post_id').execute();
  return rows.map((r) => ({ postId: Number(r.post_id), postName: r.post_name, status: r.status === '1' ? '1' : '0' }));
}

/** The ids of the positions `userId` holds. */
export async function postIdsOf(db: Db | WriteTx, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_posts').select('post_id').where('user_id', '=', userId).orderBy('post_id').execute();
  return rows.map((r) => Number(r.post_id));
}

/** Gives `userId` exactly `postIds`, each a position of `orgId` (else 422 naming postIds, nothing changed). */
export async function setUserPosts(trx: WriteTx, orgId: number, userId: number, postIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(postIds)];
  if (wanted.length > 0) {
    const found = await trx.selectFrom('posts').select('post_id').where('org_id', '=', orgId).where('post_id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw new HttpError(422, 'postUnknown', 'postIds');
  }
  await trx.deleteFrom('user_posts').where('user_id', '=', userId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto('user_posts')
      .values(wanted.map((post_id) => ({ user_id: userId, post_id })))
      .execute();
}
