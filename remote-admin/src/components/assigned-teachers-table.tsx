import { Link } from 'react-router-dom';
import { MESSAGES, formatDate } from 'shared-domain';
import { DataTable, type DataTableColumn } from 'shared-ui/staff';
import { paths } from '../paths';

/** A teacher's assignment as a school or a supervisor lists it. */
export interface AssignmentRow {
  _id: string;
  teacher: { _id: string; name: { first: string; last: string } };
  startDate: string;
}

/** The teacher's name, linking to the record. */
export const teacherNameColumn = <R extends AssignmentRow>(): DataTableColumn<R> => ({
  key: 'name',
  header: 'Name',
  render: (r) => <Link to={paths.teachers.detail.getHref(r.teacher._id)}>{`${r.teacher.name.first} ${r.teacher.name.last}`}</Link>,
  sortValue: (r) => r.teacher.name.last.toLowerCase(),
});

export const startDateColumn = <R extends AssignmentRow>(): DataTableColumn<R> => ({
  key: 'start',
  header: 'Start Date',
  render: (r) => (r.startDate ? formatDate(r.startDate) : 'Not set'),
  sortValue: (r) => r.startDate,
});

/** The teachers assigned to a school or a supervisor. */
export function AssignedTeachersTable<R extends AssignmentRow>({ rows, columns }: { rows: readonly R[]; columns: DataTableColumn<R>[] }) {
  return (
    <DataTable caption="Assigned teachers" columns={columns} rows={rows} getRowId={(r) => r._id} emptyText={MESSAGES.noTeachersAssigned} />
  );
}
