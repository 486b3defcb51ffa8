/**
 * The widget's own calls (it must work on a page without the shell, so not src/lib/api.ts, which the
 * shell wires): fetch with the token and language of the mount options. Each call is announced on the
 * bus like the shell's requests, so the shell's whenIdle() waits for it.
 */
import { bus } from '../../src/lib/bus';
import type { PrintCount } from '../../server/contracts/voucher';

export type CallOptions = { token: string; apiBase: string; lang: string };

async function call(o: CallOptions, path: string, init: { method?: string; body?: unknown; binary?: boolean } = {}): Promise<Response> {
  const url = `${o.apiBase}${path}`;
  bus.emit('http:started', { url });
  let code = 0;
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${o.token}`, 'Accept-Language': o.lang, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    code = res.status;
    const type = res.headers.get('content-type') ?? '';
    // A file call that answers JSON is an error with its reason, whatever the status.
    if (!res.ok || (init.binary && type.includes('json'))) {
      const body = (await res.json().catch(() => ({}))) as { msg?: string };
      throw new Error(body.msg || String(res.status));
    }
    return res;
  } finally {
    bus.emit('http:settled', { url, code });
  }
}

const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const row = (voucherId: number) => ({ currentRow: { voucherId }, parament: {} });

/** The file name the server gave (filename*=UTF-8''…), else `fallback`. */
function fileName(res: Response, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

export const previewCalls = (o: CallOptions) => ({
  /** Any PDF the server holds at `path` (a task's result: a report's PDF). */
  file: async (path: string) => new Uint8Array(await (await call(o, path, { binary: true })).arrayBuffer()),
  /** The voucher as the server prints it (application/pdf). */
  pdf: async (id: number) => new Uint8Array(await (await call(o, '/crmPrint/printpdf/voucherprint', { method: 'POST', body: row(id), binary: true })).arrayBuffer()),
  count: async (id: number) => json<PrintCount>(await call(o, `/crmPrint/printpdf/countPrintRecordDetail?voucherId=${id}`)),
  record: async (id: number) => void (await call(o, '/crmPrint/printpdf/voucherPrintRecord', { method: 'POST', body: row(id) })),
  exportXlsx: async (id: number) => {
    const res = await call(o, '/crmPrint/printpdf/voucherExport', { method: 'POST', body: row(id), binary: true });
    return { blob: await res.blob(), name: fileName(res, `voucher_${id}.xlsx`) };
  },
});
