/** Signing in over real HTTP, for tests and measurements that talk to a server process (not in-process). */
const BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** The id of the organisation with `orgCode`, from the public login list. */
export async function orgIdOf(url: string, orgCode: string): Promise<number> {
  const reply = (await (await fetch(`${url}/prod-api/htservice/org/getLoginOrgData`)).json()) as { data: Array<{ orgId: number; orgCode: string }> };
  const org = reply.data.find((o) => o.orgCode === orgCode);
  if (!org) throw new Error(`no organisation ${orgCode} at ${url}`);
  return org.orgId;
}

/** POST /auth/oauth/token as the shell sends it (captcha off on the server); the access token or an error. */
export async function signInOver(url: string, user: string, password: string, orgId: number): Promise<string> {
  const query = new URLSearchParams({ username: user, password, client_id: 'web', client_secret: 'web', grant_type: 'password', scope: 'server', orgId: String(orgId), websource: 'pc' });
  const res = await fetch(`${url}/prod-api/auth/oauth/token?${query}`, { method: 'POST', headers: { authorization: BASIC } });
  const body = (await res.json()) as { access_token?: string; msg?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`sign-in of ${user} failed: ${res.status} ${body.msg}`);
  return body.access_token;
}
