import { formatDate, type OutboxMessage } from 'shared-domain';
import { Badge, Button, LoadingText, type BadgeTone } from 'shared-ui';
import { DataTable, PageHeader, type DataTableColumn } from 'shared-ui/staff';
import { useOutbox } from './api/get-outbox';
import { QueryErrorPanel } from 'shared-staff';
import { DeliveryNotice } from './delivery-notice';

export const OUTBOX_FETCH_FAILED = 'Failed to fetch the outbox. Please try again later.';

const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  'mentor-copy': 'Feedback copy to mentor',
  'certification-ending': 'Certification ending',
  'observation-overdue': 'Observation reminder',
  'supervisor-assigned': 'Supervisor assignment',
  invoice: 'Invoice',
  'payment-due': 'Payment reminder',
  'school-approved': 'School approved',
  'request-answered': 'Request answered',
  'account-created': 'New account',
  'password-reset': 'Password reset',
  invitation: 'Invitation',
  'registration-received': 'Registration received',
  'registration-attempt': 'Registration with a known address',
  'email-changed': 'E-mail changed',
  'sign-in-ceiling': 'Sign-in warning',
  // Evidence
  'document-returned': 'Document returned',
  'field-hours-confirm': 'Hours to confirm',
  // The teacher's own area
  'sign-in-link': 'Sign-in link',
  'observation-feedback': 'Observation feedback to teacher',
  'observation-ack-reminder': 'Acknowledgement reminder',
  other: 'Other',
};
const STATUS_TONES: Record<OutboxMessage['status'], BadgeTone> = { sent: 'green', pending: 'yellow', failed: 'red', stored: 'blue' };
const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
  stored: 'Stored (not sent)',
};

const columns: DataTableColumn<OutboxMessage>[] = [
  { key: 'date', header: 'Date', render: (m) => formatDate(m.createdAt), sortValue: (m) => m.createdAt },
  { key: 'to', header: 'To', render: (m) => (m.channel === 'sms' ? `${m.to} (text message)` : m.to), sortValue: (m) => m.to },
  {
    key: 'subject',
    header: 'Subject',
    render: (m) => (
      <details>
        <summary>{m.subject}</summary>
        <pre>{m.body}</pre>
      </details>
    ),
  },
  { key: 'kind', header: 'Kind', render: (m) => KIND_LABELS[m.kind] ?? m.kind, sortValue: (m) => m.kind },
  {
    key: 'status',
    header: 'Status',
    render: (m) => (
      <span title={m.lastError ?? undefined}>
        <Badge tone={STATUS_TONES[m.status] ?? 'gray'}>{STATUS_LABELS[m.status] ?? m.status}</Badge>
        {m.lastError ? ` ${m.lastError}` : ''}
      </span>
    ),
    sortValue: (m) => m.status,
  },
  { key: 'attempts', header: 'Attempts', render: (m) => m.attempts, align: 'right' },
];

/** Outbox: approvals, request answers, new accounts, resets, invitations and reminders the product e-mailed (or texted) or holds. */
export default function OutboxPage() {
  const query = useOutbox();
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={OUTBOX_FETCH_FAILED} request="GET /api/outbox" />;
  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="E-mails the portal sent or holds for sending"
        actions={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      <DeliveryNotice />
      <DataTable
        caption="Outbox e-mails"
        columns={columns}
        rows={query.data}
        getRowId={(m) => m._id}
        emptyText="No e-mails yet"
        initialSort={{ key: 'date', direction: 'desc' }}
      />
    </>
  );
}
