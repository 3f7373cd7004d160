import type { ImportResult } from 'shared-domain';
import { importReducer, importView, initialImportState, type ImportAction, type ImportState } from '../import-steps';

const file = { name: 'teachers.csv', size: 64 } as File;
const mapping = { 'First Name': 'name.first', 'TEA ID': 'teaId' };
const result: ImportResult = {
  rows: 3,
  created: 1,
  updated: 1,
  unchanged: 0,
  skipped: 0,
  dryRun: true,
  errors: [
    { row: 4, field: 'teaId', message: 'TEA ID must be 7 digits' },
    { row: 4, field: 'name.first', message: 'First name is required' },
  ],
  headers: ['First Name', 'TEA ID'],
  sample: ['Grace', '9100001'],
  invalid: [{ row: 4, cells: ['', '91X'] }],
};

const run = (...actions: ImportAction[]): ImportState => actions.reduce(importReducer, initialImportState);

/** A file read, its columns mapped and its rows checked. */
const previewed: ImportAction[] = [
  { type: 'fileChosen', file },
  { type: 'sending', what: 'Reading the file…' },
  { type: 'sent' },
  { type: 'headersRead', headers: result.headers, sample: result.sample, mapping },
  { type: 'sending', what: 'Checking every row…' },
  { type: 'progressed', fraction: 0.5 },
  { type: 'sent' },
  { type: 'checked', preview: { mapping, result } },
];

describe('the import steps', () => {
  it('shows the upload progress while a file is sent and clears it, keeping the send’s error', () => {
    const sending = run(
      { type: 'fileChosen', file },
      { type: 'sending', what: 'Reading the file…' },
      { type: 'progressed', fraction: 0.25 },
    );
    expect(sending).toMatchObject({ busy: 'Reading the file…', progress: 0.25, error: null });
    expect(importView(sending).canImportValid).toBe(false);
    const failed = importReducer(sending, { type: 'sent', error: 'The file could not be read. Please try again.' });
    expect(failed).toMatchObject({ busy: null, progress: null, error: 'The file could not be read. Please try again.' });
    // The next send starts without the last one's error.
    expect(importReducer(failed, { type: 'sending', what: 'Checking every row…' }).error).toBeNull();
  });

  it('previews a checked file: rows with problems counted once each, only the valid rows importable', () => {
    const state = run(...previewed);
    expect(state).toMatchObject({ file, headers: result.headers, mapping, busy: null, progress: null });
    expect(importView(state)).toEqual({
      result,
      invalidRows: 1,
      validRows: 2,
      stale: false,
      showMapping: true,
      canImportAll: false,
      canImportValid: true,
    });
  });

  it('makes the preview stale when a column changes, until the rows are checked again', () => {
    const changed = run(...previewed, { type: 'columnMapped', header: 'TEA ID', path: '' });
    expect(changed.mapping).toEqual({ 'First Name': 'name.first', 'TEA ID': '' });
    expect(importView(changed)).toMatchObject({ stale: true, canImportAll: false, canImportValid: false });
    const rechecked = importReducer(changed, { type: 'checked', preview: { mapping: changed.mapping, result: { ...result, errors: [] } } });
    expect(importView(rechecked)).toMatchObject({ stale: false, invalidRows: 0, canImportAll: true, canImportValid: true });
  });

  it('drops the preview and says why when the mapping is refused', () => {
    const state = run(...previewed, { type: 'mappingRefused', message: 'Map at least one column to a record field' });
    expect(state.preview).toBeNull();
    expect(state.error).toBe('Map at least one column to a record field');
    expect(importView(state).showMapping).toBe(true);
  });

  it('asks before importing and closes the question', () => {
    const asked = run(...previewed, { type: 'confirmOpened', choice: 'valid' });
    expect(asked.confirm).toBe('valid');
    expect(importReducer(asked, { type: 'confirmClosed' }).confirm).toBeNull();
  });

  it('keeps the preview with the server’s message when the commit is refused', () => {
    const refused = { ...result, created: 0, message: 'Every row must be valid' };
    const state = run(...previewed, { type: 'commitRefused', preview: { mapping, result: refused } });
    expect(state).toMatchObject({ done: null, error: 'Every row must be valid', preview: { mapping, result: refused } });
    const unexplained = run(...previewed, { type: 'commitRefused', preview: { mapping, result } });
    expect(unexplained.error).toBe('Nothing was imported');
  });

  it('ends on the summary, its problems read as those of a checked file, and starts over with an empty file input', () => {
    const imported = { ...result, dryRun: false, skipped: 1 };
    const done = run(...previewed, { type: 'imported', preview: { mapping, result: imported } });
    expect(done.done).toBe(imported);
    expect(done.preview).toEqual({ mapping, result: { ...imported, dryRun: true } });
    const again = importReducer(done, { type: 'startedOver' });
    expect(again).toMatchObject({ file: null, preview: null, done: null, headers: [], error: null, fileKey: done.fileKey + 1 });
    expect(importView(again).showMapping).toBe(false);
  });

  it('forgets the last file’s headers, preview and summary when another file is chosen', () => {
    const done = run(...previewed, { type: 'imported', preview: { mapping, result } });
    const next = importReducer(done, { type: 'fileChosen', file: null });
    expect(next).toMatchObject({ file: null, preview: null, done: null, headers: [] });
    expect(importReducer(next, { type: 'failed', message: 'The file is larger than 10 MB' }).error).toBe('The file is larger than 10 MB');
  });
});
