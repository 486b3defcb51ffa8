/**
 * The print hook of a record page: the Print button emits `record:print` with the row, for a print
 * widget to take (templates, the print record of SPEC.md section 7). While no such widget listens,
 * the page prints the record's detail view itself through the browser: a label/value table written
 * into a hidden frame (DOM calls only: texts stay text, and no script runs under the CSP).
 */
import { bus } from '../../lib/bus';

export type PrintLine = [label: string, value: string];

/** Prints `lines` under `title` in a hidden frame, which is removed once printing is done. */
function printDetail(title: string, lines: PrintLine[]): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent =
    'body{font-family:sans-serif;margin:24px}h1{font-size:18px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:6px 8px;text-align:left;vertical-align:top}th{width:30%;background:#f2f2f2}';
  doc.head.append(style);
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const table = doc.createElement('table');
  for (const [label, value] of lines) {
    const tr = table.insertRow();
    const th = doc.createElement('th');
    th.textContent = label;
    tr.append(th);
    tr.insertCell().textContent = value;
  }
  doc.body.append(heading, table);
  const win = frame.contentWindow!;
  win.addEventListener('afterprint', () => frame.remove());
  win.print();
}

/** Emits the print event; without a listener of its own (a print widget), prints the detail view. */
export function printRecord(kind: string, row: Record<string, unknown>, title: string, lines: PrintLine[]): void {
  bus.emit('record:print', { kind, row });
  // bus.all holds the handlers by event; the DOM mirror listens to '*' and does not count as a widget.
  if (!bus.all.get('record:print')?.length) printDetail(title, lines);
}
