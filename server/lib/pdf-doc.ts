/**
 * A pdfkit document with a CJK font embedded, buffered into bytes. Chinese text needs the font in the
 * file (pdfkit subsets it): found at run time (HT_PDF_FONT, else the Noto Sans CJK of the usual Linux
 * packages) and read once; when none is installed the caller gets 503 pdfFontMissing instead of a PDF of
 * empty boxes. Shared by the voucher PDF and the report PDF.
 */
import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { HttpError } from '../errors.js';

export type PdfFont = { file: string; face: string };

/** Where the Linux packages put Noto Sans CJK (Debian/Ubuntu fonts-noto-cjk first); the Simplified Chinese face. */
const FONT_CANDIDATES: PdfFont[] = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk'].map((dir) => ({
  file: `${dir}/NotoSansCJK-Regular.ttc`,
  face: 'NotoSansCJKsc-Regular',
}));

/** Font files read so far (about 20 MB each, read once). */
const fontBytes = new Map<string, Buffer>();

/**
 * The configured font, else the first installed candidate; 503 pdfFontMissing when there is none (a
 * configured file that is missing is not replaced by a guess: the operator asked for that one).
 */
function cjkFont(configured: PdfFont | null): PdfFont & { bytes: Buffer } {
  const chosen = configured ? (existsSync(configured.file) ? configured : undefined) : FONT_CANDIDATES.find((f) => existsSync(f.file));
  if (!chosen) throw new HttpError(503, 'pdfFontMissing');
  if (!fontBytes.has(chosen.file)) fontBytes.set(chosen.file, readFileSync(chosen.file));
  return { ...chosen, bytes: fontBytes.get(chosen.file)! };
}

/**
 * A document (no first page: the caller adds its own) whose text is set in the CJK font; `finish` ends it
 * and answers the bytes. Buffered, not streamed, so an error can still be answered as JSON.
 */
export function openCjkPdf(title: string, font: PdfFont | null) {
  const { bytes, face } = cjkFont(font);
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title, Creator: 'hotel-backoffice' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('cjk', bytes, face).font('cjk');
  return {
    doc,
    async finish(): Promise<Uint8Array> {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
