import type { StaffArea } from 'shared-domain';
import { Route, Routes } from 'react-router-dom';
import { SupervisedTeacherPage, TeacherAddPage, TeacherEditPage, TeacherEvidencePage, TeacherImportPage, TeacherListPage } from './pages';

/** Optional one-liner for an area: <Route path="teachers/*" element={<TeacherRoutes role="admin" />} />. */
export function TeacherRoutes({ role }: { role: StaffArea }) {
  return (
    <Routes>
      <Route index element={<TeacherListPage role={role} />} />
      <Route path="add" element={<TeacherAddPage role={role} />} />
      {role === 'admin' && <Route path="import" element={<TeacherImportPage role={role} />} />}
      <Route path=":id" element={role === 'supervisor' ? <SupervisedTeacherPage role={role} /> : <TeacherEditPage role={role} />} />
      <Route path=":id/evidence" element={<TeacherEvidencePage role={role} />} />
    </Routes>
  );
}
