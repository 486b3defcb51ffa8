/**
 * Reads, and optionally sets, one parameter of the signed-in organisation over the API (no browser),
 * with the typed client: the calls' inputs and replies are the server's contracts. The server must not
 * ask for a captcha at sign-in (HT_CAPTCHA=off, as for every automated run).
 *
 *   node --import tsx examples/rpa/org-parameter.ts http://127.0.0.1:8080 admin '<password>' HT001 watermark [Y]
 */
import type { orgParaEdit, orgParaList, orgParaValue } from '../../server/contracts/org-para';
import { signedIn, type apiClient } from './api-client';

type Client = ReturnType<typeof apiClient>;

/** The parameter's value; with `value`, sets it first (with the version last read, so a concurrent edit is a 409, not lost). */
export async function orgParameter(api: Client, paraKey: string, value?: string): Promise<string> {
  if (value !== undefined) {
    const page = await api.call<typeof orgParaList>('GET', '/htservice/baseOrgPara/list', { query: { paraKey } });
    const row = page.rows.find((r) => r.paraKey === paraKey);
    if (!row) throw new Error(`no parameter ${paraKey}`);
    await api.call<typeof orgParaEdit>('PUT', '/htservice/baseOrgPara', { body: { paraId: row.paraId, version: row.version, paraValue: value } });
  }
  return (await api.call<typeof orgParaValue>('GET', '/htservice/baseOrgPara/getParaValueByKey', { query: { paraKey } })).data;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, user, password, orgCode, paraKey, value] = process.argv.slice(2);
  if (!paraKey) {
    console.error('usage: node --import tsx examples/rpa/org-parameter.ts <url> <user> <password> <org code> <paraKey> [value]');
    process.exit(2);
  }
  console.log(await orgParameter(await signedIn({ url, user, password, orgCode }), paraKey, value));
}
