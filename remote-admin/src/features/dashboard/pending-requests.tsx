import { lazy, Suspense, useState } from 'react';
import { GLOSSARY, MESSAGES, formatDate, requestStateText, type TeacherRequest } from 'shared-domain';
import { Badge, LoadingText, useToast } from 'shared-ui';
import { DataTable, PlainList, Section, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { useRequestAnswer, type RequestAnswer } from '../../api/requests';
import { useRequests } from './api/get-requests';
import { RequestAnswerButtons, RequestTeacher, requestTeacherName } from '../../components/request-teacher';
import { RetryButton } from 'shared-staff';
import { useAnswerToast } from '../../components/use-answer-toast';

// The two dialogs load when asked for (a click on Approve or Deny), not with the dashboard's first paint.
const ApproveRequestDialog = lazy(() =>
  import('../../components/approve-request-dialog').then((m) => ({ default: m.ApproveRequestDialog })),
);
const DenyRequestDialog = lazy(() => import('../../components/deny-request-dialog').then((m) => ({ default: m.DenyRequestDialog })));

/** The anchor of the Pending Requests card (its stat card links here). */
export const PENDING_REQUESTS_ID = 'pending-requests';

export const REQUEST_ANSWER_FAILED = 'Failed to update the request. Please try again.';
const RECENT_ANSWERED = 5;

export const answeredLabel = (r: TeacherRequest) => requestStateText(r);

/** Schools' requests to see teacher details: Approve / Deny the pending ones; recent answers below. */
export function PendingRequests() {
  const query = useRequests();
  const answer = useRequestAnswer();
  const toast = useToast();
  const toastAnswer = useAnswerToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [denying, setDenying] = useState<TeacherRequest | null>(null);
  // Approve releases the teacher's details, so it asks first.
  const [approving, setApproving] = useState<TeacherRequest | null>(null);

  const act = async (vars: RequestAnswer) => {
    setBusyId(vars.id);
    try {
      await answer.mutateAsync(vars);
      setDenying(null);
      setApproving(null);
      toastAnswer(vars);
    } catch (err) {
      toast.show(errorMessage(err, REQUEST_ANSWER_FAILED), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const columns: DataTableColumn<TeacherRequest>[] = [
    { key: 'school', header: 'School', render: (r) => r.from.schoolName, sortValue: (r) => r.from.schoolName },
    { key: 'district', header: 'District', render: (r) => r.from.district },
    { key: 'teacher', header: 'Teacher', render: (r) => <RequestTeacher request={r} />, sortValue: (r) => r.teacher.name.last },
    { key: 'exam', header: 'Exam', render: (r) => r.teacher.exam || GLOSSARY.notProvided },
    { key: 'date', header: 'Requested', render: (r) => formatDate(r.createdAt), sortValue: (r) => r.createdAt },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => (
        <RequestAnswerButtons request={r} busy={busyId === r._id} onApprove={() => setApproving(r)} onDeny={() => setDenying(r)} />
      ),
    },
  ];

  if (query.isPending) {
    return (
      <Section id={PENDING_REQUESTS_ID} title="Pending Requests">
        <LoadingText />
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section id={PENDING_REQUESTS_ID} title="Pending Requests" actions={<RetryButton query={query} size="sm" />}>
        <p role="alert">{MESSAGES.requestsFetchFailed}</p>
      </Section>
    );
  }
  const pending = query.data.filter((r) => r.status === 'pending');
  const answered = query.data
    .filter((r) => r.status !== 'pending' && r.responseDate)
    .sort((a, b) => String(b.responseDate).localeCompare(String(a.responseDate)))
    .slice(0, RECENT_ANSWERED);
  return (
    <Section
      id={PENDING_REQUESTS_ID}
      title="Pending Requests"
      actions={<Badge tone={pending.length ? 'yellow' : 'gray'}>{`${pending.length} pending`}</Badge>}
    >
      <DataTable caption="Pending requests" columns={columns} rows={pending} getRowId={(r) => r._id} emptyText="No pending requests" />
      {answered.length > 0 && (
        <>
          <h3>Recently answered</h3>
          <PlainList aria-label="Recently answered requests">
            {answered.map((r) => (
              <li key={r._id}>
                <Badge tone={r.status === 'approved' ? 'green' : 'red'}>{answeredLabel(r)}</Badge>
                <span>{`${r.from.schoolName} — ${requestTeacherName(r)}`}</span>
                {r.reason && <span>{`Reason: ${r.reason}`}</span>}
              </li>
            ))}
          </PlainList>
        </>
      )}
      <Suspense fallback={null}>
        {approving && (
          <ApproveRequestDialog
            request={approving}
            busy={busyId === approving._id}
            onApprove={() => void act({ id: approving._id, status: 'approved' })}
            onClose={() => setApproving(null)}
          />
        )}
        {denying && (
          <DenyRequestDialog
            request={denying}
            busy={busyId === denying._id}
            onDeny={(reason) => void act({ id: denying._id, status: 'denied', reason })}
            onClose={() => setDenying(null)}
          />
        )}
      </Suspense>
    </Section>
  );
}
