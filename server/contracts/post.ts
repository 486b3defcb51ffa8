/** Positions on the wire (/htservice/post, RuoYi's sys_post), per organisation. Types only. */
import type { Status } from './common.js';

export type Post = {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: Status;
  remark: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: string;
  version: number;
};

/** POST body (PUT adds postId and version). */
export type PostInput = { postCode: string; postName: string; postSort?: number; status?: Status; remark?: string };

/** A position as the user form offers it (GET /htservice/user/ and /{userId}: `posts`). */
export type PostOption = { postId: number; postName: string; status: Status };
