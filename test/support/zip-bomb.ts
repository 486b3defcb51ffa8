/**
 * Hostile xlsx files for the limit tests: a minimal workbook whose one sheet is many megabytes of the same
 * row, which deflates about a thousand to one (a zip bomb), written by a small zip writer that can also
 * make the central directory lie about the unpacked sizes.
 */
import { crc32, deflateRawSync } from 'node:zlib';

type Entry = { name: string; data: Uint8Array; declaredSize?: number };

/**
 * A zip of `entries` (deflated); `declaredSize` replaces an entry's true size in both headers, `counted`
 * is the number of entries the end record declares (default: all).
 */
function zipOf(entries: Entry[], counted = entries.length): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(counted, 8);
  end.writeUInt16LE(counted, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const ROW = '<row><c t="inlineStr"><is><t>仓库</t></is></c></row>';

/**
 * An xlsx whose sheet holds `sheetMb` megabytes of one repeated row. Tricks: 'lying sizes', the directory
 * declares every entry at 1 KB, so only the bytes inflated can tell; 'uncounted entry', the end record
 * counts every entry but the sheet, which a reader going by the count never sees (jszip reads it).
 */
export function xlsxBomb(sheetMb: number, trick?: 'lying sizes' | 'uncounted entry'): Uint8Array {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  const rows = Buffer.alloc(sheetMb * 1024 * 1024, ROW);
  const parts: Entry[] = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>'),
    },
    { name: 'xl/workbook.xml', data: Buffer.from(`<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="stock" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat([head, rows, tail]) },
  ];
  if (trick === 'uncounted entry') return zipOf(parts, parts.length - 1);
  return zipOf(trick === 'lying sizes' ? parts.map((p) => ({ ...p, declaredSize: 1024 })) : parts);
}
