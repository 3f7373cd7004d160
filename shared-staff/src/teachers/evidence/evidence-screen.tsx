import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import {
  apiPaths,
  beforePortalHoursText,
  displayLabel,
  formatDate,
  type StaffArea,
  type StoredObservation,
  type Teacher,
} from 'shared-domain';
import { Button, LoadingText, VisuallyHidden } from 'shared-ui';
import { BackLink, CardCell, PageHeader, phoneCardStyles, PrintableDocument, wholeOnHover } from 'shared-ui/staff';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { useTeacher } from '../api/get-teacher';
import { teacherPaths } from '../paths';
import { OBSERVATION_COLUMNS, ObservationCells } from '../supervision/observation-cells';
import { teachersFetchFailed } from '../teachers-fetch-failed';
import { useTeacherDocuments, useTeacherFieldHours } from './api';
import { TYPE_LABELS, documentState, fileSize } from './evidence-parts';
import { confirmationText, reviewText } from './field-hours-panel';

// A teacher's evidence on one page staff print for an audit (documents with their verification, field-based
// experience hours with who confirmed them, observations with the teacher's receipts).

const EVIDENCE_ID = 'printable-evidence';

/** The evidence in shared-ui's printable-document frame (as the invoice); printed, it fills the paper. */
const StyledEvidence = styled(PrintableDocument)`
  gap: ${({ theme }) => theme.space.lg};
  /* Words stay whole ('anywhere' broke 'Confirmation' on a phone); a long e-mail breaks where it must. */
  overflow-wrap: break-word;
  & h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* On a phone each row is a card of label / value lines (shared-ui's phone cards). */
  & table {
    ${phoneCardStyles}
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    padding: ${({ theme }) => theme.space.sm};
    & tbody tr {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & tbody td {
      padding: ${({ theme }) => theme.space.xxs} 0;
    }
    /* A card leaves out the lines with nothing to say (a document not uploaded has no file, upload or review). */
    & tbody td[data-empty] {
      display: none;
    }
  }
  /* Printed, it fills the paper (after the phone rule: a phone prints too). */
  @media print {
    padding: 0;
  }
`;

/** One text cell: on a phone a label / value line, left out when it has nothing to say. */
function TextCell({ label, text }: { label: string; text: string }) {
  return (
    <td data-label={label} data-empty={text === '' || undefined}>
      <CardCell label={label}>{wholeOnHover(text)}</CardCell>
    </td>
  );
}

/** A table of text `rows`, or of the rows given as children. */
function Table({ caption, headers, rows = [], children }: { caption: string; headers: string[]; rows?: string[][]; children?: ReactNode }) {
  return (
    <table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <TextCell key={j} label={headers[j]} text={c} />
            ))}
          </tr>
        ))}
        {children}
      </tbody>
    </table>
  );
}

const receipt = (o: StoredObservation) =>
  o.acknowledgedAt ? `Acknowledged on ${formatDate(o.acknowledgedAt)}${o.reply ? `: "${o.reply}"` : ''}` : 'Not acknowledged yet';

function Documents({ teacherId }: { teacherId: string }) {
  const docs = useTeacherDocuments(teacherId);
  if (docs.isPending) return <LoadingText />;
  if (docs.isError)
    return (
      <QueryErrorPanel query={docs} message="The documents could not be loaded." request={`GET /api/teachers/${teacherId}/documents`} />
    );
  const { requireVerification } = docs.data;
  const rows = docs.data.kinds.flatMap((k) =>
    k.versions.length === 0
      ? [[k.label, documentState(null, requireVerification).label, '', '']]
      : k.versions.map((v) => [
          `${k.label}${v._id === k.current?._id ? ' (current)' : ` (version ${v.version})`}`,
          v.contentType ? `${v.fileName}, ${TYPE_LABELS[v.contentType] ?? v.contentType}, ${fileSize(v.size)}` : `No file: ${v.note}`,
          `${v.uploadedBy}, ${formatDate(v.uploadedAt)}${v.source === 'before_portal' ? ', before the portal' : ''}`,
          `${documentState(v.status, requireVerification).label}${v.reviewedBy ? ` by ${v.reviewedBy}, ${formatDate(v.reviewedAt)}` : ''}${v.returnReason ? `: ${v.returnReason}` : ''}`,
        ]),
  );
  return <Table caption="Documents" headers={['Document', 'File', 'Uploaded', 'Verification']} rows={rows} />;
}

