import { formatDate, MESSAGES, type School } from 'shared-domain';
import { EmptyState, LoadingText } from 'shared-ui';
import { DataTable, PageHeader, type DataTableColumn } from 'shared-ui/staff';
import { SCHOOL_REQUEST, useSchool } from '../../api/get-school';
import { usePageTitle } from '../../components/page-title';
import { QueryErrorPanel } from '../../components/query-error-panel';

type Assignment = School['assignedTeachers'][number];

const fullName = (n: { first: string; last: string }) => `${n.first} ${n.last}`.trim();
const supervisorName = (a: Assignment) => (a.supervisor ? fullName(a.supervisor.name) : 'Not assigned');

const columns: DataTableColumn<Assignment>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (a) => fullName(a.teacher.name),
    sortValue: (a) => `${a.teacher.name.last} ${a.teacher.name.first}`,
  },
  { key: 'startDate', header: 'Start Date', render: (a) => formatDate(a.startDate) || 'Not set', sortValue: (a) => a.startDate },
  { key: 'supervisor', header: 'Supervisor', render: supervisorName, sortValue: supervisorName },
];

export interface AssignedTeachersPageProps {
  status: 'hired' | 'intern';
  title: string;
  subtitle: string;
  emptyText: string;
}

/** The school's assigned teachers with one status (hired or intern): name, start date, field supervisor. */
export function AssignedTeachersPage({ status, title, subtitle, emptyText }: AssignedTeachersPageProps) {
  usePageTitle(title);
  const school = useSchool();
  if (school.isError && !school.data) {
    return <QueryErrorPanel query={school} fallback={MESSAGES.schoolDetailsFailed} request={SCHOOL_REQUEST} />;
  }
  const rows = school.data?.assignedTeachers.filter((a) => a.status === status) ?? [];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {!school.data ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          getRowId={(a) => a._id}
          emptyText={emptyText}
          initialSort={{ key: 'name', direction: 'asc' }}
        />
      )}
    </>
  );
}

export const HiredTeachersPage = () => (
  <AssignedTeachersPage
    status="hired"
    title="Hired Teachers"
    subtitle="Teachers your school has hired through the program."
    emptyText="No hired teachers yet"
  />
);

export const InternsPage = () => (
  <AssignedTeachersPage
    status="intern"
    title="Interns"
    subtitle="Interns placed at your school and their field supervisors."
    emptyText="No interns yet"
  />
);
