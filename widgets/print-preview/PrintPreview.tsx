/**
 * The print preview of one voucher: THE server's PDF (pdf.ts) with page navigation and zoom, print
 * (records the print, then prints the PDF's pages), export (the voucher as .xlsx), and how often and by
 * whom it was printed. Given a document instead (a PDF the server holds, such as a report a task
 * produced), the same preview and printing, without the voucher's print records and export.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bus } from '../../src/lib/bus';
import { formatDateTime } from '../../src/lib/format-date';
import { tIn, type KeysUnder, type Locale, type TextParams } from '../../src/lib/i18n';
import type { PrintCount } from '../../server/contracts/voucher';
import { previewCalls, type CallOptions } from './calls';
import { drawPage, openPdf, printPdf } from './pdf';

const ZOOMS = [50, 75, 100, 125, 150, 200];

/** What to show: a voucher (by id) or a document at a path of the API. */
type PreviewSource = { voucherId: number } | { path: string };
type Props = CallOptions & { source: PreviewSource; lang: Locale; workerSrc: string };

export function PrintPreview({ source, lang, workerSrc, token, apiBase }: Props) {
  const voucherId = 'voucherId' in source ? source.voucherId : null;
  const path = 'path' in source ? source.path : null;
  const T = (k: KeysUnder<'printPreview'>, p?: TextParams) => tIn(lang, `printPreview.${k}`, p);
  const calls = useMemo(() => previewCalls({ token, apiBase, lang }), [token, apiBase, lang]);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [count, setCount] = useState<PrintCount | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(100);
  const [drawn, setDrawn] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let doc: PDFDocumentProxy | undefined;
    let gone = false;
    (voucherId !== null ? calls.pdf(voucherId) : calls.file(path!))
      .then((bytes) => openPdf(bytes, workerSrc))
      .then((opened) => {
        doc = opened;
        if (gone) void opened.destroy();
        else setPdf(opened);
      })
      .catch((e: Error) => !gone && setFailed(e.message));
    if (voucherId !== null) calls.count(voucherId).then(setCount, () => undefined);
    return () => {
      gone = true;
      void doc?.destroy();
    };
  }, [calls, voucherId, path, workerSrc]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let current = true;
    drawPage(pdf, page, canvas.current, zoom).then(
      () => current && setDrawn(`${page}@${zoom}`),
      (e: Error) => current && e.name !== 'RenderingCancelledException' && setFailed(e.message),
    );
    return () => {
      current = false;
    };
  }, [pdf, page, zoom]);

  if (failed)
    return (
      <Alert color="red" role="alert">
        {T('loadFailed', { msg: failed })}
      </Alert>
    );
  const pages = pdf?.numPages ?? 0;
  const print = async () => {
    if (!pdf) return;
    setBusy(true);
    try {
      if (voucherId !== null) {
        await calls.record(voucherId);
        const now = await calls.count(voucherId);
        setCount(now);
        bus.emit('voucher:printed', { voucherId, total: now.total });
      }
      await printPdf(pdf);
    } finally {
      setBusy(false);
    }
  };
  const exportXlsx = async () => {
    if (voucherId === null) return;
    const { blob, name } = await calls.exportXlsx(voucherId);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  const zoomAt = ZOOMS.indexOf(zoom);
  return (
    <Stack gap="sm" data-ht="print-preview" data-voucher-id={voucherId ?? undefined}>
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)} data-ht="print-prev">
            {T('prev')}
          </Button>
          <Text size="sm" data-ht="print-page" data-page={page} data-pages={pages}>
            {pdf ? T('page', { page, count: pages }) : T('loading')}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)} data-ht="print-next">
            {T('next')}
          </Button>
          <Button size="xs" variant="default" aria-label={T('zoomOut')} disabled={zoomAt <= 0} onClick={() => setZoom(ZOOMS[zoomAt - 1])}>
            −
          </Button>
          <Text size="sm" aria-label={T('zoom')} data-ht="print-zoom">{`${zoom}%`}</Text>
          <Button size="xs" variant="default" aria-label={T('zoomIn')} disabled={zoomAt >= ZOOMS.length - 1} onClick={() => setZoom(ZOOMS[zoomAt + 1])}>
            +
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="xs" disabled={!pdf} loading={busy} onClick={() => void print().catch((e: Error) => setFailed(e.message))} data-ht="print-print">
            {T('print')}
          </Button>
          {voucherId !== null && (
            <Button size="xs" variant="light" onClick={() => void exportXlsx().catch((e: Error) => setFailed(e.message))} data-ht="print-export">
              {T('export')}
            </Button>
          )}
        </Group>
      </Group>
      {voucherId !== null && (
        <Text size="sm" role="status" data-ht="print-count" data-count={count?.total ?? 0}>
          {count && count.total > 0 ? T('printed', { n: count.total }) : T('neverPrinted')}
          {count?.byUser.map((u) => `　${T('printedBy', { name: u.userName, n: u.count, at: formatDateTime(u.lastAt) })}`).join('')}
        </Text>
      )}
      <div style={{ overflow: 'auto', background: '#e9ecef', padding: 12, maxHeight: '70vh', maxWidth: '90vw' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={T('sheet', { page, count: pages })}
          data-ht="print-canvas"
          data-drawn={drawn}
          style={{ display: 'block', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.2)' }}
        />
      </div>
    </Stack>
  );
}
