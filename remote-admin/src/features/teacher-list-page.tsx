import { TeacherListPage, preloadTeacherList } from 'shared-staff';

/**
 * /admin/teachers in a chunk of its own (not with the other staff screens): the area is often entered on the list, and
 * the list screen's code starts loading as soon as this small chunk is in (the first row within 700 ms).
 */
export const AdminTeacherList = () => <TeacherListPage role="admin" />;
export { preloadTeacherList };
