/**
 * The print preview of one voucher: its pages (sheet.ts) with page navigation and zoom, 打印 (records
 * the print, then the browser prints the pages), 导出 (the voucher as .xlsx), and how often and by
 * whom it was printed. The server PDF is not used: no PDF library is installed (see README).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bus } from '../../src/lib/bus';
import { tIn, type Locale } from '../../src/lib/i18n';
import type { PrintCount, VoucherDetail } from '../../server/contracts/voucher';
import { previewCalls, type CallOptions } from './calls';
import { paginate } from './pages';
import { buildSheet, printSheets, SHEET_CSS } from './sheet';

const ZOOMS = [50, 75, 100, 125, 150, 200];

type Props = CallOptions & { voucherId: number; lang: Locale };

export function PrintPreview({ voucherId, lang, ...call }: Props) {
  const T = (k: string, p?: Record<string, string | number>) => tIn(lang, `printPreview.${k}`, p);
  const calls = useMemo(() => previewCalls({ ...call, lang }), [call.token, call.apiBase, lang]);
  const [voucher, setVoucher] = useState<VoucherDetail | null>(null);
  const [count, setCount] = useState<PrintCount | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [zoom, setZoom] = useState(100);
  const paper = useRef<HTMLDivElement>(null);
  const pages = useMemo(() => (voucher ? paginate(voucher.lines) : []), [voucher]);

  useEffect(() => {
    calls.voucher(voucherId).then(setVoucher, (e: Error) => setFailed(e.message));
    calls.count(voucherId).then(setCount, () => undefined);
  }, [calls, voucherId]);
  useEffect(() => {
    const host = paper.current;
    if (!host || !voucher || !pages[page]) return;
    host.replaceChildren(buildSheet(document, voucher, pages[page], lang));
  }, [voucher, pages, page, lang]);

  if (failed) return <Alert color="red" role="alert">{T('loadFailed', { msg: failed })}</Alert>;
  if (!voucher) return null;
  const print = async () => {
    await calls.record(voucherId);
    const now = await calls.count(voucherId);
    setCount(now);
    bus.emit('voucher:printed', { voucherId, total: now.total });
    printSheets(voucher, pages, lang);
  };
  const exportXlsx = async () => {
    const blob = await calls.exportXlsx(voucherId);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${voucher.period}_${voucher.voucherNumber}.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  const zoomAt = ZOOMS.indexOf(zoom);
  return (
    <Stack gap="sm" data-ht="print-preview" data-voucher-id={voucherId}>
      <style>{SHEET_CSS}</style>
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>{T('prev')}</Button>
          <Text size="sm" data-ht="print-page">{T('page', { page: page + 1, count: pages.length })}</Text>
          <Button size="xs" variant="default" disabled={page >= pages.length - 1} onClick={() => setPage(page + 1)}>{T('next')}</Button>
          <Button size="xs" variant="default" aria-label={T('zoomOut')} disabled={zoomAt <= 0} onClick={() => setZoom(ZOOMS[zoomAt - 1])}>−</Button>
          <Text size="sm" aria-label={T('zoom')} data-ht="print-zoom">{`${zoom}%`}</Text>
          <Button size="xs" variant="default" aria-label={T('zoomIn')} disabled={zoomAt >= ZOOMS.length - 1} onClick={() => setZoom(ZOOMS[zoomAt + 1])}>+</Button>
        </Group>
        <Group gap="xs">
          <Button size="xs" onClick={() => void print().catch((e: Error) => setFailed(e.message))} data-ht="print-print">{T('print')}</Button>
          <Button size="xs" variant="light" onClick={() => void exportXlsx().catch((e: Error) => setFailed(e.message))} data-ht="print-export">{T('export')}</Button>
        </Group>
      </Group>
      <Text size="sm" role="status" data-ht="print-count" data-count={count?.total ?? 0}>
        {count && count.total > 0 ? T('printed', { n: count.total }) : T('neverPrinted')}
        {count?.byUser.map((u) => `　${T('printedBy', { name: u.userName, n: u.count, at: new Date(u.lastAt).toLocaleString() })}`).join('')}
      </Text>
      <div style={{ overflow: 'auto', background: '#e9ecef', padding: 12, maxHeight: '70vh' }}>
        <div ref={paper} style={{ transform: `scale(${zoom / 100})`, transformOrigin: 'top left', width: 'fit-content' }} />
      </div>
    </Stack>
  );
}
