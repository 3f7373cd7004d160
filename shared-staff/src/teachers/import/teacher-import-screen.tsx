import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage } from 'shared-auth';
import {
  autoMatchColumns,
  counted,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  importFieldLabel,
  type ImportError,
  type ImportMapping,
  type StaffArea,
} from 'shared-domain';
import { Button, ButtonLink, SelectField, useToast } from 'shared-ui';
import { BackLink, Modal, Section, PageHeader, downloadCsvText } from 'shared-ui/staff';
import { uploadTeacherImport, type ImportAnswer } from '../api/import-teachers';
import { teacherKeys } from '../api/query-keys';
import { teacherPaths } from '../paths';
import { errorFileCsv } from './error-file';
import { rememberMapping, rememberedMapping } from './import-storage';
import { RecordLinks } from './record-links';

export { SUMMARY_LINKS } from './record-links';

const FIELD_OPTIONS = [{ value: '', label: 'Do not import' }, ...IMPORT_FIELDS.map((f) => ({ value: f.path, label: f.label }))];
/** Errors listed on the page; the error file has every one. */
const SHOWN_ERRORS = 200;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
const StyledMapping = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledSample = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledTableWrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    /* Words whole: a word breaks only when it cannot fit the cell, as a long e-mail. */
    overflow-wrap: break-word;
  }
`;
const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const StyledProgress = styled.progress`
  width: 100%;
  height: 0.75rem;
