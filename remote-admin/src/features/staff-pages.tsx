import { SchoolListPage, SupervisorListPage, SystemSettingsPage, TeacherAddPage, TeacherEditPage, TeacherListPage } from 'shared-staff';

// The shared staff screens, mounted for the admin role (loaded as one chunk when one of them is visited).
export const AdminTeacherList = () => <TeacherListPage role="admin" />;
export const AdminTeacherAdd = () => <TeacherAddPage role="admin" />;
export const AdminTeacherEdit = () => <TeacherEditPage role="admin" />;
export const AdminSupervisorList = () => <SupervisorListPage role="admin" />;
export const AdminSchoolList = () => <SchoolListPage role="admin" />;
export const AdminSettings = () => <SystemSettingsPage role="admin" />;
