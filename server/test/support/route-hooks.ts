import type { FastifyInstance } from 'fastify';

/**
 * The preHandler hooks of every route, by "METHOD /path", read from Fastify's own route listing (printRoutes with
 * its hooks: the names of the functions each route runs, route-level and inherited alike).
 */
export function preHandlers(app: FastifyInstance): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const stack: { column: number; paths: string[] }[] = [];
  let current: string[] = [];
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const route = /^([│ ]*(?:[├└]── )?)(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (route) {
      const [, lead, segment, methods] = route;
      while (stack.length && stack[stack.length - 1].column >= lead.length) stack.pop();
      // Parameters of different names at one place share a node, printed "/:kind|:documentId".
      const [first, ...others] = segment.split('|');
      const ends = [first, ...others.map((o) => first.slice(0, first.indexOf(':')) + o)];
      const parents = stack.length ? stack[stack.length - 1].paths : [''];
      const paths = parents.flatMap((p) => ends.map((e) => p + e));
      stack.push({ column: lead.length, paths });
      current = methods.split(', ').flatMap((m) => paths.map((path) => `${m} ${path}`));
      for (const key of current) found.set(key, []);
      continue;
    }
    const hooks = /• \(preHandler\) (\[.*\])$/.exec(line);
    if (hooks) {
      const names = (JSON.parse(hooks[1]) as string[]).map((n) => n.replace(/\(\)$/, ''));
      for (const key of current) found.set(key, names);
    }
  }
  return found;
}
