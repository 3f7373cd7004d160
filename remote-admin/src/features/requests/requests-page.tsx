import { useState } from 'react';
import styled from 'styled-components';
import { GLOSSARY, MESSAGES, REQUEST_STATUSES, formatDate, requestStateLabel, requestStateText, type TeacherRequest } from 'shared-domain';
import { Button, LoadingText, RequestStateBadge, SelectField, spacedRow, useToast } from 'shared-ui';
import { DataTable, PageHeader, listFilterChange, useUrlParams, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { QueryErrorPanel } from 'shared-staff';
import { REQUESTS_PAGE_SIZE, useRequestFilters, useRequestsPage, useRequestAnswer, type RequestAnswer } from '../../api/requests';
import { ApproveRequestDialog } from '../../components/approve-request-dialog';
import { RequestAnswerButtons, RequestTeacher } from '../../components/request-teacher';
import { DenyRequestDialog } from '../../components/deny-request-dialog';
import { useAnswerToast } from '../../components/use-answer-toast';

export const REQUESTS_ANSWER_FAILED = 'Failed to update the request. Please try again.';
export { REQUESTS_PAGE_SIZE };

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

/** A filter's choices: each school or teacher that has requests, by name. */
const choices = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((c) => ({ value: c.id, label: c.name }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A URL's filter value the server accepts, else none (a stale or hand-edited link shows every request). */
const idOrNone = (v: string | null) => (v && UUID.test(v) ? v : '');

/**
 * /admin/requests: every school's request to see a teacher's details, filtered by status, school and
 * teacher (kept in the URL) and paged on the server; Approve asks first, naming what the school will see.
 */
export default function RequestsPage() {
  const answer = useRequestAnswer();
  const toast = useToast();
  const toastAnswer = useAnswerToast();
  const [params, updateParams] = useUrlParams();
  const [approving, setApproving] = useState<TeacherRequest | null>(null);
  const [denying, setDenying] = useState<TeacherRequest | null>(null);
  const status = (REQUEST_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '';
  const school = idOrNone(params.get('school'));
  const teacher = idOrNone(params.get('teacher'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query = useRequestsPage({ status, school, teacher }, page);
  const filters = useRequestFilters();

  const setFilter = (key: 'status' | 'school' | 'teacher' | 'page', value: string) => updateParams(...listFilterChange(key, value));

  const act = async (vars: RequestAnswer) => {
    try {
      await answer.mutateAsync(vars);
      setApproving(null);
      setDenying(null);
      toastAnswer(vars);
    } catch (err) {
      toast.show(errorMessage(err, REQUESTS_ANSWER_FAILED), 'error');
    }
  };

  const columns: DataTableColumn<TeacherRequest>[] = [
    {
      key: 'status',
      header: 'Status',
      render: (r) => <RequestStateBadge status={r.status} />,
    },
    { key: 'school', header: 'School', render: (r) => r.from.schoolName },
    { key: 'teacher', header: 'Teacher', render: (r) => <RequestTeacher request={r} /> },
    { key: 'exam', header: 'Exam', render: (r) => r.teacher.exam || GLOSSARY.notProvided },
    { key: 'date', header: 'Requested', render: (r) => formatDate(r.createdAt) },
    {
      key: 'answer',
      header: 'Answer',
      controls: true,
      render: (r) =>
        r.status === 'pending' ? (
          <RequestAnswerButtons request={r} onApprove={() => setApproving(r)} onDeny={() => setDenying(r)} />
        ) : (
          <span>
            {requestStateText(r)}
            {r.reason && ` — ${r.reason}`}
          </span>
        ),
    },
  ];

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={MESSAGES.requestsFetchFailed} request="GET /api/requests/all" />;

  const { rows: shown, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
  const first = shown.length ? (page - 1) * REQUESTS_PAGE_SIZE + 1 : 0;
  const last = (page - 1) * REQUESTS_PAGE_SIZE + shown.length;
  return (
    <>
      <PageHeader
        title="Requests"
        subtitle={`Schools asking to see a teacher's details${filters.data ? `: ${filters.data.pending} pending of ${filters.data.total}` : ''}`}
      />
      <StyledFilters role="search" aria-label="Filter requests">
        <SelectField
          label="Status"
          value={status}
          placeholder="All statuses"
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: requestStateLabel(s) }))}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <SelectField
          label="School"
          value={school}
          placeholder="All schools"
          options={choices(filters.data?.schools)}
          onChange={(e) => setFilter('school', e.target.value)}
        />
        <SelectField
          label="Teacher"
          value={teacher}
          placeholder="All teachers"
          options={choices(filters.data?.teachers)}
          onChange={(e) => setFilter('teacher', e.target.value)}
        />
      </StyledFilters>
      <DataTable caption="Requests" columns={columns} rows={shown} getRowId={(r) => r._id} emptyText="No requests match these filters" />
      <StyledPager aria-label="Request pages">
        <p aria-live="polite">
          {shown.length ? `Showing ${first}–${last} of ${total}` : total ? `Page ${page} is past the last (${pages})` : 'No requests'}
        </p>
        <StyledButtons>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setFilter('page', String(Math.min(page - 1, pages)))}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setFilter('page', String(page + 1))}>
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
