import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { createDataVersionsRepository } from '../repositories/data-versions-repository';

/** Tables whose versions (migrations/002-data-versions.sql) a cached list depends on. */
export type VersionedTable = 'teachers' | 'assignments' | 'schools' | 'supervisors' | 'requests' | 'users';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Quality 9: a little smaller than quality 7 for about twice the time, which is paid off the event loop and once per
// version (compressed once, reused).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

/**
 * A list built item by item, each item with the keys of the scopes that may see it (a teacher: its supervisor and
 * the account that added it). The whole list is cached once; a caller with a scope gets the items whose keys meet
 * its own, cut from the cached bytes (a supervisor sees only its own teachers).
 */
export interface ScopedList {
  items: string[];
  owners: (readonly string[])[];
}

interface Body {
  etag: string;
  json: Buffer;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
  /** Where each item of a ScopedList lies in `json` (bytes), and who may see it. */
  index?: { starts: Uint32Array; ends: Uint32Array; owners: (readonly string[])[] };
  /** The scoped copies of this version, by scope. */
  scoped?: Map<string, Body>;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The JSON array of a ScopedList's items, with the index that lets a scope cut its own out of it. */
function indexed(etag: string, list: ScopedList): Body {
  const { items } = list;
  const starts = new Uint32Array(items.length);
  const ends = new Uint32Array(items.length);
  const parts: Buffer[] = [OPEN];
  // One key string per owner, shared by its items (a supervisor's id repeats across its interns).
  const keys = new Map<string, string>();
  const owners = list.owners.map((o) => o.map((k) => keys.get(k) ?? (keys.set(k, k), k)));
  let pos = 1;
  items.forEach((text, i) => {
    if (i) {
      parts.push(COMMA);
      pos += 1;
    }
    const b = Buffer.from(text);
    starts[i] = pos;
    pos += b.length;
    ends[i] = pos;
    parts.push(b);
  });
  parts.push(CLOSE);
  return { etag, json: Buffer.concat(parts, pos + 1), index: { starts, ends, owners } };
}

/** The ETag of a scope's copy: the list's version and the scope, so two scopes (or none) never share one. */
const scopedEtag = (b: Body, scope: readonly string[]) =>
  `W/"${createHash('sha1')
    .update(`${b.etag}|${scope.join('|')}`)
    .digest('base64url')}"`;

/** The items of `b` that `scope` may see, as a body of its own (kept with `b`, so once per version and scope). */
function scopedBody(b: Body, scope: readonly string[], etag: string): Body {
  const tag = scope.join('|');
  const hit = b.scoped?.get(tag);
  if (hit) return hit;
  if (!b.index) throw new Error('A scoped request for a list built without its items');
  const { starts, ends, owners } = b.index;
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < owners.length; i++) {
    if (!owners[i].some((k) => scope.includes(k))) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(b.json.subarray(starts[i], ends[i]));
  }
  parts.push(CLOSE);
  const body: Body = { etag, json: Buffer.concat(parts) };
  (b.scoped ??= new Map()).set(tag, body);
  return body;
}

/** Which of our encodings the client takes: br, else gzip, else none. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (n: string) => (offered.get(n) ?? (offered.has('*') ? offered.get('*')! : 0)) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** True when If-None-Match names this ETag (weak comparison) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v.replace(/^W\//, '') === bare;
  });
}

/**
 * Serialised list responses, cached per table version: the JSON text (built in SQL), its gzip and brotli forms,
 * and an ETag. A request costs one small version query; an unchanged list answers 304 or the cached bytes.
 * Only role-independent lists go through here, after the route's role and ownership checks: the key names the
 * endpoint and its parameter (e.g. a school's id), never a caller, so nothing is shared across callers that
 * the route would not show them anyway. A list built as a ScopedList may also be answered for a scope (the keys a
 * caller holds): the same cached version, cut to the items the scope may see, with an ETag per version and scope.
 */
