// The central directory of a zip (an .xlsx is one), read from the buffer without inflating anything: how many parts
// it holds and how large each says it inflates to, so that the import's limits are checked before any inflating.

/** A part of the zip as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The size the directory declares once inflated (the reader refuses to inflate more). */
  size: number;
  /** Where the part's local header starts. */
  localOffset: number;
}

export type ZipDirectory =
  | { ok: true; entries: ZipEntry[] }
  /** `unreadable`: not a zip; `parts`: more entries than allowed; `size`: zip64 sizes or more than allowed in total. */
  | { ok: false; reason: 'unreadable' | 'parts' | 'size' };

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

/** The directory, refused when it has more than `maxParts` entries or declares more than `maxBytes` inflated. */
export function readZipDirectory(buf: Buffer, maxParts: number, maxBytes: number): ZipDirectory {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'unreadable' };
  const count = buf.readUInt16LE(end + 10);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === ZIP64) return { ok: false, reason: 'size' };
  if (count > maxParts) return { ok: false, reason: 'parts' };
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'unreadable' };
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (next > end) return { ok: false, reason: 'unreadable' };
    if (compressedSize === ZIP64 || size === ZIP64) return { ok: false, reason: 'size' };
    // Encrypted parts, or compression other than none and deflate, are not a workbook this portal can read.
    if (flags & 1 || (method !== 0 && method !== 8)) return { ok: false, reason: 'unreadable' };
    total += size;
    if (total > maxBytes) return { ok: false, reason: 'size' };
    const localOffset = buf.readUInt32LE(at + 42);
    entries.push({ name: buf.toString('utf8', at + 46, at + 46 + nameLength), method, compressedSize, size, localOffset });
    at = next;
  }
  return { ok: true, entries };
}

/** The part's compressed bytes (after its local header), or null when they are not inside the buffer. */
export function entryData(buf: Buffer, e: ZipEntry): Buffer | null {
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL) return null;
  const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  if (start + e.compressedSize > buf.length) return null;
  return buf.subarray(start, start + e.compressedSize);
}
