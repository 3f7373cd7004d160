import { gunzipSync } from 'node:zlib';
import { requestListSchema, schoolSchema, supervisorSchema, teacherSchema } from 'shared-domain';
import { z } from 'zod';
import { seedLarge } from '../../scripts/seed/large';
import { as, call, useDemoApp } from '../support/test-app';

/**
 * The cached lists are built and serialised in SQL and sent as bytes (the serializer never sees them), so here each
 * one is checked against the schema the OpenAPI document publishes for it: every item fits, and nothing the server
 * sends is missing from the schema (parsing drops unknown keys, so the parsed list must equal the one sent).
 */
const { t, d } = useDemoApp();

const LISTS = [
  ['/api/schools/all', z.array(schoolSchema)],
  ['/api/supervisors/all', z.array(supervisorSchema)],
  ['/api/teachers/all', z.array(teacherSchema)],
  ['/api/requests/all', requestListSchema],
] as const;

async function expectFits(path: string, schema: z.ZodType, token: string, count?: number) {
  const res = await call(t.app, 'GET', path, { token });
  expect(res.status).toBe(200);
  const items = Array.isArray(res.body) ? res.body : res.body.requests;
  if (count === undefined) expect(items.length).toBeGreaterThan(0);
  else expect(items).toHaveLength(count);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(res.body);
}

describe('each cached list fits its published schema', () => {
  it.each(LISTS)('%s (demo data)', async (path, schema) => {
    await expectFits(path, schema, d.tokens.admin);
  });

  it("a school's requests (demo data), also as the gzip bytes a browser gets", async () => {
    const path = `/api/requests/${d.school._id}`;
    await expectFits(path, requestListSchema, d.tokens.school);
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      ...as(d.tokens.school, { 'accept-encoding': 'gzip' }),
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body: unknown = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(requestListSchema.parse(body)).toEqual(body);
  });
});

describe('with the large synthetic seed added', () => {
  beforeAll(() => seedLarge(t.db, { teachers: 200, schools: 5, supervisors: 3, requests: 40 }));

  it.each(LISTS)('%s', async (path, schema) => {
    // Every row of the table is in the list (the seed's rows included, not a cached list from before it).
    const table = path.split('/')[2];
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(n).toBeGreaterThan(5);
    await expectFits(path, schema, d.tokens.admin, n);
  });
});
