import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_ERROR_TEXTS, API_ROUTES, API_SUMMARIES, apiErrorStatuses, apiOperationId, type ApiRoute } from 'shared-domain';
import { accessFor } from './auth';

export const DOCS_PREFIX = '/api/docs';

type Transform = typeof jsonSchemaTransform;

/** Who may call a route, as the role table says, for the reader of the document. */
function accessText(method: string, url: string): string | undefined {
  const access = accessFor(method, url);
  if (access === undefined) return undefined;
  const who = access === 'public' ? 'public (no token)' : access === 'any' ? 'any signed-in user' : access.join(', ');
  const note = (API_ROUTES as readonly ApiRoute[]).find((r) => r.method === method && r.path === url)?.note;
  return `Access: ${who}${note ? `. ${note}` : ''}`;
}

type JsonSchema = { anyOf?: JsonSchema[]; description?: string } & Record<string, unknown>;
const MEDIA_NOTE = /^([a-z]+\/[\w.+-]+): /;

/**
 * A response that is JSON or another media type (a union whose other member is described as 'text/csv: …', as
 * GET /api/compliance?format=csv) becomes one response with a content entry per media type, not a JSON anyOf.
 */
function splitMediaTypes(response: Record<string, JsonSchema> | undefined) {
  if (!response) return response;
  return Object.fromEntries(
    Object.entries(response).map(([code, schema]) => {
      const other = schema.anyOf?.filter((s) => MEDIA_NOTE.test(s.description ?? '')) ?? [];
      if (!schema.anyOf || other.length === 0) return [code, schema];
      const json = schema.anyOf.filter((s) => !other.includes(s));
      const content: Record<string, { schema: JsonSchema }> = {
        'application/json': { schema: json.length === 1 ? json[0] : { anyOf: json } },
      };
      for (const s of other)
        content[MEDIA_NOTE.exec(s.description!)![1]] = { schema: { ...s, description: s.description!.replace(MEDIA_NOTE, '') } };
      return [code, { description: schema.description ?? 'Default Response', content }];
    }),
  );
}

/**
 * The 4xx answers the route really gives (apiErrorStatuses: derived from its row and its schemas, plus
 * the handler's own in API_ERRORS), each with the error body, in place of the one generic 4xx of `replies()`. A
 * status the route's schema describes itself (sign-in's 401 and 403 carry its own body) keeps that schema.
 */
function errorResponses(
  response: Record<string, JsonSchema> | undefined,
  route: { method: string; path: string; access: ApiRoute['access'] },
  takesInput: boolean,
) {
  const errorBody = response?.['4xx'];
  if (!response || !errorBody) return response;
  const out: Record<string, JsonSchema> = {};
  for (const [code, schema] of Object.entries(response)) if (code !== '4xx') out[code] = schema;
  for (const code of apiErrorStatuses(route, takesInput))
    out[String(code)] ??= { ...errorBody, description: API_ERROR_TEXTS[code] ?? 'Error' };
  return out;
}

/**
 * The zod transform, plus: only /api routes (never the docs themselves or the static files), and for each one the
 * access rule of API_ROUTES and the bearer scheme when a token is needed.
 */
