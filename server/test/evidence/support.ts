import type { FastifyInstance } from 'fastify';
import { as } from '../support/test-app';

/** A multipart/form-data body with one file part named `file` (what the upload form sends). */
export function fileForm(file: { name: string; type: string; data: Buffer }) {
  const boundary = `----doc${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** File contents by their magic bytes, padded with `size` bytes that vary (so chunks differ). */
const body = (size: number, seed = 7) => {
  const b = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    b[i] = x >> 16;
  }
  return b;
};
export const files = {
  pdf: (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), body(size)]),
  png: (size = 2048) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), body(size, 3)]),
  jpeg: (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), body(size, 5)]),
  exe: (size = 2048) => Buffer.concat([Buffer.from('MZ\x90\x00'), body(size, 11)]),
};

export async function upload(
  app: FastifyInstance,
  token: string,
  teacherId: string,
  kind: string,
  file: { name: string; type: string; data: Buffer },
) {
  const form = fileForm(file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/teachers/${teacherId}/documents/${kind}`,
    ...as(token, form.headers),
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function download(app: FastifyInstance, token: string, url: string) {
  const res = await app.inject({ method: 'GET', url, ...as(token) });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
}
