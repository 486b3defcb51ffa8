/**
 * The entries of a zip archive (an xlsx is one) as its central directory declares them, and the inflation
 * of one entry with a cap on the bytes it may produce. Hand-written because no library here exposes both:
 * fflate's unzipSync lists the declared sizes but, given a size, silently truncates an entry that inflates
 * to more (so it cannot measure a lying one), and jszip, which exceljs reads with, keeps them private and
 * checks a size only after inflating the whole entry into memory. The central directory is what jszip
 * (and so exceljs) reads too, so these are the entries exceljs will inflate.
 * Zip64 is not read: its markers mean an entry or an archive of 4 GB or 65,535 entries, far beyond any
 * limit here, so such an archive is refused as too large rather than measured.
 */
import { inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localHeader: number };

/** The archive cannot be read as a zip; `tooLarge`: it declares zip64 sizes (see above). */
export class ZipFormatError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is the last 22 bytes, followed by a comment of up to 65,535 bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = bytes.length - 22;
  while (end >= floor && view.getUint32(end, true) !== EOCD) end--;
  if (end < floor) throw new ZipFormatError('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === ZIP64_MARK) throw new ZipFormatError('zip64 archive', true);
  if (count > 0 && (at + 4 > bytes.length || view.getUint32(at, true) !== CENTRAL)) throw new ZipFormatError('bad central directory');
  const entries: ZipEntry[] = [];
  // Read as jszip reads: every header from the directory's start while the signature holds, whatever the
  // end record's count says, so an entry left out of the count is checked as exceljs will inflate it.
  while (at + 46 <= bytes.length && view.getUint32(at, true) === CENTRAL) {
    const nameLength = view.getUint16(at + 28, true);
    const entry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK || entry.localHeader === ZIP64_MARK) throw new ZipFormatError('zip64 entry', true);
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * The entry's bytes, inflated; throws RangeError (ERR_BUFFER_TOO_LARGE) as soon as they pass `maxBytes`,
 * whatever the central directory declared, so a lying archive never takes more than that.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeader;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw new ZipFormatError(`bad local header for ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError(`${entry.name}: compression method ${entry.method}`);
  // zlib wants a limit of at least one byte; an empty entry still fits a budget spent to the byte.
  const out = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  if (out.length > maxBytes) throw new RangeError(`${entry.name} is larger than ${maxBytes} bytes`);
  return out;
}
