// The central directory of a zip (an .xlsx is one), read with yauzl without inflating anything: how many parts it
// holds and how large each says it inflates to, so that the import's limits are checked before any inflating.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type ZipDirectory =
  | { ok: true; zip: ZipFile; entries: Map<string, Entry> }
  /** `unreadable`: not a zip (or encrypted, or compressed other than stored/deflated); `parts`, `size`: over a limit. */
  | { ok: false; reason: 'unreadable' | 'parts' | 'size' };

/**
 * The directory, refused when it has more than `maxParts` entries (known from the end record, before any entry is
 * read) or declares more than `maxBytes` inflated in total. The caller closes `zip` when done.
 */
export function readZipDirectory(buf: Buffer, maxParts: number, maxBytes: number): Promise<ZipDirectory> {
  return new Promise((resolve) => {
    // validateEntrySizes: a part that inflates to more than its entry declares fails its stream (a lying directory).
    yauzl.fromBuffer(buf, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return resolve({ ok: false, reason: 'unreadable' });
      const refuse = (reason: 'unreadable' | 'parts' | 'size') => {
        zip.close();
        resolve({ ok: false, reason });
      };
      if (zip.entryCount > maxParts) return refuse('parts');
      const entries = new Map<string, Entry>();
      let total = 0;
      zip.on('entry', (e: Entry) => {
        total += e.uncompressedSize;
        if (total > maxBytes) return refuse('size');
        if (e.isEncrypted() || (e.compressionMethod !== 0 && e.compressionMethod !== 8)) return refuse('unreadable');
        entries.set(e.fileName, e);
        zip.readEntry();
      });
      zip.once('end', () => resolve({ ok: true, zip, entries }));
      zip.once('error', () => refuse('unreadable'));
      zip.readEntry();
    });
  });
}

/** The part's inflated bytes as a stream (yauzl checks its CRC and its declared size as it inflates). */
export function openEntry(zip: ZipFile, e: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(e, (err, stream) => (err || !stream ? reject(err ?? new Error('unreadable part')) : resolve(stream)));
  });
}
