import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import type { ImportMapping, ImportResult } from 'shared-domain';
import { setupMsw } from '../../test/harness';
import { renderTeacherScreens } from '../../test/teacher-screens';
import { IMPORT_MAPPING_KEY } from '../import/import-storage';
import { SUMMARY_LINKS } from '../import/teacher-import-screen';

const server = setupMsw();

const HEADERS = ['First Name', 'Last Name', 'TEA ID', 'Cell'];
const CSV = 'First Name,Last Name,TEA ID,Cell\r\nGrace,Hopper,9100001,512\r\nAlan,,9100002,513\r\n';

const base: ImportResult = {
  rows: 2,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  dryRun: true,
  errors: [],
  headers: HEADERS,
  sample: ['Grace', 'Hopper', '9100001', '512'],
  invalid: [],
};
const withError: Partial<ImportResult> = {
  created: 1,
  skipped: 1,
  errors: [
    { row: 3, field: 'name.last', message: 'Last name is required' },
    { row: 3, field: 'teaId', message: 'TEA ID must be 7 digits' },
  ],
  invalid: [{ row: 3, cells: ['Alan', '', '91000X2', '513'] }],
};

interface Sent {
  query: string;
  mapping: ImportMapping;
  fileName: string;
  fileText: string;
}

/** The commit's records: Grace created from row 2. */
let committed: ImportResult['records'] = [];
beforeEach(() => {
  committed = [{ id: 'grace-id', action: 'created', row: 2, teaId: 9100001, name: { first: 'Grace', last: 'Hopper' } }];
});

/** The import endpoint: headers for an empty mapping, the dry run's errors, and the commit's counts. */
function serveImport() {
  const sent: Sent[] = [];
  server.use(
    http.post('/api/teachers/import', async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      const file = form.get('file') as File;
      const mapping = JSON.parse(form.get('mapping') as string) as ImportMapping;
      sent.push({ query: url.search, mapping, fileName: file.name, fileText: await file.text() });
      if (!Object.values(mapping).some(Boolean)) return HttpResponse.json(base);
      if (url.searchParams.get('dryRun') === 'true') return HttpResponse.json({ ...base, ...withError });
      if (url.searchParams.get('skipInvalid') !== 'true') {
        return HttpResponse.json({ ...base, ...withError, created: 0, message: 'Nothing was imported' }, { status: 400 });
      }
      return HttpResponse.json({ ...base, ...withError, dryRun: false, records: committed });
    }),
    http.get('/api/teachers/all', () => HttpResponse.json([])),
  );
  return sent;
}

