/** A PDF's text as a reader sees it: each page's text items (pdf.js), joined by spaces. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    out.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return out;
}
