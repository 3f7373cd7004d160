/**
 * Build step of remote-public (scripts/build.mjs runs it after webpack): renders the public content pages
 * to static HTML, so that / and the other pages paint from the HTML before any script has run. Writes
 * dist/prerender.json: for each path, the page's markup and its styles. The server puts them into the
 * shell's index.html, with the runtime contact details in place of the placeholders below; the shell
 * renders the app off-screen and swaps it in once the area is ready (shell/src/prerendered.ts).
 * Pages with forms or live data (contact, sign in, sign-up, passwords, browse) are not prerendered:
 * typing into a static copy would be lost at the swap, and data would be stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AuthProvider, DEFAULT_APP_CONFIG, useConfigStore } from 'shared-auth';
import { DEFAULT_CONTACT_EMAIL, PRERENDER_CONTACT_EMAIL, PRERENDER_CONTACT_PHONE, type PrerenderedPage } from 'shared-domain';
import { UiProvider } from 'shared-ui';
import PublicRoutes from '../src/routes';
import { paths } from '../src/paths';

const PRERENDERED_PATHS = [
  paths.home,
  paths.about,
  paths.careers,
  paths.districts,
  paths.teachers,
  paths.help,
  paths.faq,
  paths.support,
  paths.privacy,
  paths.terms,
].map((p) => p.path);

async function render(location: string): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <AuthProvider>
            <UiProvider>
              <PublicRoutes />
            </UiProvider>
          </AuthProvider>
        </StaticRouter>,
      ),
    );
    let body = '';
    for await (const chunk of prelude) body += String(chunk);
    return { head: sheet.getStyleTags(), body };
  } finally {
    sheet.seal();
  }
}

async function main() {
  (globalThis as { __BUILD_LABEL__?: string }).__BUILD_LABEL__ = process.env.PORTAL_BUILD_LABEL || '';
  // A server render reads a zustand store's initial state (not its current one): the placeholders go there.
  useConfigStore.getInitialState().config = {
    ...DEFAULT_APP_CONFIG,
    contactEmail: PRERENDER_CONTACT_EMAIL,
    contactPhone: PRERENDER_CONTACT_PHONE,
  };
  const out: Record<string, PrerenderedPage> = {};
  for (const path of PRERENDERED_PATHS) {
    const page = await render(path);
    if (!page.body.includes('<h1')) throw new Error(`prerender: ${path} rendered no heading`);
    if (page.body.includes(DEFAULT_CONTACT_EMAIL))
      throw new Error(`prerender: ${path} has the default contact e-mail, not the placeholder`);
    out[path] = page;
  }
  const dir = process.env.OUTPUT_PATH || join(__dirname, '..', 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'prerender.json'), JSON.stringify(out));
  console.log(`prerendered ${PRERENDERED_PATHS.length} public pages`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
