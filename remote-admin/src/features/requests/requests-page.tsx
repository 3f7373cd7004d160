import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GLOSSARY, MESSAGES, REQUEST_STATUSES, formatDate, type TeacherRequest } from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, spacedRow, useToast, type BadgeTone } from 'shared-ui';
import { DataTable, PageHeader, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { QueryErrorPanel } from 'shared-staff';
import { useAllRequests, useRequestAnswer, type RequestAnswer } from '../../api/requests';
import { ApproveRequestDialog } from '../../components/approve-request-dialog';
import { DenyRequestDialog } from '../../components/deny-request-dialog';

export const REQUESTS_ANSWER_FAILED = 'Failed to update the request. Please try again.';
/** Rows per page of the Requests table. */
export const REQUESTS_PAGE_SIZE = 25;

const STATUS_LABELS: Record<TeacherRequest['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: GLOSSARY.pending, tone: 'yellow' },
  approved: { label: GLOSSARY.approved, tone: 'green' },
  denied: { label: GLOSSARY.denied, tone: 'red' },
};

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledPager = styled.nav`
  ${spacedRow}
  margin-top: ${({ theme }) => theme.space.md};
`;

const teacherName = (r: TeacherRequest) => `${r.teacher.name.first} ${r.teacher.name.last}`;
const distinct = (pairs: [string, string][]) =>
  [...new Map(pairs).entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));

/**
 * /admin/requests (issue 34): every school's request to see a teacher's details, filtered by status, school and
 * teacher (kept in the URL), a page at a time; Approve asks first, naming what the school will see.
 */
export default function RequestsPage() {
  const query = useAllRequests();
  const answer = useRequestAnswer();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [approving, setApproving] = useState<TeacherRequest | null>(null);
  const [denying, setDenying] = useState<TeacherRequest | null>(null);
  const status = params.get('status') ?? '';
  const school = params.get('school') ?? '';
  const teacher = params.get('teacher') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(
    () =>
      all.filter(
        (r) => (!status || r.status === status) && (!school || r.from.schoolId === school) && (!teacher || r.teacher._id === teacher),
      ),
    [all, status, school, teacher],
  );
  const schools = useMemo(() => distinct(all.map((r) => [r.from.schoolId, r.from.schoolName])), [all]);
  const teachers = useMemo(() => distinct(all.map((r) => [r.teacher._id, teacherName(r)])), [all]);

  const setFilter = (key: 'status' | 'school' | 'teacher' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key !== 'page' });
  };

  const act = async (vars: RequestAnswer) => {
    try {
      await answer.mutateAsync(vars);
      setApproving(null);
      setDenying(null);
      toast.show(`Request ${vars.status}`, 'success');
    } catch (err) {
      toast.show(errorMessage(err, REQUESTS_ANSWER_FAILED), 'error');
    }
  };

  const columns: DataTableColumn<TeacherRequest>[] = [
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Badge tone={STATUS_LABELS[r.status].tone}>{STATUS_LABELS[r.status].label}</Badge>,
      sortValue: (r) => r.status,
    },
    { key: 'school', header: 'School', render: (r) => r.from.schoolName, sortValue: (r) => r.from.schoolName },
    { key: 'teacher', header: 'Teacher', render: teacherName, sortValue: (r) => r.teacher.name.last },
    { key: 'exam', header: 'Exam', render: (r) => r.teacher.exam || GLOSSARY.notProvided },
    { key: 'date', header: 'Requested', render: (r) => formatDate(r.createdAt), sortValue: (r) => r.createdAt },
    {
      key: 'answer',
      header: 'Answer',
      controls: true,
      render: (r) =>
        r.status === 'pending' ? (
          <StyledButtons>
            <Button
              size="sm"
              aria-label={`Approve request from ${r.from.schoolName} for ${teacherName(r)}`}
              onClick={() => setApproving(r)}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Deny request from ${r.from.schoolName} for ${teacherName(r)}`}
              onClick={() => setDenying(r)}
            >
              Deny
            </Button>
          </StyledButtons>
        ) : (
          <span>
            {`${STATUS_LABELS[r.status].label} ${formatDate(r.responseDate)}`}
            {r.reason && ` — ${r.reason}`}
          </span>
        ),
    },
  ];

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={MESSAGES.requestsFetchFailed} request="GET /api/requests/all" />;

  const pages = Math.max(1, Math.ceil(rows.length / REQUESTS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * REQUESTS_PAGE_SIZE, current * REQUESTS_PAGE_SIZE);
  const first = rows.length ? (current - 1) * REQUESTS_PAGE_SIZE + 1 : 0;
  const last = (current - 1) * REQUESTS_PAGE_SIZE + shown.length;
  const pending = all.filter((r) => r.status === 'pending').length;
  return (
    <>
      <PageHeader title="Requests" subtitle={`Schools asking to see a teacher's details: ${pending} pending of ${all.length}`} />
      <StyledFilters role="search" aria-label="Filter requests">
        <SelectField
          label="Status"
          value={status}
          placeholder="All statuses"
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label }))}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <SelectField
          label="School"
          value={school}
          placeholder="All schools"
          options={schools}
          onChange={(e) => setFilter('school', e.target.value)}
        />
        <SelectField
          label="Teacher"
          value={teacher}
          placeholder="All teachers"
          options={teachers}
          onChange={(e) => setFilter('teacher', e.target.value)}
        />
      </StyledFilters>
      <DataTable caption="Requests" columns={columns} rows={shown} getRowId={(r) => r._id} emptyText="No requests match these filters" />
      <StyledPager aria-label="Request pages">
        <p aria-live="polite">{rows.length ? `Showing ${first}–${last} of ${rows.length}` : 'No requests'}</p>
        <StyledButtons>
          <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => setFilter('page', String(current - 1))}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => setFilter('page', String(current + 1))}>
            Next
          </Button>
        </StyledButtons>
      </StyledPager>
      {approving && (
        <ApproveRequestDialog
          request={approving}
          busy={answer.isPending}
          onApprove={() => void act({ id: approving._id, status: 'approved' })}
          onClose={() => setApproving(null)}
        />
      )}
      {denying && (
        <DenyRequestDialog
          request={denying}
          busy={answer.isPending}
          onDeny={(reason) => void act({ id: denying._id, status: 'denied', reason })}
          onClose={() => setDenying(null)}
        />
      )}
    </>
  );
}
