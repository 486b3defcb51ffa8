/** Route tree of `GET /htservice/menu/getRouters`, declared once as a contract (contracts/endpoint.ts). */
import { z } from 'zod';
import { dataReply, endpoint } from './endpoint.js';
import { licenceState } from './org-registration.js';

const RouteMeta = z.object({
  title: z.string(),
  icon: z.string(),
  noCache: z.boolean(),
  affix: z.boolean(),
  link: z.string().nullable(),
  /** '1' marks a page of the initialisation platform. */
  initplatType: z.string().nullable(),
  menuid: z.number().int(),
  activeMenu: z.string().optional(),
});
type RouteMeta = z.infer<typeof RouteMeta>;

/**
 * The session organisation's licence of a module, on module nodes, so module selection shows it without
 * another call. 'missing': the organisation holds no licence, and entering the module is refused (heartbeat).
 */
export const ModuleLicence = z.object({
  state: z.union([licenceState, z.literal('missing')]),
  /** Last day (YYYY-MM-DD); null: no end, or no licence. */
  expiresOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
});
export type ModuleLicence = z.infer<typeof ModuleLicence>;

/**
 * One route. The top level holds one entry per module (component 'Layout', moduleId set, path '/<module>');
 * leaf components are page keys such as 'system/config/index' that module descriptors resolve.
 * Written out because it is recursive (a schema cannot infer its own type); the schema is checked against it.
 */
export type RouteNode = {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  alwaysShow?: boolean;
  query?: string;
  moduleId: number;
  meta: RouteMeta;
  children?: RouteNode[];
  /** Module nodes only. */
  licence?: ModuleLicence;
};
// Named, so the document holds one `RouteNode` component that refers to itself.
export const RouteNode: z.ZodType<RouteNode> = z
  .object({
    name: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string(),
    alwaysShow: z.boolean().optional(),
    query: z.string().optional(),
    moduleId: z.number().int(),
    meta: RouteMeta,
    get children() {
      return z.array(RouteNode).optional();
    },
    licence: ModuleLicence.optional(),
  })
  .meta({ id: 'RouteNode' });

export const getRouters = endpoint({ summary: "The session's route tree: one node per module, its granted directories and pages", reply: dataReply(z.array(RouteNode)) });
export type RoutersReply = z.infer<typeof getRouters.reply.schema>;
