import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ASEP_EXCEPTION_REQUIREMENT_LABELS,
  ASEP_EXCEPTION_STATUS_LABELS,
  asepYear,
  asepYearDue,
  daysFrom,
  formatDate,
  programDate,
  type AsepException,
  type AsepExceptionRequirement,
  type AsepReport,
} from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, useToast } from 'shared-ui';
import { DataTable, PageHeader, Section, downloadCsvText, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { QueryErrorPanel, useUndoToast } from 'shared-staff';
import { asepExceptionInput, asepRequest, getAsepFile, useAsepExceptions, useAsepPages } from './api';
import { ExceptionDialog } from './exception-dialog';

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
// A file's button names the file and its rows: on a phone the longest is wider than the screen, so it wraps.
const Files = styled(Row)`
  & > button {
    max-width: 100%;
    height: auto;
    white-space: normal;
    text-align: left;
  }
`;

type Problem = AsepReport['problems'][number];
type Exception = AsepReport['exceptions'][number];
type Case = AsepReport['indicators'][number]['cases'][number];

/** The dialog open on the page: a request filed from a problem, or one changed. */
type Editing = { teacher: { id: string; name: string }; requirement?: AsepExceptionRequirement; exception?: AsepException };
interface ExceptionActions {
  edit: (x: AsepException) => void;
  remove: (x: AsepException) => void;
}
const candidateName = (x: Pick<Exception, 'firstName' | 'lastName'>) => `${x.firstName} ${x.lastName}`;

/** Who filed a request and when, then who changed it last: each line only where it is known. */
const recordedLines = (x: AsepException) =>
  [
    x.recordedBy && x.recordedAt ? `Recorded by ${x.recordedBy} on ${formatDate(x.recordedAt)}` : null,
    x.changedBy && x.changedAt ? `Last changed by ${x.changedBy} on ${formatDate(x.changedAt)}` : null,
  ].filter((line): line is string => line !== null);
// An e-mail is one long word: on a phone it breaks rather than widening the table.
const Recorded = styled.div`
  overflow-wrap: anywhere;
  & p {
    margin: 0;
  }
`;
function RecordedBy({ exception }: { exception: AsepException }) {
  const lines = recordedLines(exception);
  if (!lines.length) return null;
  return (
    <Recorded>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Recorded>
  );
}

const exceptionColumns = (act: ExceptionActions): DataTableColumn<Exception>[] => [
  { key: 'name', header: 'Candidate', render: candidateName, sortValue: (x) => `${x.lastName} ${x.firstName}` },
  { key: 'requirement', header: 'Requirement', render: (x) => ASEP_EXCEPTION_REQUIREMENT_LABELS[x.requirement] },
  { key: 'reason', header: 'Reason', render: (x) => x.reason },
  { key: 'status', header: 'Status', render: (x) => ASEP_EXCEPTION_STATUS_LABELS[x.status] },
  { key: 'filed', header: 'Filed', render: (x) => x.filedOn ?? '—' },
  { key: 'decided', header: 'Decided', render: (x) => x.decidedOn ?? '—' },
  { key: 'recorded', header: 'Recorded', render: (x) => <RecordedBy exception={x} /> },
  {
    key: 'actions',
    header: 'Actions',
    render: (x) => (
      <Row>
        <Button size="sm" variant="secondary" onClick={() => act.edit(x)} aria-label={`Edit the request of ${candidateName(x)}`}>
          Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={() => act.remove(x)} aria-label={`Remove the request of ${candidateName(x)}`}>
          Remove
        </Button>
      </Row>
    ),
  },
];
const caseColumns: DataTableColumn<Case>[] = [
  { key: 'name', header: 'Candidate', render: (k) => k.name, sortValue: (k) => k.name },
  { key: 'cohort', header: 'Cohort', render: (k) => k.cohort },
  { key: 'type', header: 'Assignment', render: (k) => k.assignmentType },
  { key: 'counted', header: 'Observations', render: (k) => `${k.counted} of ${k.required}` },
  { key: 'met', header: 'Met', render: (k) => <Badge tone={k.met ? 'green' : 'red'}>{k.met ? 'Met' : 'Not met'}</Badge> },
];

function Problems({
  problems,
  exceptions,
  act,
  record,
}: {
  problems: Problem[];
  exceptions: Map<string, AsepException>;
  act: ExceptionActions;
  record: (p: Problem) => void;
}) {
  if (!problems.length) return <p>No records with problems: every file is ready to upload.</p>;
  return (
    <List>
      {problems.map((p, i) => {
        const filed = p.exceptionId ? exceptions.get(p.exceptionId) : undefined;
        return (
          <li key={`${p.subject.id}-${p.code}-${i}`}>
            <p>
              <strong>{p.subject.name}</strong>: {p.message}
            </p>
            <p>
              {p.fix} <Link to={p.href}>Fix on the {p.subject.kind === 'teacher' ? "candidate's record" : "supervisor's page"}</Link>
            </p>
            {filed ? (
              <>
                <Row>
                  <Badge tone={filed.status === 'denied' ? 'red' : filed.status === 'approved' ? 'green' : 'yellow'}>
                    {`Request for Exception: ${ASEP_EXCEPTION_STATUS_LABELS[filed.status]}`}
                  </Badge>
                  <Button size="sm" variant="secondary" onClick={() => act.edit(filed)} aria-label={`Edit exception for ${p.subject.name}`}>
                    Edit exception
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => act.remove(filed)}
                    aria-label={`Remove exception for ${p.subject.name}`}
                  >
                    Remove exception
                  </Button>
                </Row>
                <RecordedBy exception={filed} />
              </>
            ) : p.requirement ? (
              <Row>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => record(p)}
                  aria-label={`Record an exception for ${p.subject.name}: ${p.message}`}
                >
                  Record an exception
                </Button>
              </Row>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}

/** "12 records with problems · 3 with a Request for Exception": the counts of the whole year, not of the page. */
function problemCounts(c: AsepReport['counts']): string {
  const records = c.problems === 1 ? '1 record with problems' : `${c.problems} records with problems`;
  return c.withException ? `${records} · ${c.withException} with a Request for Exception` : records;
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
  const query = useAsepPages(year);
  const exceptionsApi = useAsepExceptions(year);
  const offerUndo = useUndoToast();
  const [editing, setEditing] = useState<Editing | null>(null);
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

  const act: ExceptionActions = {
    edit: (x) => setEditing({ teacher: { id: x.teacherId, name: candidateName(x) }, exception: x }),
    remove: (x) => {
      exceptionsApi.remove(x.id).then(
        (removed) =>
          offerUndo(
            `Request for Exception of ${candidateName(removed)} removed`,
            () => exceptionsApi.add(asepExceptionInput(removed)),
            'The request is filed again',
          ),
        (err: unknown) => toast.show(errorMessage(err, 'Failed to remove the request. Please try again.'), 'error'),
      );
    },
  };
  const first = query.data?.pages[0];
  const problems = query.data?.pages.flatMap((p) => p.problems) ?? [];
  const filed = new Map(first?.exceptions.map((x) => [x.id, x]));

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
          <Section title={`Records with problems (${first!.counts.problems})`}>
            {first!.counts.problems > 0 && <p>{problemCounts(first!.counts)}</p>}
            <Problems
              problems={problems}
              exceptions={filed}
              act={act}
              record={(p) => setEditing({ teacher: { id: p.subject.id, name: p.subject.name }, requirement: p.requirement ?? undefined })}
            />
            {query.hasNextPage && (
              <p>
                {`Showing ${problems.length} of ${first!.counts.problems}. `}
                <Button size="sm" variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  Show more
                </Button>
              </p>
            )}
          </Section>
          <Section title="Files for ECOS">
            <Files>
              {first!.files.map((f) => (
                <Button key={f.file} variant="secondary" onClick={() => void download(f.file)}>
                  {`Download ${f.title} (${f.rows})`}
                </Button>
              ))}
            </Files>
          </Section>
          <Section title="Requests for Exception">
            <DataTable
              caption="Requests for Exception"
              columns={exceptionColumns(act)}
              rows={first!.exceptions}
              getRowId={(x) => x.id}
              emptyText="No Requests for Exception this year"
            />
          </Section>
          {first!.indicators.map((ind) => (
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
              {ind.cases.length < ind.total && <p>{`Showing ${ind.cases.length} of ${ind.total} candidates, those not met first.`}</p>}
            </Section>
          ))}
        </>
      )}
      {editing && <ExceptionDialog year={year} {...editing} onClose={() => setEditing(null)} />}
    </>
  );
}
