import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FastifyInstance } from 'fastify';
import { autoMatchColumns, type ImportResult, type Teacher } from 'shared-domain';
import { multipart } from '../support/multipart';
import { as, call, fingerprint, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toCsv = (rows: string[][]) => Papa.unparse(rows);

async function upload(
  app: FastifyInstance,
  token: string,
  file: { name: string; type: string; data: Buffer | string },
  o: { dryRun: boolean; skipInvalid?: boolean; mapping?: unknown },
) {
  const headers = (() => {
    if (o.mapping !== undefined) return o.mapping;
    const text = typeof file.data === 'string' ? file.data : '';
    return autoMatchColumns(text ? (Papa.parse<string[]>(text).data[0] ?? []) : []);
  })();
  const body = multipart(file, headers);
  const res = await app.inject({
    method: 'POST',
    url: `/api/teachers/import?dryRun=${o.dryRun}${o.skipInvalid ? '&skipInvalid=true' : ''}`,
    ...as(token, body.headers),
    payload: body.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as ImportResult & { message?: string } };
}

const csv = (rows: string[][]) => ({ name: 'teachers.csv', type: 'text/csv', data: toCsv(rows) });
const HEAD = ['First Name', 'Last Name', 'TEA ID', 'Email', 'Status', 'Remaining Balance (USD)'];
const all = async () => (await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', { token: d.tokens.admin })).body;

describe('POST /api/teachers/import', () => {
  it('a dry run of a good CSV reports what it would create and writes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await upload(
      t.app,
      d.tokens.admin,
      csv([HEAD, ['Grace', 'Hopper', '9100001', 'grace@example.org', 'pending', '10.50'], ['Alan', 'Turing', '9100002', '', 'intern', '']]),
      { dryRun: true },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, created: 2, updated: 0, errors: [], dryRun: true });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('a bad row: the dry run names row, field and message; the commit refuses and writes nothing', async () => {
    const file = csv([
      HEAD,
      ['Grace', 'Hopper', '9100001', 'grace@example.org', 'pending', '10.50'],
      ['', 'Turing', '9100002', 'not-an-email', 'retired', ''],
    ]);
    const dry = await upload(t.app, d.tokens.admin, file, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'name.first', message: 'First name is required' },
        { row: 3, field: 'contact.email', message: expect.stringMatching(/email/i) },
        {
          row: 3,
          field: 'teacherStatus',
          message: "'retired' is not a status; use one of Pending, Not applicable, Intern, Ready for hire, Hired",
        },
      ]),
    );
    expect(dry.body.created).toBe(1);
    // The invalid row as it is in the file, for the error file.
    expect(dry.body.invalid).toEqual([{ row: 3, cells: ['', 'Turing', '9100002', 'not-an-email', 'retired', ''] }]);
    const before = await fingerprint(t.db);
    const commit = await upload(t.app, d.tokens.admin, file, { dryRun: false });
    expect(commit.status).toBe(400);
    expect(commit.body.message).toMatch(/^Nothing was imported: 1 row is invalid \(row 3/);
    expect(commit.body).toMatchObject({ created: 0, updated: 0 });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it("takes the portal's own words for a status or a choice (any case, spaces around) and names a typo's choices in them", async () => {
    const head = ['First Name', 'Last Name', 'TEA ID', 'Teacher Status', 'Certificate Type', 'Observations Needed', 'TEA Posted'];
    const file = csv([
      head,
      ['Ada', 'Lovelace', '9100011', 'Intern', 'Probationary', '3 Total (In Person)', 'Yes'],
      ['Edsger', 'Dijkstra', '9100012', ' pending ', 'INTERN', 'Not applicable', 'no'],
      ['Barbara', 'Liskov', '9100013', 'Ready for hire', 'intern', 'not applicable', 'YES'],
      ['Donald', 'Knuth', '9100014', 'Not applicable', '', '5 Total (3 In Person 2 Virtual)', ''],
      ['Frances', 'Allen', '9100015', 'HIRED', 'Probationary', 'n/a', 'No'],
    ]);
    const res = await upload(t.app, d.tokens.admin, file, { dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 5, created: 5, skipped: 0, errors: [] });
    const byTea = new Map((await all()).map((x) => [x.teaId, x]));
    expect(byTea.get(9100011)).toMatchObject({
      teacherStatus: 'intern',
      certificationInfo: { certType: 'probationary', teaPosted: true },
      obsNeeded: '3 Total (In Person)',
    });
    expect(byTea.get(9100012)).toMatchObject({ teacherStatus: 'pending', certificationInfo: { certType: 'intern' }, obsNeeded: 'n/a' });
    expect(byTea.get(9100013)?.teacherStatus).toBe('ready for hire');
    expect(byTea.get(9100014)?.teacherStatus).toBe('n/a');
    expect(byTea.get(9100015)?.teacherStatus).toBe('hired');

    const typo = await upload(t.app, d.tokens.admin, csv([head, ['Grace', 'Hopper', '9100016', 'Intren', '', '', '']]), { dryRun: false });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe(
      "Nothing was imported: 1 row is invalid (row 2, Teacher Status: 'Intren' is not a status; use one of Pending, Not applicable, Intern, Ready for hire, Hired)",
    );
  });

  it('skipInvalid imports the valid rows of a mixed file, one audit entry per record, and the list shows them', async () => {
    const file = csv([HEAD, ['Grace', 'Hopper', '9100001', 'grace@example.org', 'pending', '10.50'], ['Alan', '', '9100002', '', '', '']]);
    const res = await upload(t.app, d.tokens.admin, file, { dryRun: false, skipInvalid: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, created: 1, updated: 0, skipped: 1, dryRun: false });
    expect(res.body.errors).toEqual([{ row: 3, field: 'name.last', message: 'Last name is required' }]);
    const list = await all();
    const grace = list.find((x) => x.teaId === 9100001)!;
    expect(grace).toMatchObject({
      name: { first: 'Grace', last: 'Hopper' },
      contact: { email: 'grace@example.org' },
      financials: { remainingBalance: 10.5 },
    });
    expect(list.some((x) => x.teaId === 9100002)).toBe(false);
    const history = await call(t.app, 'GET', `/api/teachers/${grace._id}/history`, { token: d.tokens.admin });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ action: 'create', actor: 'admin@example.org' });
  });

  it('a dry run without a mapping reads the headers and a sample row only', async () => {
    const res = await upload(
      t.app,
      d.tokens.admin,
      csv([HEAD, ['Grace', 'Hopper', '9100001', 'g@example.org', '', ''], ['x', 'y', '', '', '', '']]),
      {
        dryRun: true,
        mapping: {},
      },
    );
    expect(res.body).toMatchObject({
      rows: 2,
      created: 0,
      headers: HEAD,
      sample: ['Grace', 'Hopper', '9100001', 'g@example.org', '', ''],
      errors: [],
    });
    const commit = await upload(t.app, d.tokens.admin, csv([HEAD, ['a', 'b', '', '', '', '']]), { dryRun: false, mapping: {} });
    expect(commit).toMatchObject({ status: 400, body: { message: 'mapping: map at least one column to a record field' } });
  });

  it('a row with a known TEA ID updates that record, merging only the mapped fields', async () => {
    const target = (await all()).find((x) => x.teaId !== null && x.contact.phoneNumber)!;
    const file = csv([
      ['TEA ID', 'District'],
      [String(target.teaId), 'Imported ISD'],
    ]);
    const res = await upload(t.app, d.tokens.admin, file, { dryRun: false });
    expect(res.body).toMatchObject({ rows: 1, created: 0, updated: 1, errors: [] });
    const after = (await call<Teacher>(t.app, 'GET', `/api/teachers/${target._id}`, { token: d.tokens.admin })).body;
    expect(after.placement.districtName).toBe('Imported ISD');
    expect(after.contact.phoneNumber).toBe(target.contact.phoneNumber);
    expect(after.name).toEqual(target.name);
    const history = (await call(t.app, 'GET', `/api/teachers/${target._id}/history`, { token: d.tokens.admin })).body;
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: 'admin@example.org',
      changes: [{ field: 'placement.districtName', from: target.placement.districtName, to: 'Imported ISD' }],
    });
  });

  it('the same TEA ID twice in one file is an error on the second row', async () => {
    const res = await upload(t.app, d.tokens.admin, csv([HEAD, ['A', 'B', '9200001', '', '', ''], ['C', 'D', '9200001', '', '', '']]), {
      dryRun: true,
    });
    expect(res.body.errors).toEqual([{ row: 3, field: 'teaId', message: 'TEA ID 9200001 is also on row 2' }]);
  });

  it('reads an .xlsx workbook (text, numbers and dates)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Teachers');
    ws.addRow(['First Name', 'Last Name', 'TEA ID', 'Start Date', 'Remaining Balance (USD)']);
    ws.addRow(['Katherine', 'Johnson', 9300001, new Date(Date.UTC(2026, 7, 17)), 125.25]);
    ws.addRow(['Dorothy', '', 9300002, 'not a date', -1]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const mapping = autoMatchColumns(['First Name', 'Last Name', 'TEA ID', 'Start Date', 'Remaining Balance (USD)']);
    const file = { name: 'teachers.xlsx', type: XLSX_TYPE, data };
    const dry = await upload(t.app, d.tokens.admin, file, { dryRun: true, mapping });
    expect(dry.body).toMatchObject({ rows: 2, created: 1 });
    expect(dry.body.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'name.last'],
      [3, 'certificationInfo.startDate'],
      [3, 'financials.remainingBalance'],
    ]);
    const res = await upload(t.app, d.tokens.admin, file, { dryRun: false, skipInvalid: true, mapping });
    expect(res.body).toMatchObject({ created: 1, skipped: 1 });
    const k = (await all()).find((x) => x.teaId === 9300001)!;
    expect(k).toMatchObject({
      name: { first: 'Katherine', last: 'Johnson' },
      certificationInfo: { startDate: '2026-08-17' },
      financials: { remainingBalance: 125.25 },
    });
  });

  it('the teacher list CSV export re-imports unchanged (round trip)', async () => {
    const list = await all();
    // The export's columns and values (shared-staff/src/teachers/list/teachers-csv.ts).
    const header = [
      'Status',
      'Last Name',
      'First Name',
      'TEA ID',
      'Email',
      'District',
      'Campus',
      'Phone',
      'Location',
      'Field Supervisor',
      'Remaining Balance (USD)',
    ];
    const rows = list.map((x) => [
      x.teacherStatus,
      x.name.last,
      x.name.first,
      x.teaId === null ? '' : String(x.teaId),
      x.contact.email,
      x.placement.districtName,
      x.placement.campusName,
      x.contact.phoneNumber,
      x.contact.location,
      x.assignment?.supervisorName ?? '',
      x.financials!.remainingBalance.toFixed(2),
    ]);
    const withTeaId = list.filter((x) => x.teaId !== null).length;
    // Every demo teacher has a TEA ID, so the whole export goes back in.
    expect(withTeaId).toBe(list.length);
    const mapping = autoMatchColumns(header);
    expect(mapping['Field Supervisor']).toBeUndefined();
    const before = await fingerprint(t.db);
    const res = await upload(t.app, d.tokens.admin, csv([header, ...rows]), { dryRun: false, mapping });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: withTeaId, created: 0, updated: 0, unchanged: withTeaId, errors: [] });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses other roles, other file types, a bad mapping, and files over the size limit with 400s', async () => {
    const file = csv([HEAD, ['A', 'B', '', '', '', '']]);
    expect((await upload(t.app, d.tokens.supervisor, file, { dryRun: true })).status).toBe(403);
    expect((await upload(t.app, d.tokens.school, file, { dryRun: true })).status).toBe(403);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/teachers/import?dryRun=true', ...multipart(file, {}) });
    expect(noToken.statusCode).toBe(401);
    const pdf = await upload(t.app, d.tokens.admin, { name: 'x.pdf', type: 'application/pdf', data: 'x' }, { dryRun: true, mapping: {} });
    expect(pdf).toMatchObject({ status: 400, body: { message: 'The file must be a CSV (.csv) or an Excel workbook (.xlsx)' } });
    const badMap = await upload(t.app, d.tokens.admin, file, { dryRun: true, mapping: { 'First Name': 'name.middle' } });
    expect(badMap).toMatchObject({ status: 400, body: { message: 'mapping: Unknown record field' } });
    const big = await upload(
      t.app,
      d.tokens.admin,
      { name: 'big.csv', type: 'text/csv', data: Buffer.alloc(11 * 1024 * 1024, 'a') },
      { dryRun: true },
    );
    expect(big).toMatchObject({ status: 400, body: { message: 'The file is larger than 10 MB' } });
    const json = await call(t.app, 'POST', '/api/teachers/import?dryRun=true', { token: d.tokens.admin, body: { x: 1 } });
    expect(json.status).toBe(400);
    const notXlsx = await upload(
      t.app,
      d.tokens.admin,
      { name: 'x.xlsx', type: XLSX_TYPE, data: 'plain text' },
      { dryRun: true, mapping: { A: 'name.first' } },
    );
    expect(notXlsx).toMatchObject({ status: 400, body: { message: 'The file is not a readable .xlsx workbook' } });
  });

  it('a commit names each record it created and updated (id, row, TEA ID, name); a dry run and a refused import name none', async () => {
    // The demo's records (read once at the start; the import tests before change no name or TEA ID).
    const target = d.teachers.find((x) => x.teaId !== null)!;
    const file = csv([
      HEAD,
      ['Mary', 'Jackson', '9400001', '', '', ''],
      [target.name.first, target.name.last, String(target.teaId), 'moved@example.org', '', ''],
      ['Bad', '', '9400003', '', '', ''],
      ['Annie', 'Easley', '', '', '', ''],
    ]);
    const dry = await upload(t.app, d.tokens.admin, file, { dryRun: true });
    expect(dry.body.records).toBeUndefined();
    const refused = await upload(t.app, d.tokens.admin, file, { dryRun: false });
    expect(refused.status).toBe(400);
    expect(refused.body.records).toBeUndefined();
    const res = await upload(t.app, d.tokens.admin, file, { dryRun: false, skipInvalid: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, updated: 1, skipped: 1 });
    expect(res.body.records).toEqual([
      { id: expect.any(String), action: 'created', row: 2, teaId: 9400001, name: { first: 'Mary', last: 'Jackson' } },
      { id: target._id, action: 'updated', row: 3, teaId: target.teaId, name: target.name },
      { id: expect.any(String), action: 'created', row: 5, teaId: null, name: { first: 'Annie', last: 'Easley' } },
    ]);
    // Each id opens the record it names, as the import left it.
    for (const r of res.body.records!) {
      const one = await call<Teacher>(t.app, 'GET', `/api/teachers/${r.id}`, { token: d.tokens.admin });
      expect({ name: one.body.name, teaId: one.body.teaId }).toEqual({ name: r.name, teaId: r.teaId });
    }
    const updated = await call<Teacher>(t.app, 'GET', `/api/teachers/${target._id}`, { token: d.tokens.admin });
    expect(updated.body.contact.email).toBe('moved@example.org');
  }, 90_000);
});
