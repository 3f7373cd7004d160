import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';

/**
 * Every web address, e-mail address and IP address, with or without a scheme, under any top-level domain in use (and
 * the reserved ones, which a mail reader may still link).
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true })
  .tlds(tlds, true)
  .tlds(['example', 'test', 'invalid', 'localhost', 'local', 'onion'], true);

/** One found address made harmless: no scheme, and no dot or @ a mail reader could turn back into a link. */
const defang = (raw: string) =>
  raw
    .replace(/^[a-z][a-z0-9+.-]*:(\/\/)?/i, '')
    .replace(/^\/\//, '')
    .replace(/\./g, '[.]')
    .replace(/@/g, '[at]');

/**
 * Text someone outside the program typed, for a plain-text e-mail: on one line (no made-up paragraphs), without
 * markup or control characters, every address disarmed ("http://evil.example/login" -> "evil[.]example/login"), in
 * quotes.
 */
export function plainQuoted(text: string, max = 300): string {
  let s = text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  const found = linkify.match(s) ?? [];
  let out = '';
  let at = 0;
  for (const m of found) {
    out += s.slice(at, m.index) + defang(m.raw);
    at = m.lastIndex;
  }
  out += s.slice(at);
  // Whatever the finder did not take for an address still loses its scheme separator.
  out = out.replace(/:\/\//g, ' ');
  return `"${out.replace(/"/g, "'")}"`;
}
