/**
 * Excel export of a list: posts the current filters (as JSON, not form-encoded) to the list's export
 * call and saves the answer as `${name}_${YYYYMMDDHHmmss}.xlsx`; a JSON answer is the server's error and
 * is shown by download().
 */
import { download } from '../lib/api';

/** Local time as YYYYMMDDHHmmss, the stamp the original product puts in export file names. */
export function fileStamp(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
}

export function exportFileName(name: string, at: Date = new Date()): string {
  return `${name}_${fileStamp(at)}.xlsx`;
}

/** e.g. exportXlsx('/htservice/config/export', { configName, pageNum, pageSize }, t('page.config')) */
export function exportXlsx(url: string, filters: Record<string, unknown>, name: string, at: Date = new Date()): Promise<void> {
  return download(url, { ...filters }, exportFileName(name, at), { form: false });
}
