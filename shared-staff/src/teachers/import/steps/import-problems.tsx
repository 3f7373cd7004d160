import styled from 'styled-components';
import { importFieldLabel, type ImportError, type ImportMapping } from 'shared-domain';
import { Button } from 'shared-ui';
import { downloadCsvText } from 'shared-ui/staff';
import type { ImportAnswer } from '../../api/import-teachers';
import { errorFileCsv } from '../error-file';
import { StyledRow } from '../styled';

/** Errors listed on the page; the error file has every one. */
const SHOWN_ERRORS = 200;

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
    /* Words stay whole: a word breaks only when it cannot fit the cell, as a long e-mail. */
    overflow-wrap: break-word;
  }
`;
const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The file's column (its header) the field came from; the field's name when no column fills it. */
function failedColumn(e: ImportError, mapping: ImportMapping): string {
  const header = Object.entries(mapping).find(([, path]) => path === e.field)?.[0];
  const label = importFieldLabel(e.field);
  return header === undefined ? label : header === label ? header : `${header} (${label})`;
}

/** The value that failed, read from the row as it is in the file (the column mapped to the field). */
function failedValue(e: ImportError, mapping: ImportMapping, headers: readonly string[], result: ImportAnswer): string | undefined {
  const header = Object.entries(mapping).find(([, path]) => path === e.field)?.[0];
  const at = header === undefined ? -1 : headers.indexOf(header);
  return at < 0 ? undefined : result.invalid.find((r) => r.row === e.row)?.cells[at];
}

interface ImportProblemsProps {
  fileName: string;
  headers: readonly string[];
  /** The mapping the rows were checked with. */
  mapping: ImportMapping;
  result: ImportAnswer;
  /** A heading above the problems, where the step's own text does not introduce them. */
  heading?: string;
}

/** The rows with problems: the error file to download and a table of the first problems. */
export function ImportProblems({ fileName, headers, mapping, result, heading }: ImportProblemsProps) {
  if (result.errors.length === 0) return null;
  return (
    <>
      {heading && <StyledSubheading>{heading}</StyledSubheading>}
      <StyledRow>
        <Button
          variant="secondary"
          onClick={() => downloadCsvText(`${fileName.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`, errorFileCsv(result))}
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
                <td>{failedColumn(e, mapping)}</td>
                <td>{failedValue(e, mapping, headers, result) || '(blank)'}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
    </>
  );
}