async function chooseFile() {
  const user = userEvent.setup({ delay: null });
  renderTeacherScreens(null, { route: '/admin/teachers/import' });
  await screen.findByRole('heading', { name: 'Import Teachers', level: 1 });
  // The test environment's FormData is Node's (msw), which takes Node's File, as a browser's takes its own.
  const file = new NodeFile([CSV], 'teachers.csv', { type: 'text/csv' }) as unknown as File;
  await user.upload(screen.getByLabelText(/Spreadsheet \(CSV or .xlsx/), file);
  return user;
}

beforeEach(() => localStorage.clear());

describe('teacher import page', () => {
  it('maps the columns by header, previews every row problem, and offers only "Import valid rows" while a row is invalid', async () => {
    const sent = serveImport();
    await chooseFile();
    expect(await screen.findByText('2 rows: 1 new, 0 to update, 0 unchanged, 1 with problems.')).toBeInTheDocument();
    // First the headers (nothing mapped), then the dry run with the matched columns; the unknown 'Cell' is not imported.
    expect(sent.map((s) => s.query)).toEqual(['?dryRun=true', '?dryRun=true']);
    expect(sent[1].mapping).toEqual({ 'First Name': 'name.first', 'Last Name': 'name.last', 'TEA ID': 'teaId', Cell: '' });
    expect(sent[1].fileText).toBe(CSV);
    expect(screen.getByRole('combobox', { name: 'First Name' })).toHaveValue('name.first');
    expect(screen.getByRole('combobox', { name: 'Cell' })).toHaveValue('');
    const problems = screen.getByRole('table', { name: /Problems \(2\)/ });
    // Each problem shows the value that failed, as it is in the file.
    expect(within(problems).getByRole('row', { name: '3 Last Name (blank) Last name is required' })).toBeInTheDocument();
    expect(within(problems).getByRole('row', { name: '3 TEA ID 91000X2 TEA ID must be 7 digits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();
    expect(screen.getByText("'Import all' needs every row valid: 1 row has problems.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import valid rows' })).toBeEnabled();
  });

  it('imports the valid rows after asking, and the error file holds the bad row plus an error column', async () => {
    const sent = serveImport();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:errors';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Download error file' }));
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,TEA ID,Cell,error');
    expect(lines[1]).toMatch(/^Alan,,91000X2,513,"Row 3, Last Name: Last name is required/);
    await user.click(screen.getByRole('button', { name: 'Import valid rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import these rows?' });
    expect(dialog).toHaveTextContent('1 record will be created and 0 updated; 1 row with problems is left out.');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/1 record created, 0 updated, 1 row left out/)).toBeInTheDocument();
    expect(sent.at(-1)!.query).toBe('?dryRun=false&skipInvalid=true');
    // The import ends on a summary with the way on: the teachers, or another file from the start.
    expect(screen.getByRole('link', { name: 'View teachers' })).toHaveAttribute('href', '/admin/teachers');
    const created = screen.getByRole('region', { name: 'Created' });
    expect(within(created).getByRole('heading', { name: 'Created (1)' })).toBeInTheDocument();
    expect(within(created).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/admin/teachers/grace-id');
    expect(created).toHaveTextContent('Grace Hopper (TEA ID 9100001)');
    expect(screen.queryByRole('region', { name: 'Updated' })).not.toBeInTheDocument();
    // The row left out, and why, stays on the summary.
    expect(screen.getByRole('heading', { name: 'Rows left out (1) and why' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '3 Last Name (blank) Last name is required' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.queryByText(/records created/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '3. Preview' })).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(/Spreadsheet \(CSV or .xlsx/).files).toHaveLength(0);
  });

  it('links the first records of a large import by name; Show all opens the rest in place, 100 more at a time, each a link', async () => {
    committed = Array.from({ length: 260 }, (_, i) => ({
      id: `id-${i}`,
      action: i < 245 ? ('created' as const) : ('updated' as const),
      row: i + 2,
      teaId: i % 2 ? null : 9500000 + i,
      name: { first: 'Row', last: `Person${i}` },
    }));
    serveImport();
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Import valid rows' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    const created = await screen.findByRole('region', { name: 'Created' });
    expect(within(created).getByRole('heading', { name: 'Created (245)' })).toBeInTheDocument();
    expect(within(created).getAllByRole('listitem')).toHaveLength(SUMMARY_LINKS);
    expect(within(created).getByRole('link', { name: 'Row Person0' })).toHaveAttribute('href', '/admin/teachers/id-0');
    expect(within(created).queryByRole('link', { name: 'Row Person20' })).not.toBeInTheDocument();
    expect(created).toHaveTextContent(`Showing ${SUMMARY_LINKS} of 245`);
    // No way out to the whole teacher list any more: the rest open here.
    expect(within(created).queryByRole('link', { name: /teacher list/ })).not.toBeInTheDocument();
    const all = within(created).getByRole('button', { name: 'Show all 245' });
    expect(all).toHaveAttribute('aria-expanded', 'false');

    await user.click(all);
    expect(within(created).getAllByRole('link')).toHaveLength(120);
    // Focus on the first record revealed: a keyboard user reads on from there.
    expect(within(created).getByRole('link', { name: 'Row Person20' })).toHaveFocus();
    expect(within(created).getByRole('link', { name: 'Row Person119' })).toHaveAttribute('href', '/admin/teachers/id-119');
    expect(created).toHaveTextContent('Showing 120 of 245');
    expect(within(created).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(created).getByRole('button', { name: 'Show 100 more' }));
    expect(within(created).getAllByRole('link')).toHaveLength(220);
    expect(within(created).getByRole('link', { name: 'Row Person120' })).toHaveFocus();
    await user.click(within(created).getByRole('button', { name: 'Show 25 more' }));
    expect(within(created).getAllByRole('link')).toHaveLength(245);
    expect(within(created).getByRole('link', { name: 'Row Person244' })).toHaveAttribute('href', '/admin/teachers/id-244');
    expect(created).toHaveTextContent('Showing 245 of 245');
    expect(within(created).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();

    const fewer = within(created).getByRole('button', { name: 'Show fewer' });
    await user.click(fewer);
    expect(within(created).getAllByRole('link')).toHaveLength(SUMMARY_LINKS);
    expect(within(created).getByRole('button', { name: 'Show all 245' })).toHaveFocus();

    // A list of SUMMARY_LINKS or fewer has every record and no button.
    const updated = screen.getByRole('region', { name: 'Updated' });
    expect(within(updated).getByRole('heading', { name: 'Updated (15)' })).toBeInTheDocument();
    expect(within(updated).getAllByRole('link')).toHaveLength(15);
    expect(within(updated).getByRole('link', { name: 'Row Person246' })).toHaveAttribute('href', '/admin/teachers/id-246');
    expect(within(updated).queryByRole('button')).not.toBeInTheDocument();
  });

  it('remembers a changed column choice for the next file with the same header', async () => {
    serveImport();
    const user = await chooseFile();
    await screen.findByText(/2 rows:/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cell' }), 'contact.phoneNumber');
    expect(screen.getByText('The columns changed: check the rows again before importing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import valid rows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check rows again' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(IMPORT_MAPPING_KEY)!)).toMatchObject({ Cell: 'contact.phoneNumber' }));
  });

  it('uses the remembered choice when a new file has that header', async () => {
    localStorage.setItem(IMPORT_MAPPING_KEY, JSON.stringify({ Cell: 'contact.phoneNumber', 'TEA ID': '' }));
    const sent = serveImport();
    await chooseFile();
    await screen.findByText(/2 rows:/);
    expect(sent[1].mapping).toEqual({ 'First Name': 'name.first', 'Last Name': 'name.last', 'TEA ID': '', Cell: 'contact.phoneNumber' });
    expect(screen.getByRole('combobox', { name: 'Cell' })).toHaveValue('contact.phoneNumber');
  });

  it('shows the server’s message when the file is refused', async () => {
    server.use(
      http.post('/api/teachers/import', () =>
        HttpResponse.json({ message: 'The file must be a CSV (.csv) or an Excel workbook (.xlsx)' }, { status: 400 }),
      ),
    );
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a CSV (.csv) or an Excel workbook (.xlsx)');
  });
});