`;

interface Preview {
  mapping: ImportMapping;
  result: ImportAnswer;
}

/** The mapping for a file's headers: what this browser remembers for a header, else the auto-match by name. */
function startMapping(headers: readonly string[]): ImportMapping {
  const remembered = rememberedMapping();
  const auto = autoMatchColumns(headers);
  const used = new Set<string>();
  const out: ImportMapping = {};
  for (const h of headers) {
    const path = h in remembered ? remembered[h] : (auto[h] ?? '');
    out[h] = path && !used.has(path) ? path : '';
    if (path) used.add(path);
  }
  return out;
}

/** Two columns filling one field: the second one's message. */
function mappingProblem(mapping: ImportMapping): string | null {
  const seen = new Map<string, string>();
  for (const [h, p] of Object.entries(mapping)) {
    if (!p) continue;
    if (seen.has(p)) return `"${seen.get(p)}" and "${h}" both fill ${importFieldLabel(p)}: choose one`;
    seen.set(p, h);
  }
  return Object.values(mapping).some(Boolean) ? null : 'Map at least one column to a record field';
}

/** /admin/teachers/import: a CSV or Excel file → column mapping → preview (dry run) → import. */
export default function TeacherImportScreen({ role }: { role: StaffArea }) {
  const client = useQueryClient();
  const toast = useToast();
  const paths = teacherPaths(role);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [sample, setSample] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'valid' | 'all' | null>(null);
  // A new key empties the file input for 'Import another file'.
  const [fileKey, setFileKey] = useState(0);

  const send = async (what: string, f: File, m: ImportMapping, o: { dryRun: boolean; skipInvalid?: boolean }) => {
    setBusy(what);
    setError(null);
    setProgress(0);
    try {
      return await uploadTeacherImport(f, m, o, setProgress);
    } catch (err) {
      setError(errorMessage(err, 'The file could not be read. Please try again.'));
      return null;
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const check = async (f: File, m: ImportMapping) => {
    const problem = mappingProblem(m);
    if (problem) {
      setPreview(null);
      setError(problem);
      return;
    }
    rememberMapping(m);
    const answer = await send('Checking every row…', f, m, { dryRun: true });
    if (answer) setPreview({ mapping: m, result: answer.result });
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setFile(f);
    setPreview(null);
    setDone(null);
    setHeaders([]);
    if (!f) return;
    if (f.size > IMPORT_MAX_BYTES) {
      setError(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    // The server reads the headers (no spreadsheet parser in the browser), then the remembered or matched mapping is checked.
    const answer = await send('Reading the file…', f, {}, { dryRun: true });
    if (!answer) return;
    const m = startMapping(answer.result.headers);
    setHeaders(answer.result.headers);
    setSample(answer.result.sample);
    setMapping(m);
    await check(f, m);
  };

  const commit = async (skipInvalid: boolean) => {
    setConfirm(null);
    if (!file || !preview) return;
    const answer = await send('Importing…', file, preview.mapping, { dryRun: false, skipInvalid });
    if (!answer) return;
    if (answer.refused) {
      setPreview({ mapping: preview.mapping, result: answer.result });
      setError(answer.result.message ?? 'Nothing was imported');
      return;
    }
    setDone(answer.result);
    setPreview({ mapping: preview.mapping, result: { ...answer.result, dryRun: true } });
    await client.invalidateQueries({ queryKey: teacherKeys.all });
    toast.show(`Imported: ${answer.result.created} created, ${answer.result.updated} updated`, 'success');
  };

  const result = preview?.result;
  const invalidRows = result ? new Set(result.errors.map((e) => e.row)).size : 0;
  const validRows = result ? result.created + result.updated + result.unchanged : 0;
  const stale = preview !== null && JSON.stringify(preview.mapping) !== JSON.stringify(mapping);
  // A problem shows the value that failed, read from the row as it is in the file (the column mapped to the field).
  const failedValue = (e: ImportError) => {
    const header = Object.entries(preview?.mapping ?? {}).find(([, path]) => path === e.field)?.[0];
    const at = header === undefined ? -1 : headers.indexOf(header);
    return at < 0 ? undefined : result?.invalid.find((r) => r.row === e.row)?.cells[at];
  };
  // The file's column (its header) the field came from; the field's name when no column fills it.
  const failedColumn = (e: ImportError) => {
    const header = Object.entries(preview?.mapping ?? {}).find(([, path]) => path === e.field)?.[0];
    const label = importFieldLabel(e.field);
    return header === undefined ? label : header === label ? header : `${header} (${label})`;
  };
  const canImportAll = !(busy !== null || stale || invalidRows > 0 || validRows === 0);
  const canImportValid = !(busy !== null || stale || validRows === 0);
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setDone(null);
    setHeaders([]);
    setError(null);
    setFileKey((k) => k + 1);
  };

  return (
    <StyledStack>
      <BackLink to={paths.list.getHref()} label="Teachers" />
      <PageHeader title="Import Teachers" subtitle="Bring records in from a CSV or Excel (.xlsx) spreadsheet" />
      <Section title="1. Choose a file">
        <label htmlFor={fileId}>Spreadsheet (CSV or .xlsx, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB)</label>
        <input
          key={fileKey}
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => void onFile(e)}
          disabled={busy !== null}
        />
        <p>
          The first row holds the column names. A row with a TEA ID that is already on a record updates that record; other rows create new
          records. Blank cells leave a field as it is.
        </p>
      </Section>
      {progress !== null && (
        <div role="status">
          <p>{busy}</p>
          <StyledProgress aria-label="Upload progress" max={1} value={progress} />
        </div>
      )}
      {error && (
        <p role="alert">
          <strong>Problem: </strong>
          {error}
        </p>
      )}
      {file && headers.length > 0 && (
        <Section title="2. Match the columns">
          <p>Each column of the file fills the record field chosen for it. Your choices are remembered in this browser.</p>
          <StyledMapping>
            {headers.map((h, i) => (
              <div key={h}>
                <SelectField
                  label={h || `Column ${i + 1}`}
                  options={FIELD_OPTIONS}
                  value={mapping[h] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [h]: e.target.value })}
                />
                {sample[i] && <StyledSample>{`First row: ${sample[i]}`}</StyledSample>}
              </div>
            ))}
          </StyledMapping>
          <StyledRow>
            <Button variant={stale ? 'primary' : 'secondary'} onClick={() => void check(file, mapping)} disabled={busy !== null}>
              Check rows again
            </Button>
            {stale && <span>The columns changed: check the rows again before importing.</span>}
          </StyledRow>
        </Section>
      )}
      {file && result && (
        <Section title={done ? '3. Summary' : '3. Preview'}>
          {done ? (
            <>
              {/* The import ends on a summary linking each record it wrote, the rows left out and the way on. */}
              <p role="status">
                <strong>Imported.</strong>{' '}
                {`${counted(done.created, 'record')} created, ${done.updated} updated${done.skipped ? `, ${counted(done.skipped, 'row')} left out` : ''}${done.unchanged ? `, ${done.unchanged} unchanged` : ''}.`}
              </p>
              <RecordLinks
                title="Created"
                records={(done.records ?? []).filter((r) => r.action === 'created')}
                href={paths.detail.getHref}
              />
              <RecordLinks
                title="Updated"
                records={(done.records ?? []).filter((r) => r.action === 'updated')}
                href={paths.detail.getHref}
              />
              <StyledRow>
                <Button onClick={startOver}>Import another file</Button>
                <ButtonLink to={paths.list.getHref()} variant="secondary">
                  View teachers
                </ButtonLink>
              </StyledRow>
            </>
          ) : (
            <p aria-live="polite">
              {`${counted(result.rows, 'row')}: ${result.created} new, ${result.updated} to update, ${result.unchanged} unchanged, ${invalidRows} with problems.`}
            </p>
          )}
          {result.errors.length > 0 && (
            <>
              {done && <StyledSubheading>{`Rows left out (${invalidRows}) and why`}</StyledSubheading>}
              <StyledRow>
                <Button
                  variant="secondary"
                  onClick={() => downloadCsvText(`${file.name.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`, errorFileCsv(result))}
                >
                  Download error file
                </Button>
                <span>The rows with problems as they are in your file, plus an ‘error’ column. Fix them and import that file.</span>
              </StyledRow>
              <StyledTableWrap>
                <StyledTable>
                  <caption>{`Problems (${result.errors.length}${result.errors.length > SHOWN_ERRORS ? `, the first ${SHOWN_ERRORS} shown` : ''})`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Column</th>
                      <th scope="col">Value in the file</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                      <tr key={`${e.row}-${e.field}-${i}`}>
                        <td>{e.row}</td>
                        <td>{failedColumn(e)}</td>
                        <td>{failedValue(e) || '(blank)'}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </StyledTable>
              </StyledTableWrap>
            </>
          )}
          {!done && (
            <StyledRow>
              {/* The action that can be taken is the primary one; a disabled button never looks primary. */}
              <Button variant={canImportAll ? 'primary' : 'secondary'} onClick={() => setConfirm('all')} disabled={!canImportAll}>
                Import all
              </Button>
              <Button
                variant={!canImportAll && canImportValid ? 'primary' : 'secondary'}
                onClick={() => setConfirm('valid')}
                disabled={!canImportValid}
              >
                Import valid rows
              </Button>
              {invalidRows > 0 && (
                <span>{`'Import all' needs every row valid: ${counted(invalidRows, 'row')} ${invalidRows === 1 ? 'has' : 'have'} problems.`}</span>
              )}
            </StyledRow>
          )}
        </Section>
      )}
      <Modal
        title="Import these rows?"
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button onClick={() => void commit(confirm === 'valid')}>Import</Button>
          </>
        }
      >
        <p>
          {result &&
            `${counted(result.created, 'record')} will be created and ${result.updated} updated${confirm === 'valid' && invalidRows ? `; ${counted(invalidRows, 'row')} with problems ${invalidRows === 1 ? 'is' : 'are'} left out` : ''}. Each change is in the records' history.`}
        </p>
      </Modal>
    </StyledStack>
  );
}
