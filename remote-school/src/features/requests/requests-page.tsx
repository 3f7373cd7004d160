import { formatDate, MESSAGES, type TeacherRequest } from 'shared-domain';
import { Badge, ButtonLink, EmptyState, LoadingText } from 'shared-ui';
import { DataTable, PageHeader, type DataTableColumn } from 'shared-ui/staff';
import { Link } from 'react-router-dom';
import { SCHOOL_REQUESTS_REQUEST, useSchoolRequests } from '../../api/get-school-requests';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { RequestStatusBadge } from './request-status-badge';
import { QueryErrorPanel } from '../../components/query-error-panel';

const NONE = '—';
const teacherName = (r: TeacherRequest) => `${r.teacher.name.first} ${r.teacher.name.last}`;

const columns: DataTableColumn<TeacherRequest>[] = [
  {
    key: 'teacher',
    header: 'Teacher',
    // A teacher who is no longer available to this school has no profile to open.
    render: (r) => (r.unavailable ? teacherName(r) : <Link to={paths.teacher.getHref(r.teacher._id)}>{teacherName(r)}</Link>),
    sortValue: teacherName,
  },
  { key: 'exam', header: 'Certification', render: (r) => r.teacher.exam || NONE, sortValue: (r) => r.teacher.exam },
  {
    key: 'status',
    header: 'Status',
    // The teacher withdrew the profile from this school since it asked: what was released is withdrawn too.
    render: (r) => (r.unavailable ? <Badge tone="gray">{r.unavailable}</Badge> : <RequestStatusBadge status={r.status} />),
    sortValue: (r) => r.status,
  },
  { key: 'createdAt', header: 'Requested', render: (r) => formatDate(r.createdAt), sortValue: (r) => r.createdAt },
  {
    key: 'responseDate',
    header: 'Response Date',
    render: (r) => (r.responseDate ? formatDate(r.responseDate) : NONE),
    sortValue: (r) => r.responseDate ?? '',
  },
  { key: 'reason', header: 'Reason', render: (r) => r.reason || NONE },
];

/** /school/requests: every request this school sent, with its state and dates. */
export function RequestsPage() {
  usePageTitle('Requests');
  const requests = useSchoolRequests();
  const header = (
    <PageHeader
      title="Teacher Requests"
      subtitle="Your requests for teacher information. An administrator reviews each one."
      actions={<ButtonLink to={paths.teachers.getHref()}>Find Teachers</ButtonLink>}
    />
  );

  if (requests.isError) {
    return <QueryErrorPanel query={requests} fallback={MESSAGES.requestsFetchFailed} request={SCHOOL_REQUESTS_REQUEST} />;
  }
  return (
    <>
      {header}
      {!requests.data ? (
        <LoadingText />
      ) : requests.data.length === 0 ? (
        <EmptyState>
          <p>No requests yet. Use Find Teachers to request information about a teacher.</p>
        </EmptyState>
      ) : (
        <DataTable
          caption="Teacher requests"
          columns={columns}
          rows={requests.data}
          getRowId={(r) => r._id}
          emptyText="No requests yet"
          initialSort={{ key: 'createdAt', direction: 'desc' }}
        />
      )}
    </>
  );
}
