/**
 * The server's PDF through pdf.js: opened once, a page drawn into a canvas at a zoom, and printing
 * every page. The pdf.js worker is served from our own origin (build.mjs copies it next to the
 * bundles under its version), so the CSP's script-src 'self' covers it; eval stays off for the CSP.
 *
 * Printing draws each page into an image in a print-only container of the host page and calls
 * window.print(): no PDF plugin or blob: frame is involved, so it works under the CSP as it is (img-src
 * allows blob:) and the same in every browser.
 */
import { getDocument, GlobalWorkerOptions, version, type PDFDocumentProxy } from 'pdfjs-dist';

/** Default worker address: the copy build.mjs writes to dist/public/assets. */
export const DEFAULT_WORKER = `/assets/pdf.worker-${version}.js`;

/** 1 CSS px = 0.75 pt: a zoom of 100 % shows the sheet at its printed size. */
const PX_PER_PT = 96 / 72;
/** Printed pages are drawn at 2× the CSS pixels of the sheet, sharp enough on paper. */
const PRINT_SCALE = 2 * PX_PER_PT;

export async function openPdf(bytes: Uint8Array, workerSrc: string): Promise<PDFDocumentProxy> {
  GlobalWorkerOptions.workerSrc = workerSrc;
  return getDocument({ data: bytes, isEvalSupported: false }).promise;
}

/** Draws page `number` (1-based) into `canvas` at `zoom` percent, sharp on high-density screens. */
export async function drawPage(pdf: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement, zoom: number): Promise<void> {
  const page = await pdf.getPage(number);
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (zoom / 100) * PX_PER_PT * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}

const PRINT_CSS = `
@media screen{.ht-print-pages{display:none}}
@media print{body>*:not(.ht-print-pages){display:none!important}.ht-print-pages img{display:block;width:100%;break-after:page}@page{size:A5 landscape;margin:0}}`;

/** Prints every page of `pdf`; the images are removed once the print dialog is done. */
export async function printPdf(pdf: PDFDocumentProxy): Promise<void> {
  const box = document.createElement('div');
  box.className = 'ht-print-pages';
  box.setAttribute('aria-hidden', 'true');
  const style = document.createElement('style');
  style.textContent = PRINT_CSS;
  box.append(style);
  const urls: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png'));
    const img = document.createElement('img');
    urls.push((img.src = URL.createObjectURL(blob)));
    img.alt = '';
    box.append(img);
  }
  await Promise.all([...box.querySelectorAll('img')].map((img) => img.decode()));
  document.body.append(box);
  const done = () => {
    box.remove();
    for (const u of urls) URL.revokeObjectURL(u);
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
