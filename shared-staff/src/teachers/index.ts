// Teacher screens for the admin and supervisor areas. Mount with relative routes:
//   <Route path="teachers" element={<TeacherListPage role="admin" />} />
//   <Route path="teachers/add" element={<TeacherAddPage role="admin" />} />
//   <Route path="teachers/:id" element={<TeacherEditPage role="admin" />} />  (a supervisor: SupervisedTeacherPage)
export {
  TeacherListPage,
  TeacherEditPage,
  TeacherAddPage,
  TeacherImportPage,
  TeacherEvidencePage,
  SupervisedTeacherPage,
  preloadTeacherList,
  type TeacherPageProps,
} from './pages';
export { TeacherRoutes } from './teacher-routes';
export { RecordSupervisionDialog, type RecordSupervisionDialogProps } from './supervision/record-supervision-dialog';
export { useSendQueuedObservations } from './supervision/observation-outbox';
export { DRAFT_TEXTS, OFFLINE_RETRY_MS, isNetworkError } from './supervision/observation-drafts';
export { useRecordSupervision, recordSupervision, type SupervisionInput } from './api/record-supervision';
export { useTeachers, teachersQueryOptions, getTeachers, firstTeachersQueryOptions } from './api/get-teachers';
export { useTeacher, getTeacher } from './api/get-teacher';
export { teacherKeys } from './api/query-keys';
export { teacherPaths, type TeacherLocationState } from './paths';
export { TeacherStatusBadge, teacherStatusTone } from './list/status-badge';
export { filterTeachers, indexTeachers, type TeacherFilter } from './list/filter-teachers';
