/** The pages there are to open, read from the server's route table: the walk test and `npm run shots` both go through them. */
import type { Page } from 'puppeteer-core';
import { idle } from './browser';
import type { RunningServer } from './server';

async function api<T>(server: RunningServer, token: string, path: string): Promise<T> {
  const res = await fetch(`${server.url}/prod-api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The fixed routes of SPEC.md section 2 (ids filled in from the server's data). */
const fixedRoutes = (ids: { dictId: number; orgId: number }) => [
  '/index',
  '/user/profile',
  '/module/task',
  '/flowableFormEdit',
  `/dict/type/data/${ids.dictId}`,
  '/job/log',
  '/gen/edit',
  `/initplat/org/detail?orgId=${ids.orgId}`,
  '/template/SubMainForm',
];

/** Every page address the caller may see (route table, external links left out) plus SPEC's fixed routes; and the route table itself. */
export async function pageAddresses(server: RunningServer, token: string): Promise<{ routes: string[]; addresses: string[] }> {
  const routes = (await api<{ rows: Array<{ routeAddr: string }> }>(server, token, '/htservice/SysRoute/list?pageNum=1&pageSize=100000000')).rows.map((r) => r.routeAddr);
  const dicts = await api<{ rows: Array<{ dictId: number }> }>(server, token, '/htservice/dict/type/list?pageNum=1&pageSize=1');
  const orgs = await api<{ rows: Array<{ orgId: number }> }>(server, token, '/htservice/org/list?pageNum=1&pageSize=1');
  const addresses = [...new Set([...routes.filter((r) => !/^https?:/.test(r)), ...fixedRoutes({ dictId: dicts.rows[0].dictId, orgId: orgs.rows[0].orgId })])];
  return { routes, addresses };
}

/** The initialisation platform's pages live in their own area, signed in through /initplat/login. */
export const inInitplat = (address: string) => /^\/(initplat|pppp)\//.test(address);

/** Signs the administrator in to the initialisation area in this browser tab (its locale stays as chosen). */
export async function signInInitplat(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.url}/initplat/login?automation=1`);
  await idle(page);
  await page.type('input[name="username"]', 'admin');
  await page.type('input[name="password"]', server.password);
  await page.click('[data-ht="login-submit"]');
  await page.waitForSelector('[data-ht="user-panel"]');
  await idle(page);
}
