// Fills deploy/nginx.conf.template: node deploy/render-nginx.mjs STATIC_ROOT=/srv/portal LISTEN=80 PREFIX=/var/lib/portal-nginx API_PORTS=3001,3002 > /etc/nginx/portal.conf
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');

/** The template with its placeholders filled; `apiPorts` become the upstream's server lines. */
export function renderNginx({ staticRoot, listen, prefix, apiPorts, apiHost = '127.0.0.1' }) {
  const values = {
    STATIC_ROOT: staticRoot,
    LISTEN: String(listen),
    PREFIX: prefix,
    API_SERVERS: apiPorts.map((p) => `    server ${apiHost}:${p} max_fails=3 fail_timeout=10s;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (m, name) => values[name] ?? m);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const a = Object.fromEntries(process.argv.slice(2).map((kv) => kv.split(/=(.*)/s).slice(0, 2)));
  process.stdout.write(
    renderNginx({
      staticRoot: a.STATIC_ROOT,
      listen: a.LISTEN ?? '80',
      prefix: a.PREFIX ?? '/var/lib/portal-nginx',
      apiPorts: (a.API_PORTS ?? '3001,3002').split(','),
    }),
  );
}
