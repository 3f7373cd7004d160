/** A multipart/form-data body with the mapping field and one file. */
export function multipart(file: { name: string; type: string; data: Buffer | string }, mapping: unknown) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${typeof mapping === 'string' ? mapping : JSON.stringify(mapping)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(file.data), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
