import type { FastifyInstance } from 'fastify';
import type { ImportResult, Teacher } from 'shared-domain';
import { multipart } from '../support/multipart';
import { as, call, fingerprint, useDemoApp } from '../support/test-app';

/** An integrator sends the file alone; the server matches its headers (autoMatchColumns). */
const { t, d } = useDemoApp();

/** A multipart body with the file only (no mapping field). */
function fileOnly(name: string, data: string) {
  const boundary = `----auto${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${data}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Answer = ImportResult & { message?: string; mapping?: Record<string, string>; mappedBy?: string };
async function post(app: FastifyInstance, query: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/teachers/import?${query}`,
    ...as(d.tokens.admin, body.headers),
    payload: body.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Answer };
}

const CSV = [
  'First Name,Last Name,TEA ID,E-mail,Favourite Colour',
  'Ada,Lovelace,9300001,ada@example.org,green',
  'Alan,Turing,9300002,,blue',
].join('\n');
const byTeaId = async (teaId: number) =>
  (await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin })).body.find((x) => x.teaId === teaId);

describe('POST /api/teachers/import with a file alone', () => {
  it('a dry run matches the headers on the server, says which header went where, and writes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await post(t.app, 'dryRun=true', fileOnly('teachers.csv', CSV));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, created: 2, errors: [], dryRun: true, mappedBy: 'server' });
    expect(res.body.mapping).toEqual({
      'First Name': 'name.first',
      'Last Name': 'name.last',
      'TEA ID': 'teaId',
      'E-mail': 'contact.email',
      'Favourite Colour': '',
    });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('a commit creates the records from the matched columns', async () => {
    const res = await post(t.app, 'dryRun=false', fileOnly('teachers.csv', CSV));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, dryRun: false, mappedBy: 'server' });
    const ada = await byTeaId(9300001);
    expect(ada).toMatchObject({ name: { first: 'Ada', last: 'Lovelace' }, contact: { email: 'ada@example.org' } });
  });

  it("a client's mapping still wins over the server's match", async () => {
    // The client reads "First Name" as the last name: the server's own match would have put it in name.first.
    const csv = ['First Name,Surname,TEA ID', 'Grace,Hopper,9300003'].join('\n');
    const mapping = { 'First Name': 'name.last', Surname: 'name.first', 'TEA ID': 'teaId' };
    const res = await post(t.app, 'dryRun=false', multipart({ name: 't.csv', type: 'text/csv', data: csv }, mapping));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, mappedBy: 'client', mapping });
    expect(await byTeaId(9300003)).toMatchObject({ name: { first: 'Hopper', last: 'Grace' } });
  });

  it('a file whose headers match no field is a 400 naming mapping, and nothing is written', async () => {
    const before = await fingerprint(t.db);
    const res = await post(t.app, 'dryRun=false', fileOnly('t.csv', 'Colour,Size\ngreen,9'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No column header matches a record field: send a mapping (JSON of header → record field)');
    expect((res.body as { fieldErrors?: Record<string, string> }).fieldErrors).toHaveProperty('mapping');
    expect(await fingerprint(t.db)).toBe(before);
  });
});
