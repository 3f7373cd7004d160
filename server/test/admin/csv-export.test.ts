import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Excel from 'exceljs';
import Papa from 'papaparse';
import { toCsv, type Teacher } from 'shared-domain';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();
const dir = mkdtempSync(join(tmpdir(), 'csv-export-'));

/** Text a spreadsheet program would run as a formula unless it is marked as text. */
const HOSTILE = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(A1)',
  '＝HYPERLINK("http://evil.example","x")',
  '＋1＋1',
  '－1',
  '＠SUM(A1)',
  '\n=1+1',
  '\r\n=1+1',
  '\t=1+1',
  '   =1+1',
  ' \t @SUM(A1)',
  '\u3000＝1',
];

/** The file as a spreadsheet program opens it: exceljs's CSV reader, each cell with its type. */
async function openInSpreadsheet(csv: string, name: string) {
  const file = join(dir, name);
  writeFileSync(file, csv);
  const sheet = await new Excel.Workbook().csv.readFile(file);
  const cells: Excel.Cell[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  return cells;
}

it('an exported cell that would start a formula opens as text, full-width and after white space too', async () => {
  const csv = toCsv(
    HOSTILE.map((text) => ({ text })),
    [{ key: 'text', header: 'Text' }],
  );
  // Split as any CSV reader splits it: every value comes back whole, behind the quote that makes it text.
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
  expect(rows.map((r) => r[0])).toEqual(HOSTILE.map((text) => `'${text}`));
  const cells = (await openInSpreadsheet(csv, 'hostile.csv')).slice(1);
  expect(cells).toHaveLength(HOSTILE.length);
  for (const cell of cells) {
    expect(cell.type).toBe(Excel.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.text).toMatch(/^'/);
  }
});

it('ordinary text is exported as it is', () => {
  const plain = ['Ana María', "O'Brien", '2026-01-31', 'a-b', 'x=y'];
  const rows = Papa.parse<string[]>(
    toCsv(
      plain.map((text) => ({ text })),
      [{ key: 'text', header: 'Text' }],
    ),
  ).data.slice(1, -1);
  expect(rows.map((r) => r[0])).toEqual(plain);
});

it('the TEA export of a teacher named with full-width formula characters opens as text', async () => {
  const own = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern')!;
  const date = (own.certificationInfo.firstDayWithStudent || own.certificationInfo.startDate).slice(0, 10);
  const renamed = { ...teacherPutBody(own), name: { first: '＠SUM(A1)', last: '＝HYPERLINK("http://evil.example","x")' } };
  expect((await call<Teacher>(t.app, 'PUT', `/api/teachers/${own._id}`, { token: d.tokens.admin, body: renamed })).status).toBe(200);
  const posted = await call(t.app, 'POST', `/api/teachers/${own._id}/supervisions`, {
    token: d.tokens.supervisor,
    body: { date, duration: 50, comment: 'Clear objectives' },
  });
  expect(posted.status).toBe(201);
  const res = await call<string>(t.app, 'GET', '/api/compliance?format=csv', { token: d.tokens.admin });
  expect(res.status).toBe(200);
  const cells = await openInSpreadsheet(res.body, 'tea.csv');
  const names = cells.filter((c) => /SUM|HYPERLINK/.test(c.text));
  // One row per counted observation: the name is on each of them, always as text behind its quote.
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const c of names) {
    expect(c.type).toBe(Excel.ValueType.String);
    expect(['\'＝HYPERLINK("http://evil.example","x")', "'＠SUM(A1)"]).toContain(c.value);
  }
});
