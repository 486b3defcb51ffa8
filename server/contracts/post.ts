/**
 * Positions on the wire (/htservice/post, RuoYi's sys_post), per organisation, each call declared
 * once as a contract (contracts/endpoint.ts).
 */
import { z } from 'zod';
import { idList, numericId, textFilter, versionNumber } from './fields.js';
import { dataReply, endpoint, fileReply, okReply, tableReply } from './endpoint.js';

const status = z.enum(['0', '1']);

export const Post = z.object({
  postId: z.number().int(),
  postCode: z.string(),
  postName: z.string(),
  postSort: z.number().int(),
  status,
  remark: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
  /** Send back on PUT: a stale version is refused with 409. */
  version: z.number().int(),
});
export type Post = z.infer<typeof Post>;

/** A position as the user form offers it (GET /htservice/user/ and /{userId}: `posts`). */
export const PostOption = z.object({ postId: z.number().int(), postName: z.string(), status });
export type PostOption = z.infer<typeof PostOption>;

const editable = {
  postCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  postName: z.string().trim().min(1).max(50),
  postSort: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(9999)),
  status,
  remark: z.string().max(500),
};
// Not strict: the form sends back what it loaded (createTime…); unknown keys are dropped.
const PostBody = z.object({ ...editable, postSort: editable.postSort.default(0), status: status.default('0'), remark: editable.remark.default('') });

const filters = z.object({ postCode: textFilter(64), postName: textFilter(50), status: status.optional() });

export const postList = endpoint({ summary: "A page of the organisation's positions (postCode, postName: contains; status)", list: filters, reply: tableReply(Post) });
export const postGet = endpoint({ summary: 'One position', params: z.object({ postId: numericId }), reply: dataReply(Post), refusals: [404] });
export const postAdd = endpoint({ summary: 'Adds a position (code and name unique in the organisation)', body: PostBody, reply: dataReply(Post), refusals: [409] });
export const postEdit = endpoint({
  summary: 'Edits a position with the version last read',
  body: z.object(editable).partial().extend({ postId: numericId, version: versionNumber }),
  reply: dataReply(Post),
  refusals: [404, 409],
});
export const postRemove = endpoint({ summary: 'Deletes positions nobody holds (all or nothing)', params: z.object({ postIds: idList }), reply: okReply, refusals: [404, 409] });
export const postExport = endpoint({
  summary: 'The filtered positions as a workbook in the request language (filters in the query or the form body)',
  list: filters,
  reply: fileReply('xlsx'),
  refusals: [400],
});
