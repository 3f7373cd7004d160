// Hostile spreadsheets for the import's limits, built in memory: used by the server tests and by
// bench/import-bombs.mjs (the before/after figures).
import ExcelJS from 'exceljs';
import { crc32, constants, deflateRawSync } from 'node:zlib';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ZipPart {
  name: string;
  /** Raw deflate data, its CRC-32 and the size it inflates to. */
  deflated: Buffer;
  crc: number;
  size: number;
}

const part = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/** A zip of deflated parts (no data descriptors, no zip64): what an .xlsx is. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the given sheet part. */
function workbook(sheet: ZipPart, extra: ZipPart[] = []): Buffer {
  return zip([
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Teachers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
    ...extra,
  ]);
}

/** A small workbook with `n` more (empty) parts. */
export const manyPartsXlsx = (n: number) =>
  workbook(
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${NS}"><sheetData/></worksheet>`),
    Array.from({ length: n }, (_, i) => part(`xl/media/empty${i}.xml`, '')),
  );

/**
 * A zip bomb: an .xlsx of about 1 MB whose sheet inflates to `mb` MB (a header cell, then spaces). The spaces are one
 * deflated MiB repeated: each copy ends on a full flush, so the copies are independent blocks of one stream.
 */
export function zipBombXlsx(mb = 1024, { declare }: { declare?: number } = {}): Buffer {
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>First Name</t></is></c></row>`,
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const mib = Buffer.alloc(1024 * 1024, ' ');
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const block = deflateRawSync(mib, flush);
  let crc = crc32(head);
  for (let i = 0; i < mb; i++) crc = crc32(mib, crc);
  crc = crc32(tail, crc);
  const deflated = Buffer.concat([deflateRawSync(head, flush), ...Array.from({ length: mb }, () => block), deflateRawSync(tail)]);
  // `declare`: the size its zip directory claims, smaller than the truth (a lying bomb).
  return workbook({ name: 'xl/worksheets/sheet1.xml', deflated, crc, size: declare ?? head.length + mb * mib.length + tail.length });
}

/** The issue's 6 KB workbook: one cell in A1 and one in XFD1048576 (its dimension A1:XFD1048576). */
export async function hugeDimensionXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Teachers');
  ws.getCell('A1').value = 'First Name';
  ws.getCell('XFD1048576').value = 'x';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A sheet written by hand with no <dimension>: only its rows say how large it is. */
export function sheetXlsx(rows: { r: number; cells: [string, string][] }[]): Buffer {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>` +
    rows
      .map(
        ({ r, cells }) => `<row r="${r}">${cells.map(([ref, v]) => `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
      )
      .join('') +
    '</sheetData></worksheet>';
  return workbook(part('xl/worksheets/sheet1.xml', xml));
}

/** A header line, then `mb` MB of blank lines. */
export const blankLinesCsv = (mb = 10) =>
  Buffer.concat([Buffer.from('First Name,Last Name\r\n'), Buffer.alloc(mb * 1024 * 1024 - 22, '\n')]);

/** A CSV of a header and `rows` teachers. */
export function rowsCsv(rows: number): string {
  const lines = ['First Name,Last Name,TEA ID'];
  for (let i = 0; i < rows; i++) lines.push(`First${i},Last${i},${7_000_000 + i}`);
  return lines.join('\r\n');
}

/** The same as an .xlsx workbook. */
export async function rowsXlsx(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Teachers');
  ws.addRow(['First Name', 'Last Name', 'TEA ID']);
  for (let i = 0; i < rows; i++) ws.addRow([`First${i}`, `Last${i}`, 7_000_000 + i]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