export function createListCache(db: Database) {
  const dataVersions = createDataVersionsRepository(db);
  const entries = new Map<string, { version: string; body: Promise<Body> }>();
  /** True when version `a` is at least as new as `b` (same database, no table behind). */
  const notOlder = (a: string, b: string) => {
    const x = a.split(',');
    const y = b.split(',');
    return (
      x.length === y.length &&
      x.every((p, i) => (p.startsWith('_epoch=') ? p === y[i] : Number(p.split('=')[1]) >= Number(y[i].split('=')[1])))
    );
  };
  type Build = () => Promise<string | ScopedList>;
  const definitions: { tables: VersionedTable[]; build: Build; key: string }[] = [];
  const warmers: (() => Promise<Body | null>)[] = [];

  async function versions(tables: VersionedTable[]): Promise<string> {
    const rows = await dataVersions.versions(tables);
    return rows.map((r) => `${r.name}=${r.v}`).join(',');
  }

  async function current(key: string, tables: VersionedTable[], build: Build): Promise<Body> {
    const version = await versions(tables);
    const hit = entries.get(key);
    // A newer list than the one asked for is as good (a slow reader must not put an older one back).
    if (hit && notOlder(hit.version, version)) return hit.body;
    const etag = `W/"${createHash('sha1').update(`${key}|${version}`).digest('base64url')}"`;
    const body = build().then((out): Body => (typeof out === 'string' ? { etag, json: Buffer.from(out) } : indexed(etag, out)));
    entries.set(key, { version, body });
    body.catch(() => {
      if (entries.get(key)?.body === body) entries.delete(key);
    });
    return body;
  }

  /** The validators and caching rules of a list answer; a 304 when the client holds this version. */
  const notModified = (req: FastifyRequest, reply: FastifyReply, etag: string) => {
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
    return matchesEtag(req.headers['if-none-match'], etag);
  };

  async function send(req: FastifyRequest, reply: FastifyReply, b: Body): Promise<FastifyReply> {
    if (notModified(req, reply, b.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'br') {
      b.br ??= brotliAsync(b.json, BROTLI);
      return reply.header('content-encoding', 'br').send(await b.br);
    }
    if (encoding === 'gzip') {
      b.gzip ??= gzipAsync(b.json);
      return reply.header('content-encoding', 'gzip').send(await b.gzip);
    }
    return reply.send(b.json);
  }

  /** The whole list, or (with a scope) the part of it the scope may see, under an ETag of its own. */
  function answer(req: FastifyRequest, reply: FastifyReply, b: Body, scope: readonly string[] | undefined) {
    if (!scope) return send(req, reply, b);
    const etag = scopedEtag(b, scope);
    // An unchanged copy answers 304 before anything is cut.
    if (notModified(req, reply, etag)) return reply.code(304).send();
    return send(req, reply, scopedBody(b, scope, etag));
  }

  return {
    /**
     * The ETag a list of `tables` has now, without building it (a streamed answer's validator): it
     * changes with any of the tables, and names the key and the caller's scope. Sets the validators on `reply` and
     * returns true when the client already holds this version (answer 304).
     */
    async unchanged(req: FastifyRequest, reply: FastifyReply, key: string, tables: VersionedTable[], scope?: readonly string[]) {
      const version = await versions(tables);
      const etag = `W/"${createHash('sha1')
        .update(`${key}|${version}|${(scope ?? []).join('|')}`)
        .digest('base64url')}"`;
      return notModified(req, reply, etag);
    },
    /**
     * A cached list without parameters; `warm()` builds it ahead of the first request unless `warm` is false (a
     * list the screens do not ask for need not hold memory until someone does).
     */
    define(key: string, tables: VersionedTable[], build: Build, { warm = true }: { warm?: boolean } = {}) {
      if (warm) definitions.push({ key, tables, build });
      return async (req: FastifyRequest, reply: FastifyReply, scope?: readonly string[]) =>
        answer(req, reply, await current(key, tables, build), scope);
    },
    /**
     * A cached list per parameter value (e.g. one school's requests). `latestOnly`: a new value replaces the
     * others (a list that depends on today's date keeps today's only); `warmWith` names the value `warm()` builds.
     */
    defineEach(
      key: string,
      tables: VersionedTable[],
      build: (param: string) => Promise<string | ScopedList>,
      { latestOnly = false, warmWith }: { latestOnly?: boolean; warmWith?: () => string | null | Promise<string | null> } = {},
    ) {
      const get = (param: string) => {
        const full = `${key}/${param}`;
        if (latestOnly) for (const k of entries.keys()) if (k.startsWith(`${key}/`) && k !== full) entries.delete(k);
        return current(full, tables, () => build(param));
      };
      if (warmWith)
        warmers.push(async () => {
          const param = await warmWith();
          return param === null ? null : get(param);
        });
      return async (req: FastifyRequest, reply: FastifyReply, param: string, scope?: readonly string[]) =>
        answer(req, reply, await get(param), scope);
    },
    /** Builds (and brotli-compresses) every list marked for it now, one after the other. */
    async warm(): Promise<void> {
      const builds = [...definitions.map((d) => () => current(d.key, d.tables, d.build)), ...warmers];
      for (const build of builds) {
        const b = await build();
        if (!b) continue;
        b.br ??= brotliAsync(b.json, BROTLI);
        await b.br;
      }
    },
  };
}
export type ListCache = ReturnType<typeof createListCache>;
