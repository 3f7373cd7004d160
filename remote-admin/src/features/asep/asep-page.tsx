import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ASEP_EXCEPTION_REQUIREMENT_LABELS, asepYear, asepYearDue, daysFrom, programDate, type AsepReport } from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, useToast } from 'shared-ui';
import { DataTable, PageHeader, Section, downloadCsvText, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { QueryErrorPanel } from 'shared-staff';
import { asepRequest, getAsepFile, useAsepReport } from './api';

export const ASEP_FETCH_FAILED = "Failed to load the year's report. Please try again later.";

const YEARS_SHOWN = 6;
const List = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & p {
    margin: 0;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

type Problem = AsepReport['problems'][number];
type Exception = AsepReport['exceptions'][number];
type Case = AsepReport['indicators'][number]['cases'][number];

const exceptionColumns: DataTableColumn<Exception>[] = [
  { key: 'name', header: 'Candidate', render: (x) => `${x.firstName} ${x.lastName}`, sortValue: (x) => `${x.lastName} ${x.firstName}` },
  { key: 'requirement', header: 'Requirement', render: (x) => ASEP_EXCEPTION_REQUIREMENT_LABELS[x.requirement] },
  { key: 'reason', header: 'Reason', render: (x) => x.reason },
  { key: 'status', header: 'Status', render: (x) => x.status },
  { key: 'filed', header: 'Filed', render: (x) => x.filedOn ?? '—' },
  { key: 'decided', header: 'Decided', render: (x) => x.decidedOn ?? '—' },
];
const caseColumns: DataTableColumn<Case>[] = [
  { key: 'name', header: 'Candidate', render: (k) => k.name, sortValue: (k) => k.name },
  { key: 'cohort', header: 'Cohort', render: (k) => k.cohort },
  { key: 'type', header: 'Assignment', render: (k) => k.assignmentType },
  { key: 'counted', header: 'Observations', render: (k) => `${k.counted} of ${k.required}` },
  { key: 'met', header: 'Met', render: (k) => <Badge tone={k.met ? 'green' : 'red'}>{k.met ? 'Met' : 'Not met'}</Badge> },
];

function Problems({ problems }: { problems: Problem[] }) {
  if (!problems.length) return <p>No records with problems: every file is ready to upload.</p>;
  return (
    <List>
      {problems.map((p, i) => (
        <li key={`${p.subject.id}-${p.code}-${i}`}>
          <p>
            <strong>{p.subject.name}</strong>: {p.message}
          </p>
          <p>
            {p.fix} <Link to={p.href}>Fix on the {p.subject.kind === 'teacher' ? "candidate's record" : "supervisor's page"}</Link>
          </p>
        </li>
      ))}
    </List>
  );
}

/**
 * /admin/reports/asep: TEA's year-end report for a year (19 TAC 229, docs/domain/asep.md). The records TEA would
 * refuse come first, each with its fix and a link to where it is made; then the files in ECOS's layout, the Requests
 * for Exception and indicator 4a with the candidates behind it.
 */
export default function AsepPage() {
  const toast = useToast();
  const today = programDate(new Date());
  const [year, setYear] = useState(() => asepYearDue(today));
  const query = useAsepReport(year);
  const y = asepYear(year);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => asepYearDue(today) + 1 - i);
  const daysLeft = daysFrom(today, y.due);

  const download = async (file: AsepReport['files'][number]['file']) => {
    try {
      downloadCsvText(`asep-${year}-${file}.csv`, await getAsepFile(year, file));
    } catch (err) {
      toast.show(errorMessage(err, 'Failed to download the file. Please try again.'), 'error');
    }
  };

  return (
    <>
      <PageHeader
        title="Year-end report"
        subtitle={`TEA's ASEP records for ${y.label}, due in ECOS on ${y.due}${daysLeft >= 0 ? ` (${daysLeft} days left)` : ''}`}
      />
      <SelectField
        label="Academic year"
        value={String(year)}
        options={years.map((v) => ({ value: String(v), label: asepYear(v).label }))}
        onChange={(e) => setYear(Number(e.target.value))}
      />
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <QueryErrorPanel query={query} message={ASEP_FETCH_FAILED} request={asepRequest(year)} />
      ) : (
        <>
          <Section title={`Records with problems (${query.data.problems.length})`}>
            <Problems problems={query.data.problems} />
          </Section>
          <Section title="Files for ECOS">
            <Row>
              {query.data.files.map((f) => (
                <Button key={f.file} variant="secondary" onClick={() => void download(f.file)}>
                  {`Download ${f.title} (${f.rows})`}
                </Button>
              ))}
            </Row>
          </Section>
          <Section title="Requests for Exception">
            <DataTable
              caption="Requests for Exception"
              columns={exceptionColumns}
              rows={query.data.exceptions}
              getRowId={(x) => x.id}
              emptyText="No Requests for Exception this year"
            />
          </Section>
          {query.data.indicators.map((ind) => (
            <Section key={ind.key} title={`Indicator ${ind.key}: ${ind.label}`}>
              <p>
                {ind.total ? `${ind.met} of ${ind.total} met` : 'No assignment ended this year'}
                {ind.cohorts.map((c) => ` · cohort ${c.cohort}: ${c.met} of ${c.total}`).join('')}
              </p>
              <DataTable
                caption={`Indicator ${ind.key}: the candidates`}
                columns={caseColumns}
                rows={ind.cases}
                getRowId={(k) => `${k.teacherId}-${k.assignmentType}`}
                emptyText="No candidates"
              />
            </Section>
          ))}
        </>
      )}
    </>
  );
}
