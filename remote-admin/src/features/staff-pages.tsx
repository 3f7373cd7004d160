import {
  SchoolListPage,
  SupervisorListPage,
  SystemSettingsPage,
  TeacherAddPage,
  TeacherAssignmentEditor,
  TeacherEditPage,
  TeacherListPage,
} from 'shared-staff';

// The shared staff screens, mounted for the admin role (loaded as one chunk when one of them is visited).
export const AdminTeacherList = () => <TeacherListPage role="admin" />;
export const AdminTeacherAdd = () => <TeacherAddPage role="admin" />;
// Admins also place the teacher (school, field supervisor) from the record.
export const AdminTeacherEdit = () => <TeacherEditPage role="admin" renderAssignment={(t) => <TeacherAssignmentEditor teacher={t} />} />;
export const AdminSupervisorList = () => <SupervisorListPage role="admin" />;
export const AdminSchoolList = () => <SchoolListPage role="admin" />;
export const AdminSettings = () => <SystemSettingsPage role="admin" />;
