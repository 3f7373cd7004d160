import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRERENDER_CONTACT_EMAIL, PRERENDER_CONTACT_PHONE, type PrerenderedPage } from 'shared-domain';

export interface ComposedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts remote-public's prerendered pages into the shell's index.html, with the runtime contact details in
 * place of the build's placeholders, so that a public page paints before any script runs. Both files are
 * re-read when they change on disk (a remote redeployed in place is picked up); each page is composed and
 * compressed once per change.
 */
export function prerenderedPages(shellIndex: string, prerenderJson: string, contact: { email: string; phone: string }) {
  let stamp = '';
  let pages = new Map<string, ComposedPage>();
  const email = escapeHtml(contact.email);
  const phone = escapeHtml(contact.phone);
  const tel = escapeHtml(contact.phone.replace(/[^\d+]/g, ''));

  function load() {
    let next: string;
    try {
      next = `${statSync(shellIndex).mtimeMs}:${statSync(prerenderJson).mtimeMs}`;
    } catch {
      pages = new Map();
      stamp = '';
      return;
    }
    if (next === stamp) return;
    stamp = next;
    pages = new Map();
    try {
      const index = readFileSync(shellIndex, 'utf8');
      const all = JSON.parse(readFileSync(prerenderJson, 'utf8')) as Record<string, PrerenderedPage>;
      // #root is the last element of the shell's body (its scripts are deferred, in the head).
      const root = /<div id="?root"?>[\s\S]*<\/div>(?=\s*<\/body>)/.exec(index);
      if (!root || !index.includes('</head>')) return;
      for (const [path, page] of Object.entries(all)) {
        if (typeof page?.head !== 'string' || typeof page?.body !== 'string') continue;
        const fill = (s: string) =>
          s
            .split(PRERENDER_CONTACT_EMAIL)
            .join(email)
            .split(`tel:${PRERENDER_CONTACT_PHONE}`)
            .join(`tel:${tel}`)
            .split(PRERENDER_CONTACT_PHONE)
            .join(phone);
        const html = index
          .replace('</head>', () => `${page.head}</head>`)
          .replace(root[0], () => `<div id="root" data-prerendered="${escapeHtml(path)}">${fill(page.body)}</div>`);
        const buf = Buffer.from(html);
        pages.set(path, {
          html: buf,
          br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(buf, { level: 9 }),
        });
      }
    } catch {
      // A half-written or broken file: serve the plain shell until it is whole again.
      pages = new Map();
    }
  }

  return {
    /** The composed page for a path (trailing slash ignored), or undefined when it is not prerendered. */
    get(path: string): ComposedPage | undefined {
      load();
      return pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    },
  };
}