function FieldHours({ teacherId }: { teacherId: string }) {
  const q = useTeacherFieldHours(teacherId);
  if (q.isPending) return <LoadingText />;
  if (q.isError)
    return (
      <QueryErrorPanel
        query={q}
        message="The field-based experience hours could not be loaded."
        request={`GET /api/teachers/${teacherId}/field-hours`}
      />
    );
  const { summary, entries, thirtyObsHours } = q.data;
  return (
    <>
      <p>
        <strong>{summary.text}</strong>
        {` (19 TAC §228.43). Status on the record: ${displayLabel(thirtyObsHours || 'not completed')}, from the log.`}
      </p>
      {entries.length > 0 && (
        <Table
          caption="Field-based experience hours"
          headers={['Date', 'Hours', 'Campus and observed teacher', 'Confirmation', 'Program review', 'Counts']}
          rows={entries.map((e) => [
            formatDate(e.date),
            String(e.hours),
            e.source === 'before_portal' ? beforePortalHoursText(e) : `${e.campus}; ${e.observedName} (${e.observedEmail}); ${e.activity}`,
            e.source === 'before_portal' ? 'Before the portal' : confirmationText(e).text,
            reviewText(e).text ?? 'Awaiting review',
            e.counts ? 'Yes' : 'No',
          ])}
        />
      )}
    </>
  );
}

function Observations({ teacher }: { teacher: Teacher }) {
  const list = [...teacher.supervisions.list].sort((a, b) => a.date.localeCompare(b.date));
  if (list.length === 0) return <p>No observations recorded.</p>;
  return (
    <Table caption="Observations" headers={[...OBSERVATION_COLUMNS, 'Recorded', 'Receipt']}>
      {/* The observation's own cells are the record's Supervisions table's. */}
      {list.map((o, i) => (
        <tr key={o._id ?? i}>
          <ObservationCells observation={o} />
          <TextCell
            label="Recorded"
            text={[o.recordedBy, formatDate(o.recordedAt)].filter(Boolean).join(', ') || 'Entered before the log'}
          />
          <TextCell label="Receipt" text={receipt(o)} />
        </tr>
      ))}
    </Table>
  );
}

/** /{role}/teachers/:id/evidence: the teacher's evidence, ready to print (staff only). */
export default function EvidenceScreen({ role }: { role: StaffArea }) {
  const { id = '' } = useParams();
  const query = useTeacher(id);
  const back = `${teacherPaths(role).detail.getHref(id)}#record-documents`;
  if (query.isPending) return <LoadingText />;
  if (query.isError)
    return <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={`GET /api/${apiPaths.teacher(id)}`} />;
  const t = query.data;
  const name = `${t.name.first} ${t.name.last}`;
  return (
    <>
      <BackLink to={back} label="Teacher record" />
      <PageHeader
        title={`Evidence: ${name}`}
        actions={
          <Button onClick={() => window.print()} aria-label="Print evidence">
            Print
          </Button>
        }
      />
      <StyledEvidence id={EVIDENCE_ID} label={`Evidence of ${name}`} maxWidth="60rem">
        <header>
          <h2>{name}</h2>
          <p>
            {[
              t.teaId ? `TEA ID ${t.teaId}` : '',
              t.ref !== undefined ? `Record No. ${t.ref}` : '',
              `Printed ${formatDate(new Date().toISOString())}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
        <section aria-labelledby="evidence-documents">
          <h3 id="evidence-documents">Documents</h3>
          <Documents teacherId={t._id} />
        </section>
        <section aria-labelledby="evidence-hours">
          <h3 id="evidence-hours">Field-based experience hours</h3>
          <FieldHours teacherId={t._id} />
        </section>
        <section aria-labelledby="evidence-observations">
          <h3 id="evidence-observations">Observations</h3>
          <Observations teacher={t} />
        </section>
      </StyledEvidence>
    </>
  );
}
