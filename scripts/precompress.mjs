import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|html|css|json|svg|txt|map)$/;

/** Writes .br and .gz beside every compressible file of 1 KB or more, so the server sends them as they are. */
export async function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      files += (await precompress(p)).files;
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(p).size < 1024) continue;
    const data = readFileSync(p);
    writeFileSync(`${p}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${p}.gz`, gzipSync(data, { level: 9 }));
    files++;
  }
  return { files };
}