const transform: Transform = (input) => {
  const { url, route } = input;
  if (!url.startsWith('/api/') || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return { schema: { hide: true }, url };
  const out = jsonSchemaTransform(input);
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const access = accessFor(method, url);
  const schema = { ...(out.schema as Record<string, unknown>) };
  const path = url.replace(/\{(\w+)\}/g, ':$1');
  const own = (input.schema ?? {}) as Record<string, unknown>;
  const takesInput = Boolean(own.body || own.params || own.querystring || own.headers);
  const errors =
    access === undefined
      ? schema.response
      : errorResponses(schema.response as Record<string, JsonSchema> | undefined, { method, path, access }, takesInput);
  schema.response = splitMediaTypes(errors as Record<string, JsonSchema> | undefined);
  const description = accessText(method, url);
  if (description) schema.description = description;
  schema.tags = [url.split('/')[2]];
  // Redocly's recommended rules. The words come from one table (API_SUMMARIES), the id from the route.
  const key = `${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`;
  if (API_SUMMARIES[key]) schema.summary = API_SUMMARIES[key];
  schema.operationId = apiOperationId(method, key.slice(method.length + 1));
  // A public route declares that it needs no token (an empty requirement), the others the bearer token.
  schema.security = access !== undefined && access !== 'public' ? [{ bearerAuth: [] }] : [{}];
  return { ...out, schema };
};

type Doc = {
  paths?: Record<string, Record<string, { requestBody?: unknown }>>;
  components?: { schemas?: Record<string, unknown> };
} & Record<string, unknown>;

/** The import's multipart body, which no zod schema describes (the handler reads the parts as they stream). */
const IMPORT_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          mapping: {
            type: 'string',
            description:
              'Optional JSON object: header → dotted record field ("" leaves a column out). Without it the server matches the headers by name and answers the mapping it used (mappedBy: "server").',
          },
          file: {
            type: 'string',
            format: 'binary',
            description: 'A CSV or .xlsx file (10 MB, 20,000 rows at most); its first row holds the headers.',
          },
        },
      },
      examples: {
        fileAlone: {
          summary: 'A file alone: the server matches its headers',
          value: { file: 'First Name,Last Name,TEA ID,Email\nAda,Lovelace,9300001,ada@example.org\n' },
        },
        withMapping: {
          summary: "A file with a mapping, which wins over the server's match",
          value: {
            mapping: '{"Given":"name.first","Family":"name.last","TEA":"teaId"}',
            file: 'Given,Family,TEA\nAda,Lovelace,9300001\n',
          },
        },
      },
    },
  },
};

/** The component schemas a document reaches from its paths (following $refs), so that the others can go. */
function reachableSchemas(doc: Doc): Set<string> {
  const seen = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      const m = k === '$ref' && typeof x === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(x) : null;
      if (m && !seen.has(m[1])) {
        seen.add(m[1]);
        walk(doc.components?.schemas?.[m[1]]);
      } else walk(x);
    }
  };
  walk(doc.paths);
  return seen;
}

/**
 * The zod transform of the whole document, plus: `servers` (PUBLIC_URL), the import's multipart body with its
 * examples, and no component schema nothing refers to (zod's *Input twins of the response schemas).
 */
function transformObjectFor(publicUrl: string): typeof jsonSchemaTransformObject {
  return (input) => {
    const doc = jsonSchemaTransformObject(input) as Doc;
    doc.servers = [{ url: publicUrl, description: 'This portal' }];
    // The portal's own terms (the public site's /terms page) govern the use of its API.
    (doc.info as Record<string, unknown>).license = { name: 'Terms of use', url: `${publicUrl}/terms` };
    const imp = doc.paths?.['/api/teachers/import']?.post;
    if (imp) imp.requestBody = IMPORT_BODY;
    const used = reachableSchemas(doc);
    if (doc.components?.schemas)
      doc.components.schemas = Object.fromEntries(Object.entries(doc.components.schemas).filter(([name]) => used.has(name)));
    return doc;
  };
}

// The browser's, where requestInterceptor runs (the server has no DOM).
type KeyValueStore = { getItem(key: string): string | null };
declare const window: { localStorage: KeyValueStore; sessionStorage: KeyValueStore };

/**
 * Runs in the browser, in the docs page: sends the portal's stored session token (same origin; 'authToken' is
 * shared-auth's STORAGE_KEYS.token) with every request the page makes, the document included. So an admin signed
 * in to the portal opens /api/docs and reads the contract; anyone else gets the page without the document
 * (401/403 on /api/docs/json). @fastify/swagger-ui copies its source into the page: it must use nothing outside its body.
 */
function requestInterceptor<R extends { headers?: unknown }>(request: R): R {
  const headers = request.headers as Record<string, string>;
  const token = window.localStorage.getItem('authToken') ?? window.sessionStorage.getItem('authToken');
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  return request;
}

/**
 * The published contract: an OpenAPI 3.1 document built from the routes' zod schemas (requests and responses),
 * at /api/docs/json (and /yaml), with Swagger UI at /api/docs. API_ROUTES decides access like for every /api
 * route: the page and its static files are public (they hold no data), the document is admin-only.
 * Registered before the routes, so that it sees them all.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Teacher Portal API',
          description:
            'Every /api route with its request and response schemas. Errors are `ApiErrorBody` (`{ message, fieldErrors?, current? }`).',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform,
      transformObject: transformObjectFor(app.env.PUBLIC_URL),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { requestInterceptor } });
  },
  { name: 'openapi', dependencies: ['auth', 'env'] },
);
