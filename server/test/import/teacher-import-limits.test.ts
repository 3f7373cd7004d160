import type { ImportResult } from 'shared-domain';
import { IMPORT_PARSE_LIMITS, parseSpreadsheet } from '../../src/services/spreadsheet';
import {
  blankLinesCsv,
  hugeDimensionXlsx,
  manyPartsXlsx,
  rowsCsv,
  rowsXlsx,
  sheetXlsx,
  XLSX_TYPE,
  zipBombXlsx,
} from '../support/bomb-files';
import { multipart } from '../support/multipart';
import { as, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

const MB = 1024 * 1024;
/** How much the server's memory may grow while it refuses a hostile file. */
const RSS_CEILING = 150 * MB;

const ROWS = 'The file has more than 20,000 rows; at most 20,000 are imported at once';
const COLUMNS = 'The file has more than 200 columns';
const TOO_LARGE = 'The workbook is too large when uncompressed (over 100 MB)';

/**
 * A dry run of the file, with the server's peak RSS sampled meanwhile and /api/health asked every 100 ms: the answer,
 * how long it took, how much the RSS grew at its peak, and the slowest health answer.
 */
async function dryRun(file: { name: string; type: string; data: Buffer | string }, mapping: unknown = { 'First Name': 'name.first' }) {
  const body = multipart(file, mapping);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  let done = false;
  let slowestHealth = 0;
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teachers/import?dryRun=true',
    ...as(d.tokens.admin, body.headers),
    payload: body.payload,
  });
  const ms = performance.now() - started;
  done = true;
  await health;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    status: res.statusCode,
    body: JSON.parse(res.body) as ImportResult & { message?: string },
    ms,
    rssGrowth: peak - rssBefore,
    slowestHealth,
  };
}

/** A refused file: a 400 naming the limit, in seconds, without the server's memory growing or its other requests waiting. */
function expectRefused(r: Awaited<ReturnType<typeof dryRun>>, message: string) {
  expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message });
  expect(r.body).toMatchObject({ fieldErrors: { file: message } });
  expect(r.ms).toBeLessThan(IMPORT_PARSE_LIMITS.timeoutMs);
  expect(r.rssGrowth).toBeLessThan(RSS_CEILING);
  expect(r.slowestHealth).toBeLessThan(5000);
}

const xlsx = (data: Buffer) => ({ name: 'teachers.xlsx', type: XLSX_TYPE, data });
const csv = (data: Buffer | string) => ({ name: 'teachers.csv', type: 'text/csv', data });

describe('import limits: a hostile file gets a 400 naming the limit, and the server stays up', () => {
  it('a zip bomb (a 1 MB .xlsx whose sheet inflates to 1 GB) is refused from its zip directory', async () => {
    const bomb = zipBombXlsx(1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    expectRefused(await dryRun(xlsx(bomb)), TOO_LARGE);
  });

  it('a zip bomb whose directory lies about its size is cut off while it inflates', async () => {
    expectRefused(await dryRun(xlsx(zipBombXlsx(512, { declare: 10 * MB }))), TOO_LARGE);
  });

  it("the issue's 6 KB workbook (A1 and XFD1048576) is refused by its dimension", async () => {
    const file = await hugeDimensionXlsx();
    expect(file.length).toBeLessThan(10 * 1024);
    expectRefused(await dryRun(xlsx(file)), COLUMNS);
  });

  it('a sheet without a dimension is refused by the cells it streams: too wide, or too many rows', async () => {
    const wide = sheetXlsx([
      { r: 1, cells: [['A1', 'First Name']] },
      { r: 1048576, cells: [['XFD1048576', 'x']] },
    ]);
    expectRefused(await dryRun(xlsx(wide)), COLUMNS);
    const long = sheetXlsx(
      Array.from({ length: 20_002 }, (_, i) => ({
        r: i + 1,
        cells: [['A' + (i + 1), i ? `First${i}` : 'First Name'] as [string, string]],
      })),
    );
    expectRefused(await dryRun(xlsx(long)), ROWS);
    // Blank rows between are not rows: a header at A1 and one teacher at A1048576 reads as that one row.
    const far = await dryRun(
      xlsx(
        sheetXlsx([
          { r: 1, cells: [['A1', 'First Name']] },
          { r: 1048576, cells: [['A1048576', 'Grace']] },
        ]),
      ),
      {},
    );
    expect(far).toMatchObject({ status: 200, body: { rows: 1, headers: ['First Name'], sample: ['Grace'] } });
  });

  it('10 MB of blank lines in a CSV are read as no rows, quickly and without keeping them', async () => {
    const r = await dryRun(csv(blankLinesCsv(10)), {});
    expect(r).toMatchObject({ status: 200, body: { rows: 0, headers: ['First Name', 'Last Name'] } });
    expect(r.ms).toBeLessThan(IMPORT_PARSE_LIMITS.timeoutMs);
    expect(r.rssGrowth).toBeLessThan(RSS_CEILING);
    expect(r.slowestHealth).toBeLessThan(5000);
  });

  it('20,001 rows are refused while they stream (CSV and .xlsx); 20,000 are read', async () => {
    expectRefused(await dryRun(csv(rowsCsv(20_001))), ROWS);
    expectRefused(await dryRun(xlsx(await rowsXlsx(20_001))), ROWS);
    const ok = await dryRun(csv(rowsCsv(20_000)), {});
    expect(ok).toMatchObject({ status: 200, body: { rows: 20_000 } });
  });

  it('a workbook with too many parts, or that is not a zip, is refused before anything is inflated', async () => {
    expectRefused(await dryRun(xlsx(manyPartsXlsx(500))), 'The workbook has more than 500 parts');
    const notZip = await dryRun(xlsx(Buffer.from('PK\u0003\u0004 not really a zip')));
    expect(notZip).toMatchObject({ status: 400, body: { message: 'The file is not a readable .xlsx workbook' } });
  });
});

describe('the parsing process', () => {
  it('is ended at its time limit with a 400 naming it', async () => {
    await expect(parseSpreadsheet(Buffer.from(rowsCsv(10)), 'csv', { timeoutMs: 1, heapMb: 256 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file took more than 0.001 s to read',
    });
  });

  it('is ended at its heap limit with a 400 naming it, and the next file is read', async () => {
    await expect(parseSpreadsheet(await rowsXlsx(20_000), 'xlsx', { timeoutMs: 20_000, heapMb: 8 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file needs more than 8 MB of memory to read',
    });
    await expect(parseSpreadsheet(Buffer.from(rowsCsv(2)), 'csv')).resolves.toMatchObject({
      headers: ['First Name', 'Last Name', 'TEA ID'],
    });
  });
});
